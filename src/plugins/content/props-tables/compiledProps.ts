import path from 'node:path';
import type { JSONOutput } from 'typedoc';
import { ReflectionKind } from 'typedoc/models';
import ts from 'typescript';
import { installedLibrary, type InstalledLibrary } from '../installedLibrary';
import type { ReflectionIndex } from './reflectionIndex';

/**
 * The installed library's components, read with the TypeScript compiler (declarations) and Node
 * (compiled code), for the components whose props our TypeDoc plugin cannot resolve: destructured
 * parameters, props types the library keeps private, unions of forms (see `collectMembers`).
 */

type Declaration = JSONOutput.DeclarationReflection;
type SomeType = JSONOutput.SomeType;
type Part = JSONOutput.CommentDisplayPart;

/** The id of a reflection this plugin makes up (a prop read with the compiler): none of the model's. */
const MADE_UP_ID = -1 as JSONOutput.ReflectionId;

/** A component's props as the compiler reads them. */
export interface CompiledProps {
  members: Declaration[];
  /** The props type's name, when the library exports it (`TooltipTableCellProps`). */
  propsTypeName?: string;
}

/** One prop in one form of a props type. */
interface PropInForm {
  symbol: ts.Symbol;
  allowed: boolean;
  required: boolean;
}

let cachedLibrary: LibraryTypes | undefined;

/** The compiler's view of the installed library, made once per process (about 2 s). */
export function libraryTypes(): LibraryTypes {
  // The site's root, four folders up from this one: the plugins run with it as their site directory.
  cachedLibrary ??= new LibraryTypes(installedLibrary(path.resolve(__dirname, '..', '..', '..', '..')));
  return cachedLibrary;
}

export class LibraryTypes {
  private readonly checker: ts.TypeChecker;
  /** Exported names, each to the symbol it stands for (aliases resolved). */
  private readonly exports = new Map<string, ts.Symbol>();
  /** The other way: the name under which the library exports a symbol. */
  private readonly exportNames = new Map<ts.Symbol, string>();
  private runtime: Record<string, unknown> | undefined;

  constructor(private readonly library: InstalledLibrary) {
    const entry = library.distFile('index.d.ts');
    // The compiler settings of TypeDoc's run (tsconfig.reference.json): Node's resolution finds React's types.
    const program = ts.createProgram([entry], {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      jsx: ts.JsxEmit.ReactJSX,
      strict: true,
      skipLibCheck: true,
      noEmit: true,
    });
    this.checker = program.getTypeChecker();
    const source = program.getSourceFile(entry);
    const moduleSymbol = source && this.checker.getSymbolAtLocation(source);
    for (const exported of moduleSymbol ? this.checker.getExportsOfModule(moduleSymbol) : []) {
      const symbol = this.resolveAlias(exported);
      this.exports.set(exported.name, symbol);
      if (!this.exportNames.has(symbol)) this.exportNames.set(symbol, exported.name);
    }
  }

  /**
   * The props of the exported component `name`: the properties of its first parameter's type, in
   * every form when that type is a union (a prop typed `?: never` in a form is not allowed there). A
   * prop allowed in only some forms is optional, and its description starts with the forms it
   * belongs to, named after the prop that tells them apart (`children` for the tooltip blocks).
   * Undefined when the component is not exported, or has one form and `evenWithOneForm` is false.
   */
  componentProps(name: string, index: ReflectionIndex, evenWithOneForm: boolean): CompiledProps | undefined {
    const symbol = this.exports.get(name);
    if (!symbol) return undefined;
    const signature = this.checker.getTypeOfSymbol(symbol).getCallSignatures()[0];
    const parameter = signature?.getParameters()[0];
    if (!parameter) return undefined;
    const propsType = this.checker.getTypeOfSymbol(parameter);
    const forms = (propsType.isUnion() ? propsType.types : [propsType]).map((form) => this.propsOfForm(form));
    if (forms.length === 1 && !evenWithOneForm) return undefined;

    const names = [...new Set(forms.flatMap((form) => [...form.keys()]))];
    const switchProp = forms.length > 1 ? formSwitch(names, forms) : undefined;
    const members: Declaration[] = [];
    for (const propName of names) {
      const present = forms.map((form) => form.get(propName));
      const allowed = present.filter((prop): prop is PropInForm => Boolean(prop?.allowed));
      const first = allowed[0];
      if (!first) continue;
      const required = allowed.length === forms.length && allowed.every((prop) => prop.required);
      const note = forms.length > 1 ? formNote(propName, names, forms, switchProp) : [];
      members.push(this.member(first.symbol, !required, note, index));
    }
    const propsTypeName = this.propsTypeName(parameter, propsType);
    return { members, ...(propsTypeName && { propsTypeName }) };
  }

