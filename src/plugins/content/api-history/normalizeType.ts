import ts from 'typescript';

/**
 * A printed type in one stable form, so that the history records a change only where the declarations
 * changed:
 * - union members sorted (`'b' | 'a'` and `'a' | 'b'` are the same type; the compiler prints them in the
 *   order it met them, which changes from one version to the next), and so are an object type's properties;
 * - symbol-keyed members that the compiler names with a counter (`__@iterator@34`) written
 *   `[Symbol.iterator]`: the counter is the compiler's, not the library's;
 * - `import("../../utils/common").Foo` written `Foo`: a declaration moving between files is not a change
 *   of the API;
 * - `a?: T`, never `a?: T | undefined`, for a member, a mapped type's members or a parameter (the compiler
 *   prints the second, a declaration mostly the first);
 * - tuples without their elements' labels (`[cell: Cell, id: SeriesIdentifier]` is `[Cell, SeriesIdentifier]`);
 * - one line, with the spacing of TypeScript's printer, string literals in double quotes (a printed type
 *   is TypeScript's `'a'` where a declaration wrote it so, and the compiler's `"a"`).
 */
export function normalizeType(text: string, options: { dropUndefined?: boolean } = {}): string {
  const cache = options.dropUndefined ? optionalCache : plainCache;
  let normalised = cache.get(text);
  if (normalised === undefined) {
    normalised = normalise(text, options.dropUndefined ?? false);
    cache.set(text, normalised);
  }
  return normalised;
}

/**
 * A member's name in a stable form: the compiler names a symbol-keyed member (a tuple's or array's
 * `[Symbol.iterator]`) `__@iterator@34`, numbered in the order it met the symbols.
 */
export function normalizeMemberName(name: string): string {
  return name.replace(SYMBOL_NAME, '[Symbol.$1]');
}

const SYMBOL_NAME = /__@(\w+)@\d+/g;

/** The versions share most of their types: each is parsed once per process (and once more as an optional member's). */
const plainCache = new Map<string, string>();
const optionalCache = new Map<string, string>();

const printer = ts.createPrinter({ newLine: ts.NewLineKind.LineFeed, removeComments: true });

