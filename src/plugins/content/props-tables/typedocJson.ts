import type { JSONOutput } from 'typedoc';
import { ReflectionKind } from 'typedoc/models';
import ts from 'typescript';
import type { LibraryTypes } from './libraryTypes';
import type { ReflectionIndex } from './reflectionIndex';

type Declaration = JSONOutput.DeclarationReflection;
type SomeType = JSONOutput.SomeType;
export type Part = JSONOutput.CommentDisplayPart;

/** The id of a reflection this plugin makes up (a prop read with the compiler): none of the model's. */
const MADE_UP_ID = -1 as JSONOutput.ReflectionId;

/** The made-up tag that carries which forms of a union of props a prop belongs to (`componentForms.ts`). */
export const FORM_NOTE_TAG = '@formNote';

/**
 * What the compiler reads of a prop, written as TypeDoc's JSON model writes a prop, so that the
 * props tables render it as they render TypeDoc's own: its type (with a numeric `target` where it
 * names a documented export), its comment as display parts (with `{@link}`s resolved), its tags.
 */
export class TypedocJson {
  constructor(
    private readonly types: LibraryTypes,
    private readonly index: ReflectionIndex,
  ) {}

  /** A table row's source: the prop's declared type, comment and tags, as TypeDoc would write them. */
  member(symbol: ts.Symbol, optional: boolean, note: Part[]): Declaration {
    const declaration = symbol.declarations?.find(
      (d): d is ts.PropertySignature | ts.PropertyDeclaration =>
        (ts.isPropertySignature(d) || ts.isPropertyDeclaration(d)) && Boolean(d.type),
    );
    const written = declaration?.type && (optional ? withoutUndefined(declaration.type) : [declaration.type]);
    const type: SomeType = !written
      ? { type: 'unknown', name: this.types.checker.typeToString(this.types.checker.getTypeOfSymbol(symbol)) }
      : written.length === 1
        ? this.typeOf(written[0] as ts.TypeNode)
        : { type: 'union', types: written.map((t) => this.typeOf(t)) };
    const summary = this.parts(symbol.getDocumentationComment(this.types.checker));
    const blockTags: JSONOutput.CommentTag[] = symbol
      .getJsDocTags(this.types.checker)
      .filter((tag) => ['deprecated', 'defaultValue', 'default'].includes(tag.name))
      .map((tag) => ({ tag: `@${tag.name}`, content: this.parts(tag.text ?? []) }));
    // The forms note is ours, not the library's comment: a tag of its own, which the row keeps apart (buildTables.ts).
    if (note.length > 0) blockTags.push({ tag: FORM_NOTE_TAG, content: note });
    return {
      id: MADE_UP_ID,
      name: symbol.name,
      variant: 'declaration',
      kind: ReflectionKind.Property,
      flags: optional ? { isOptional: true } : {},
      comment: { summary, ...(blockTags.length > 0 && { blockTags }) },
      type,
    };
  }

  /** Comment text as TypeDoc's display parts: `code` spans, and `{@link}`s to the library's exports. */
  private parts(display: ts.SymbolDisplayPart[]): Part[] {
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
        const target = this.linkTarget(part.text.trim());
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

  private linkTarget(name: string): JSONOutput.ReflectionId | undefined {
    return this.index.byName.get(name)?.find((r) => this.index.urlOf(r.id))?.id;
  }

  /** A type as written in the declarations, with a numeric `target` where it names a documented export. */
  private typeOf(node: ts.TypeNode): SomeType {
    if (ts.isParenthesizedTypeNode(node)) return this.typeOf(node.type);
    if (ts.isUnionTypeNode(node)) return { type: 'union', types: node.types.map((t) => this.typeOf(t)) };
    if (ts.isIntersectionTypeNode(node)) return { type: 'intersection', types: node.types.map((t) => this.typeOf(t)) };
    if (ts.isArrayTypeNode(node)) return { type: 'array', elementType: this.typeOf(node.elementType) };
    if (ts.isIndexedAccessTypeNode(node)) {
      return {
        type: 'indexedAccess',
        objectType: this.typeOf(node.objectType),
        indexType: this.typeOf(node.indexType),
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
    if (ts.isTypeReferenceNode(node)) return this.referenceOf(node);
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
          ...(parameter.type && { type: this.typeOf(parameter.type) }),
        })),
        type: this.typeOf(node.type),
      };
      return typeLiteral({ signatures: [signature] });
    }
    if (ts.isTypeLiteralNode(node)) {
      const children = node.members.filter(ts.isPropertySignature).map((property): Declaration => ({
        id: MADE_UP_ID,
        name: property.name.getText(),
        variant: 'declaration',
        kind: ReflectionKind.Property,
        flags: property.questionToken ? { isOptional: true } : {},
        ...(property.type && { type: this.typeOf(property.type) }),
      }));
      return typeLiteral({ children });
    }
    if (ts.isTupleTypeNode(node))
      return { type: 'tuple', elements: node.elements.map((element) => this.typeOf(element)) };
    if (ts.isTypeOperatorNode(node)) {
      const operator =
        node.operator === ts.SyntaxKind.KeyOfKeyword
          ? 'keyof'
          : node.operator === ts.SyntaxKind.UniqueKeyword
            ? 'unique'
            : 'readonly';
      return { type: 'typeOperator', operator, target: this.typeOf(node.type) };
    }
    const keyword = KEYWORDS.get(node.kind);
    if (keyword) return { type: 'intrinsic', name: keyword };
    return { type: 'unknown', name: node.getText() };
  }

  private referenceOf(node: ts.TypeReferenceNode): SomeType {
    const name = node.typeName.getText();
    const typeArguments = node.typeArguments?.map((argument) => this.typeOf(argument));
    const found = this.types.checker.getSymbolAtLocation(node.typeName);
    const symbol = found && this.types.resolveAlias(found);
    const exportName = symbol && this.types.exportNameOf(symbol);
    const target =
      exportName === name
        ? this.index.byName.get(name)?.find((r) => isTypeKind(r.kind) && this.index.urlOf(r.id))
        : undefined;
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

/** An anonymous object type (`{ … }`) or function type, written as TypeDoc writes one: a reflection of `__type`. */
function typeLiteral(members: Pick<Declaration, 'children' | 'signatures'>): SomeType {
  return {
    type: 'reflection',
    declaration: {
      id: MADE_UP_ID,
      name: '__type',
      variant: 'declaration',
      kind: ReflectionKind.TypeLiteral,
      flags: {},
      ...members,
    },
  };
}

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