  /**
   * Literal defaults the compiled component gives its props in its destructured first parameter
   * (`({ truncate = false, tagName = 'td' })`), or an exported constant's member
   * (`orientation = LayoutDirection.Horizontal`), as the runs of a `@defaultValue` tag, by prop.
   */
  destructuredDefaults(name: string, index: ReflectionIndex): Map<string, Part[]> {
    const defaults = new Map<string, Part[]>();
    const library = this.runtimeExports();
    const exported = library[name];
    // A `memo` or `forwardRef` component keeps its function in `type` or `render`.
    const candidate =
      typeof exported === 'object' && exported !== null
        ? ((exported as { type?: unknown; render?: unknown }).type ?? (exported as { render?: unknown }).render)
        : exported;
    if (typeof candidate !== 'function') return defaults;
    const source = ts.createSourceFile(
      'component.js',
      `(${Function.prototype.toString.call(candidate)})`,
      ts.ScriptTarget.Latest,
      true,
      ts.ScriptKind.JS,
    );
    const fn = firstFunction(source);
    const pattern = fn?.parameters[0]?.name;
    if (!pattern || !ts.isObjectBindingPattern(pattern)) return defaults;
    for (const element of pattern.elements) {
      if (element.dotDotDotToken || !element.initializer) continue;
      const key = element.propertyName ?? element.name;
      if (!ts.isIdentifier(key) && !ts.isStringLiteral(key)) continue;
      const value = this.defaultRuns(element.initializer, library, index);
      if (value) defaults.set(key.text, value);
    }
    return defaults;
  }

  private runtimeExports(): Record<string, unknown> {
    // Synchronous, like the compiler's work around it.
    this.runtime ??= this.library.load();
    return this.runtime;
  }

  /** A default as written: a literal, or `Export.Member` when the library exports that constant. */
  private defaultRuns(
    node: ts.Expression,
    library: Record<string, unknown>,
    index: ReflectionIndex,
  ): Part[] | undefined {
    if (ts.isStringLiteral(node)) return [{ kind: 'code', text: `\`${JSON.stringify(node.text)}\`` }];
    if (
      ts.isNumericLiteral(node) ||
      node.kind === ts.SyntaxKind.TrueKeyword ||
      node.kind === ts.SyntaxKind.FalseKeyword ||
      node.kind === ts.SyntaxKind.NullKeyword
    ) {
      return [{ kind: 'code', text: `\`${node.getText()}\`` }];
    }
    if (
      ts.isPrefixUnaryExpression(node) &&
      node.operator === ts.SyntaxKind.MinusToken &&
      ts.isNumericLiteral(node.operand)
    ) {
      return [{ kind: 'code', text: `\`${node.getText()}\`` }];
    }
    // `common_1.LayoutDirection.Horizontal`, `exports.MeterSize.Medium`: the last two names.
    if (ts.isPropertyAccessExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const owner = node.expression.name.text;
      const member = node.name.text;
      const value = library[owner];
      if (typeof value !== 'object' || value === null || !(member in value)) return undefined;
      const target =
        index.byName.get(owner)?.find((r) => r.kind === ReflectionKind.Variable && index.urlOf(r.id)) ??
        index.byName.get(owner)?.find((r) => index.urlOf(r.id));
      return target
        ? [{ kind: 'inline-tag', tag: '@link', text: `${owner}.${member}`, target: target.id }]
        : [{ kind: 'code', text: `\`${owner}.${member}\`` }];
    }
    return undefined;
  }

  /** Each prop of one form, allowed or not (`?: never`, which strict mode reads as `undefined`). */
  private propsOfForm(form: ts.Type): Map<string, PropInForm> {
    const props = new Map<string, PropInForm>();
    for (const symbol of this.checker.getPropertiesOfType(form)) {
      const optional = (symbol.flags & ts.SymbolFlags.Optional) !== 0;
      const type = this.checker.getTypeOfSymbol(symbol);
      const never =
        (type.flags & ts.TypeFlags.Never) !== 0 || (optional && (type.flags & ts.TypeFlags.Undefined) !== 0);
      props.set(symbol.name, { symbol, allowed: !never, required: !optional });
    }
    return props;
  }

