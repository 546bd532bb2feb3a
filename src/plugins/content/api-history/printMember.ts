import ts from 'typescript';
import type { JSONOutput } from 'typedoc';
import type { LibraryTypes } from '../props-tables/libraryTypes';
import type { ReflectionIndex } from '../props-tables/reflectionIndex';
import { renderType } from '../props-tables/renderType';
import { TypedocJson } from '../props-tables/typedocJson';
import { normalizeType } from './normalizeType';
import type { Member } from './types';

/** The history links to no page: with no reflections, the props tables' code prints plain text. */
export const NO_PAGES: ReflectionIndex = { byId: new Map(), byName: new Map(), urlOf: () => undefined };

/** The compiler's defaults for `typeToString`, and never `... 3 more ...`. */
const PRINT_FLAGS =
  ts.TypeFormatFlags.NoTruncation |
  ts.TypeFormatFlags.AllowUniqueESSymbolType |
  ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope;

/**
 * Members and types of one version, printed as the props tables print them where that is the truth:
 * a member's type as its declaration writes it (`TypedocJson.member`, then `renderType`), and its
 * `@defaultValue` and `@deprecated` tags as the tables read them. Where the member's real type is not
 * the written one (a member of `RecursivePartial<Theme>` is declared `AxisStyle` in `Theme`, but is
 * `RecursivePartial<AxisStyle>`; an inherited `value: T` is `number`), or there is no written type (a
 * method), the compiler prints the real one.
 */
export class MemberPrinter {
  private readonly json: TypedocJson;

  constructor(private readonly types: LibraryTypes) {
    this.json = new TypedocJson(types, NO_PAGES);
  }

  member(symbol: ts.Symbol, optional: boolean): Member {
    const declared = this.json.member(symbol, optional, []);
    const type =
      declared.type && this.writtenIsReal(symbol, optional)
        ? normalizeType(plainText(renderType(declared.type, NO_PAGES)))
        : normalizeType(this.typeText(this.types.checker.getTypeOfSymbol(symbol)), { dropUndefined: optional });
    const defaultValue =
      tagText(declared.comment?.blockTags, '@defaultValue') ?? tagText(declared.comment?.blockTags, '@default');
    const deprecated = tagText(declared.comment?.blockTags, '@deprecated');
    return {
      type,
      ...(optional && { optional: true as const }),
      ...(defaultValue !== undefined && { defaultValue }),
      ...(deprecated !== undefined && { deprecated }),
    };
  }

  /** A type as the compiler prints it, in full, normalised. */
  type(type: ts.Type, flags = ts.TypeFormatFlags.None): string {
    return normalizeType(this.typeText(type, flags));
  }

  /**
   * A call or construct signature as a function type (`(value: number) => string`, `new () => Chart`), or an
   * index signature as an object type (`{ [key: string]: number; }`), normalised.
   */
  signature(signature: ts.Signature, kind: ts.SignatureKind): string {
    const node = this.types.checker.signatureToSignatureDeclaration(
      signature,
      kind === ts.SignatureKind.Construct ? ts.SyntaxKind.ConstructorType : ts.SyntaxKind.FunctionType,
      undefined,
      ts.NodeBuilderFlags.NoTruncation | ts.NodeBuilderFlags.IgnoreErrors,
    );
    if (!node)
      throw new Error(
        `api-history: the compiler could not print a signature of ${this.types.checker.signatureToString(signature)}.`,
      );
    return normalizeType(printer.printNode(ts.EmitHint.Unspecified, node, EMPTY_FILE));
  }

  indexSignature(info: ts.IndexInfo): string {
    const key = this.typeText(info.keyType);
    return normalizeType(`{ ${info.isReadonly ? 'readonly ' : ''}[key: ${key}]: ${this.typeText(info.type)} }`);
  }

  private typeText(type: ts.Type, flags = ts.TypeFormatFlags.None): string {
    return this.types.checker.typeToString(type, undefined, PRINT_FLAGS | flags);
  }

  /** Whether the member's declared type node says its real type (as the compiler prints both). */
  private writtenIsReal(symbol: ts.Symbol, optional: boolean): boolean {
    const declaration = symbol.declarations?.find(
      (d): d is ts.PropertySignature | ts.PropertyDeclaration =>
        (ts.isPropertySignature(d) || ts.isPropertyDeclaration(d)) && Boolean(d.type),
    );
    if (!declaration?.type) return false;
    const { checker } = this.types;
    const real = checker.getTypeOfSymbol(symbol);
    const written = checker.getTypeFromTypeNode(declaration.type);
    const comparable = (type: ts.Type) => this.typeText(optional ? checker.getNonNullableType(type) : type);
    return comparable(real) === comparable(written);
  }
}

const printer = ts.createPrinter({ removeComments: true });
const EMPTY_FILE = ts.createSourceFile('signature.ts', '', ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);

/** The text of a type the props tables render in runs (links and all). */
function plainText(segments: { text: string }[]): string {
  return segments.map((segment) => segment.text).join('');
}

/** The text of the first tag of that name, trimmed ('' for a bare tag); undefined without one. */
function tagText(tags: JSONOutput.CommentTag[] | undefined, name: `@${string}`): string | undefined {
  const tag = tags?.find((candidate) => candidate.tag === name);
  return tag && plainText(tag.content).trim();
}