function normalise(text: string, dropUndefined: boolean): string {
  const source = text
    .replace(SYMBOL_NAME, '[Symbol.$1]')
    .replace(/\bimport\((["'])[^"']*\1\)\./g, '')
    .trim();
  const file = ts.createSourceFile('type.ts', `type T = ${source};`, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const statement = file.statements[0];
  if (
    file.statements.length !== 1 ||
    !statement ||
    !ts.isTypeAliasDeclaration(statement) ||
    statement.type.getText(file) !== source
  ) {
    throw new Error(
      `api-history: cannot read the printed type ${JSON.stringify(text)} as TypeScript; teach normalizeType.ts its form.`,
    );
  }
  const result = ts.transform(dropUndefined ? withoutUndefined(statement.type) : statement.type, [normalForm(file)]);
  const [node] = result.transformed;
  if (!node) throw new Error(`api-history: normalising ${JSON.stringify(text)} gave no type.`);
  const printed = oneLine(node, file);
  result.dispose();
  return printed;
}

/**
 * A type without the `| undefined` that a `?` already says (the compiler prints it; the declaration and
 * the props tables do not), parentheses it needed no longer there.
 */
function withoutUndefined(node: ts.TypeNode): ts.TypeNode {
  if (!ts.isUnionTypeNode(node)) return node;
  const kept = node.types.filter((member) => member.kind !== ts.SyntaxKind.UndefinedKeyword);
  if (kept.length === node.types.length || kept.length === 0) return node;
  const [only] = kept;
  if (kept.length > 1 || !only) return ts.factory.updateUnionTypeNode(node, ts.factory.createNodeArray(kept));
  return ts.isParenthesizedTypeNode(only) ? only.type : only;
}

/**
 * A member, mapped type or parameter marked `?`, with its type `withoutUndefined`; a tuple's element
 * without its label (`[cell: Cell]` is `[Cell]`: a label names, it does not type); any other node as it is.
 */
function withoutNonTypes(node: ts.Node, factory: ts.NodeFactory): ts.Node {
  if (ts.isPropertySignature(node) && node.questionToken && node.type) {
    return factory.updatePropertySignature(
      node,
      node.modifiers,
      node.name,
      node.questionToken,
      withoutUndefined(node.type),
    );
  }
  if (ts.isParameter(node) && node.questionToken && node.type) {
    const { modifiers, dotDotDotToken, name, questionToken, initializer } = node;
    return factory.updateParameterDeclaration(
      node,
      modifiers,
      dotDotDotToken,
      name,
      questionToken,
      withoutUndefined(node.type),
      initializer,
    );
  }
  if (ts.isNamedTupleMember(node)) {
    const optional = node.questionToken ? factory.createOptionalTypeNode(node.type) : node.type;
    return node.dotDotDotToken ? factory.createRestTypeNode(optional) : optional;
  }
  if (ts.isMappedTypeNode(node) && node.questionToken?.kind === ts.SyntaxKind.QuestionToken && node.type) {
    const { readonlyToken, typeParameter, nameType, questionToken, members } = node;
    const type = withoutUndefined(node.type);
    return factory.updateMappedTypeNode(node, readonlyToken, typeParameter, nameType, questionToken, type, members);
  }
  return node;
}

/** The node as the printer writes it, on one line: string literals keep their escapes, so a line break is layout. */
function oneLine(node: ts.Node, file: ts.SourceFile): string {
  return printer.printNode(ts.EmitHint.Unspecified, node, file).replace(/\s*\n\s*/g, ' ');
}

/** Code-unit order, not localeCompare: the file must come out the same on every machine. */
function byKey(a: { key: string }, b: { key: string }): number {
  return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
}

/**
 * An object type's properties sorted by name (declaration order is not part of the type); call, construct,
 * index and method signatures keep their order, ahead of them, since overloads are read in order.
 */
function withSortedProperties(node: ts.TypeLiteralNode, factory: ts.NodeFactory, file: ts.SourceFile): ts.TypeNode {
  const properties = node.members
    .filter(ts.isPropertySignature)
    .map((member) => ({ member, key: oneLine(member.name, file) }))
    .sort(byKey)
    .map(({ member }) => member);
  const others = node.members.filter((member) => !ts.isPropertySignature(member));
  return factory.updateTypeLiteralNode(node, factory.createNodeArray([...others, ...properties]));
}

function sortedUnion(node: ts.UnionTypeNode, factory: ts.NodeFactory, file: ts.SourceFile): ts.TypeNode {
  const keyed = node.types.map((member) => ({ member, key: oneLine(member, file) })).sort(byKey);
  return factory.updateUnionTypeNode(node, factory.createNodeArray(keyed.map(({ member }) => member)));
}

/** Every node in its normal form, innermost first, each asked to print on one line. */
const normalForm =
  (file: ts.SourceFile): ts.TransformerFactory<ts.TypeNode> =>
  (context) => {
    const { factory } = context;
    const visit = (node: ts.Node): ts.Node => {
      // One quote style: the printer keeps a parsed literal's own quotes.
      if (ts.isStringLiteral(node)) return factory.createStringLiteral(node.text);
      let visited = withoutNonTypes(ts.visitEachChild(node, visit, context), factory);
      if (ts.isTypeLiteralNode(visited)) visited = withSortedProperties(visited, factory, file);
      else if (ts.isUnionTypeNode(visited)) visited = sortedUnion(visited, factory, file);
      ts.setEmitFlags(visited, ts.EmitFlags.SingleLine);
      return visited;
    };
    return (node) => visit(node) as ts.TypeNode;
  };