  /** The name of the props type when the library exports it under that name. */
  private propsTypeName(parameter: ts.Symbol, propsType: ts.Type): string | undefined {
    const declaration = parameter.valueDeclaration;
    const node = declaration && ts.isParameter(declaration) ? declaration.type : undefined;
    if (node && ts.isTypeReferenceNode(node)) {
      const symbol = this.checker.getSymbolAtLocation(node.typeName);
      const name = symbol && this.exportNames.get(this.resolveAlias(symbol));
      if (name) return name;
    }
    const alias = propsType.aliasSymbol;
    return alias ? this.exportNames.get(this.resolveAlias(alias)) : undefined;
  }

  /** A table row's source: the prop's declared type, comment and tags, as TypeDoc would write them. */
  private member(symbol: ts.Symbol, optional: boolean, note: Part[], index: ReflectionIndex): Declaration {
    const declaration = symbol.declarations?.find(
      (d): d is ts.PropertySignature | ts.PropertyDeclaration =>
        (ts.isPropertySignature(d) || ts.isPropertyDeclaration(d)) && Boolean(d.type),
    );
    const written = declaration?.type && (optional ? withoutUndefined(declaration.type) : [declaration.type]);
    const type: SomeType = !written
      ? { type: 'unknown', name: this.checker.typeToString(this.checker.getTypeOfSymbol(symbol)) }
      : written.length === 1
        ? this.typeOf(written[0] as ts.TypeNode, index)
        : { type: 'union', types: written.map((t) => this.typeOf(t, index)) };
    const summary = this.parts(symbol.getDocumentationComment(this.checker), index);
    const blockTags: JSONOutput.CommentTag[] = symbol
      .getJsDocTags(this.checker)
      .filter((tag) => ['deprecated', 'defaultValue', 'default'].includes(tag.name))
      .map((tag) => ({ tag: `@${tag.name}`, content: this.parts(tag.text ?? [], index) }));
    const separator: Part[] = note.length > 0 && summary.length > 0 ? [{ kind: 'text', text: '\n\n' }] : [];
    return {
      id: MADE_UP_ID,
      name: symbol.name,
      variant: 'declaration',
      kind: ReflectionKind.Property,
      flags: optional ? { isOptional: true } : {},
      comment: { summary: [...note, ...separator, ...summary], ...(blockTags.length > 0 && { blockTags }) },
      type,
    };
  }

  /** Comment text as TypeDoc's display parts: `code` spans, and `{@link}`s to the library's exports. */
  private parts(display: ts.SymbolDisplayPart[], index: ReflectionIndex): Part[] {
    const parts: Part[] = [];
    let text = '';
    const flush = () => {
      text.split(/(`[^`]+`)/).forEach((chunk, i) => {
        if (chunk) parts.push(i % 2 === 1 ? { kind: 'code', text: chunk } : { kind: 'text', text: chunk });
      });
      text = '';
    };
    for (const part of display) {
      if (part.kind === 'link') continue;
      if (part.kind === 'linkName') {
        flush();
        const target = this.linkTarget(part.text.trim(), index);
        parts.push({
          kind: 'inline-tag',
          tag: '@link',
          text: part.text.trim(),
          ...(target !== undefined && { target }),
        });
      } else {
        text += part.text;
      }
    }
    flush();
    return parts;
  }

  private linkTarget(name: string, index: ReflectionIndex): JSONOutput.ReflectionId | undefined {
    return index.byName.get(name)?.find((r) => index.urlOf(r.id))?.id;
  }

  /** A type as written in the declarations, with a numeric `target` where it names a documented export. */
  private typeOf(node: ts.TypeNode, index: ReflectionIndex): SomeType {
    if (ts.isParenthesizedTypeNode(node)) return this.typeOf(node.type, index);
    if (ts.isUnionTypeNode(node)) return { type: 'union', types: node.types.map((t) => this.typeOf(t, index)) };
    if (ts.isIntersectionTypeNode(node))
      return { type: 'intersection', types: node.types.map((t) => this.typeOf(t, index)) };
    if (ts.isArrayTypeNode(node)) return { type: 'array', elementType: this.typeOf(node.elementType, index) };
    if (ts.isIndexedAccessTypeNode(node)) {
      return {
        type: 'indexedAccess',
        objectType: this.typeOf(node.objectType, index),
        indexType: this.typeOf(node.indexType, index),
      };
    }
    if (ts.isLiteralTypeNode(node)) {
      const literal = node.literal;
      if (literal.kind === ts.SyntaxKind.NullKeyword) return { type: 'literal', value: null };
      if (literal.kind === ts.SyntaxKind.TrueKeyword) return { type: 'literal', value: true };
      if (literal.kind === ts.SyntaxKind.FalseKeyword) return { type: 'literal', value: false };
      if (ts.isStringLiteral(literal)) return { type: 'literal', value: literal.text };
      if (ts.isNumericLiteral(literal)) return { type: 'literal', value: Number(literal.text) };
    }
    if (ts.isTypeReferenceNode(node)) return this.referenceOf(node, index);
    if (ts.isFunctionTypeNode(node)) {
      const signature: JSONOutput.SignatureReflection = {
        id: MADE_UP_ID,
        name: '__type',
        variant: 'signature',
        kind: ReflectionKind.CallSignature,
        flags: {},
        parameters: node.parameters.map((parameter) => ({
          id: MADE_UP_ID,
          name: parameter.name.getText(),
          variant: 'param',
          kind: ReflectionKind.Parameter,
          flags: {
            ...(parameter.questionToken && { isOptional: true }),
            ...(parameter.dotDotDotToken && { isRest: true }),
          },
          ...(parameter.type && { type: this.typeOf(parameter.type, index) }),
        })),
        type: this.typeOf(node.type, index),
      };
      return {
        type: 'reflection',
        declaration: {
          id: MADE_UP_ID,
          name: '__type',
          variant: 'declaration',
          kind: ReflectionKind.TypeLiteral,
          flags: {},
          signatures: [signature],
        },
      };
    }
    if (ts.isTypeLiteralNode(node)) {
      const children = node.members.filter(ts.isPropertySignature).map((property): Declaration => ({
        id: MADE_UP_ID,
        name: property.name.getText(),
        variant: 'declaration',
        kind: ReflectionKind.Property,
        flags: property.questionToken ? { isOptional: true } : {},
        ...(property.type && { type: this.typeOf(property.type, index) }),
      }));
      return {
        type: 'reflection',
        declaration: {
          id: MADE_UP_ID,
          name: '__type',
          variant: 'declaration',
          kind: ReflectionKind.TypeLiteral,
          flags: {},
          children,
        },
      };
    }
    if (ts.isTupleTypeNode(node))
      return { type: 'tuple', elements: node.elements.map((element) => this.typeOf(element, index)) };
    if (ts.isTypeOperatorNode(node)) {
      const operator =
        node.operator === ts.SyntaxKind.KeyOfKeyword
          ? 'keyof'
          : node.operator === ts.SyntaxKind.UniqueKeyword
            ? 'unique'
            : 'readonly';
      return { type: 'typeOperator', operator, target: this.typeOf(node.type, index) };
    }
    const keyword = KEYWORDS.get(node.kind);
    if (keyword) return { type: 'intrinsic', name: keyword };
    return { type: 'unknown', name: node.getText() };
  }

  private referenceOf(node: ts.TypeReferenceNode, index: ReflectionIndex): SomeType {
    const name = node.typeName.getText();
    const typeArguments = node.typeArguments?.map((argument) => this.typeOf(argument, index));
    const found = this.checker.getSymbolAtLocation(node.typeName);
    const symbol = found && this.resolveAlias(found);
    const exportName = symbol && this.exportNames.get(symbol);
    const target =
      exportName === name ? index.byName.get(name)?.find((r) => isTypeKind(r.kind) && index.urlOf(r.id)) : undefined;
    const file = symbol?.declarations?.[0]?.getSourceFile().fileName ?? '';
    const packageName = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(file)?.[1] ?? '';
    return {
      type: 'reference',
      name,
      target: target
        ? target.id
        : ({
            packageName,
            packagePath: file.replace(/^.*node_modules\/(?:@[^/]+\/)?[^/]+\//, ''),
            qualifiedName: name,
          } as JSONOutput.ReflectionSymbolId),
      ...(packageName && { package: packageName }),
      ...(symbol && symbol.flags & ts.SymbolFlags.TypeParameter && { refersToTypeParameter: true }),
      ...(typeArguments?.length && { typeArguments }),
    };
  }

  private resolveAlias(symbol: ts.Symbol): ts.Symbol {
    return symbol.flags & ts.SymbolFlags.Alias ? this.checker.getAliasedSymbol(symbol) : symbol;
  }
}

const KEYWORDS = new Map<ts.SyntaxKind, string>([
  [ts.SyntaxKind.AnyKeyword, 'any'],
  [ts.SyntaxKind.UnknownKeyword, 'unknown'],
  [ts.SyntaxKind.NumberKeyword, 'number'],
  [ts.SyntaxKind.BigIntKeyword, 'bigint'],
  [ts.SyntaxKind.BooleanKeyword, 'boolean'],
  [ts.SyntaxKind.StringKeyword, 'string'],
  [ts.SyntaxKind.SymbolKeyword, 'symbol'],
  [ts.SyntaxKind.VoidKeyword, 'void'],
  [ts.SyntaxKind.UndefinedKeyword, 'undefined'],
  [ts.SyntaxKind.NullKeyword, 'null'],
  [ts.SyntaxKind.NeverKeyword, 'never'],
  [ts.SyntaxKind.ObjectKeyword, 'object'],
]);

function isTypeKind(kind: ReflectionKind): boolean {
  return (
    kind === ReflectionKind.Interface ||
    kind === ReflectionKind.TypeAlias ||
    kind === ReflectionKind.Class ||
    kind === ReflectionKind.Enum
  );
}

/** An optional prop's type without its `| undefined`, as TypeDoc writes optional props: the union's members. */
function withoutUndefined(node: ts.TypeNode): ts.TypeNode[] {
  if (!ts.isUnionTypeNode(node)) return [node];
  const kept = node.types.filter((t) => t.kind !== ts.SyntaxKind.UndefinedKeyword);
  return kept.length === 0 ? [node] : kept;
}

function firstFunction(node: ts.Node): ts.SignatureDeclaration | undefined {
  if (ts.isArrowFunction(node) || ts.isFunctionExpression(node) || ts.isFunctionDeclaration(node)) return node;
  return ts.forEachChild(node, firstFunction);
}

/**
 * The prop that tells the forms of a union apart: required where it is allowed, and not allowed in
 * the other forms. `children` first, as in the tooltip blocks' `PropsOrChildrenWithProps`.
 */
function formSwitch(names: string[], forms: Map<string, PropInForm>[]): string | undefined {
  const candidates = names.filter((name) => {
    const states = forms.map((form) => form.get(name));
    const withIt = states.filter((state) => state?.allowed);
    return withIt.length > 0 && withIt.length < forms.length && withIt.every((state) => state?.required);
  });
  return candidates.includes('children') ? 'children' : candidates.sort()[0];
}

/** The words a row of a union's prop starts with: which forms it belongs to. */
function formNote(
  name: string,
  names: string[],
  forms: Map<string, PropInForm>[],
  switchProp: string | undefined,
): Part[] {
  const code = (text: string): Part => ({ kind: 'code', text: `\`${text}\`` });
  const words = (text: string): Part => ({ kind: 'text', text });
  if (!switchProp) {
    const everywhere = forms.every((form) => form.get(name)?.allowed);
    return everywhere ? [] : [words('Allowed in some forms of the props only (their type is a union).')];
  }
  const withSwitch = forms.filter((form) => form.get(switchProp)?.allowed);
  const withoutSwitch = forms.filter((form) => !form.get(switchProp)?.allowed);
  const allowedIn = (group: Map<string, PropInForm>[], prop: string) => group.every((form) => form.get(prop)?.allowed);
  const requiredIn = (group: Map<string, PropInForm>[], prop: string) =>
    group.every((form) => form.get(prop)?.allowed && form.get(prop)?.required);
  const list = (props: string[]): Part[] =>
    props.flatMap((prop, i) => (i === 0 ? [code(prop)] : [words(', '), code(prop)]));

  if (name === switchProp) {
    const onlyWith = names
      .filter(
        (prop) =>
          prop !== switchProp && allowedIn(withSwitch, prop) && !withoutSwitch.some((form) => form.get(prop)?.allowed),
      )
      .sort();
    const onlyWithout = names
      .filter((prop) => allowedIn(withoutSwitch, prop) && !withSwitch.some((form) => form.get(prop)?.allowed))
      .sort();
    return [
      words('Chooses the form of the props.'),
      ...(onlyWith.length > 0 ? [words(' Only with it: '), ...list(onlyWith), words('.')] : []),
      ...(onlyWithout.length > 0 ? [words(' Only without it: '), ...list(onlyWithout), words('.')] : []),
    ];
  }
  const inWith = allowedIn(withSwitch, name);
  const inWithout = allowedIn(withoutSwitch, name);
  if (inWith && inWithout) {
    const requiredWith = requiredIn(withSwitch, name);
    const requiredWithout = requiredIn(withoutSwitch, name);
    if (requiredWith === requiredWithout) return [];
    return [words(requiredWith ? 'Required with ' : 'Required without '), code(switchProp), words('.')];
  }
  if (inWith)
    return [words('Only with '), code(switchProp), words(requiredIn(withSwitch, name) ? ', and then required.' : '.')];
  if (inWithout)
    return [
      words('Only without '),
      code(switchProp),
      words(requiredIn(withoutSwitch, name) ? ', and then required.' : '.'),
    ];
  return [words('Allowed in some forms of the props only (their type is a union).')];
}
