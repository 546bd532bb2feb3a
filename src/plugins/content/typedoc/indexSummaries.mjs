// @ts-check
/**
 * TypeDoc plugin: the index pages of the generated reference (`/all-types/` and each namespace's page)
 * list every export with a one-line summary, as a table of name and summary, instead of bare names.
 *
 * Why: typedoc-plugin-markdown's `indexFormat: "table"` writes such a table, but its summary is the
 * whole first paragraph of the doc comment (up to 700 characters here, a list folded into it for some),
 * and a dash for an export without one: 339 of the 534 exports of @elastic/charts 73.2.1, among them
 * `Theme`, `Spec` and `Position`. This theme keeps the table and fills each row:
 *
 * - with the first sentence of the export's own doc comment where it has one;
 * - else with what its declaration says, from TypeDoc's model: the fields of an interface, the props of
 *   a component, the members of a constant object, the static members a namespace holds, the values a
 *   type takes or its type, a function's parameters. No sentence is made up about the library.
 *
 * It is typedoc-plugin-markdown's documented way to change a partial: a theme that extends
 * `MarkdownTheme`, whose render context replaces `partials.groupIndex`. typedoc.json selects it
 * (`"theme": "elastic-charts-reference"`, with `"indexFormat": "table"`).
 */
import { DeclarationReflection, ReflectionKind, ReflectionType, ReferenceType } from 'typedoc';
import { MarkdownTheme, MarkdownThemeContext } from 'typedoc-plugin-markdown';

export const THEME_NAME = 'elastic-charts-reference';

/** A doc comment that opens with a note to the library's maintainers. */
const MAINTAINER_NOTE = /^\s*(fixme|todo)\b/i;
/** How many names a summary lists before "and N more". */
const LISTED_NAMES = 4;
/** The longest type a summary shows before it is cut with "…". */
const TYPE_LENGTH = 90;

/** What a function component returns, as TypeDoc writes the type. */
const COMPONENT_RESULTS = new Set(['Element', 'ReactElement', 'ReactNode', 'null', 'Element | null']);

/** @param {import('typedoc').Application} app */
export function load(app) {
  app.renderer.defineTheme(THEME_NAME, ReferenceTheme);
}

class ReferenceTheme extends MarkdownTheme {
  /** @param {import('typedoc-plugin-markdown').MarkdownPageEvent<import('typedoc').Reflection>} page */
  getRenderContext(page) {
    return new ReferenceThemeContext(this, page, this.application.options);
  }
}

class ReferenceThemeContext extends MarkdownThemeContext {
  /**
   * @param {MarkdownTheme} theme
   * @param {import('typedoc-plugin-markdown').MarkdownPageEvent<import('typedoc').Reflection>} page
   * @param {import('typedoc').Options} options
   */
  constructor(theme, page, options) {
    super(theme, page, options);
    const { groupIndex } = this.partials;
    if (typeof groupIndex !== 'function') {
      throw new Error(
        'typedoc: typedoc-plugin-markdown has no partials.groupIndex any more; update src/plugins/content/typedoc/indexSummaries.mjs.',
      );
    }
    this.partials = {
      ...this.partials,
      groupIndex: (/** @type {import('typedoc').ReflectionGroup | import('typedoc').ReflectionCategory} */ group) =>
        String(this.options.getValue('indexFormat')) === 'table'
          ? this.summaryTable(group.children)
          : groupIndex(group),
    };
  }

  /**
   * The group's table: each child's name, linked to its page, and its summary. The column heads are
   * the plugin's: the kind when the group holds one kind ("Interface"), else "Name"; then "Description".
   * @param {import('typedoc').Reflection[]} children
   */
  summaryTable(children) {
    const listed = children.filter((child) => this.router.hasUrl(child));
    const kinds = [...new Set(listed.map((child) => ReflectionKind.singularString(child.kind)))];
    const settings = /** @type {{ leftAlignHeaders?: boolean }} */ (this.options.getValue('tableColumnSettings'));
    const alignment = settings.leftAlignHeaders ? ':' : '';
    const rows = listed.map((child) => {
      const name = escapeMarkdown(child.name);
      const link = `[${child.isDeprecated() ? `~~${name}~~` : name}](${this.urlTo(child)})`;
      return `| ${link} | ${tableCell(this.summaryOf(child))} |`;
    });
    return [
      '',
      `| ${kinds.length === 1 ? kinds[0] : 'Name'} | Description |`,
      `| ${alignment}------ | ${alignment}------ |`,
      ...rows,
      '',
    ].join('\n');
  }

  /**
   * The export's own summary, cut to its first sentence, or what its declaration says.
   * @param {import('typedoc').Reflection} child
   */
  summaryOf(child) {
    const declaration = child instanceof DeclarationReflection ? child : undefined;
    const comment = child.comment ?? declaration?.signatures?.[0]?.comment;
    const paragraph = comment?.summary.length ? this.helpers.getDescriptionForComment(comment) : null;
    // A maintainers' note in place of a summary ("fixme consider deactivating ...") is no summary.
    if (paragraph?.trim() && !MAINTAINER_NOTE.test(paragraph)) return firstSentence(paragraph.trim());
    return declaration ? declaredSummary(declaration) : '-';
  }
}

/**
 * The first sentence of a paragraph: up to a full stop followed by a capital letter (so "e.g. the
 * root" and "eg. green" do not end it), and before a list the comment folded into the paragraph.
 * @param {string} paragraph
 */
export function firstSentence(paragraph) {
  const list = paragraph.search(/:\s+- /);
  const text = list >= 0 ? `${paragraph.slice(0, list)}.` : paragraph;
  const end = /[.!?](?=\s+[A-Z])/.exec(text);
  return end ? text.slice(0, end.index + 1) : text;
}

/**
 * What an export's declaration says, for one without a doc comment.
 * @param {DeclarationReflection} reflection
 * @returns {string}
 */
export function declaredSummary(reflection) {
  const members = (reflection.children ?? []).map((child) => child.name);
  switch (reflection.kind) {
    case ReflectionKind.Namespace:
      return `Static members of the component ${escapeMarkdown(reflection.name)}: ${nameList(members)}.`;
    case ReflectionKind.Class:
      return `Class with the members ${nameList(members.filter((name) => name !== 'constructor'))}.`;
    case ReflectionKind.Interface:
      return members.length ? `Fields: ${nameList(members)}.` : 'An interface with no fields of its own.';
    case ReflectionKind.Function:
      return signatureSummary(reflection);
    case ReflectionKind.TypeAlias:
      // An object type alias: TypeDoc gives it the fields as children, and no type.
      return members.length ? `Fields: ${nameList(members)}.` : typeSummary('Type:', reflection.type);
    case ReflectionKind.Variable:
      return typeSummary('Of type', reflection.type);
    default:
      return '-';
  }
}

/**
 * A component's props, or a function's parameters and what it returns.
 * @param {DeclarationReflection} fn
 */
function signatureSummary(fn) {
  const signature = fn.signatures?.[0];
  if (!signature) return '-';
  const parameters = signature.parameters ?? [];
  const [first] = parameters;
  // A component, once our componentsAsFunctions plugin has resolved its props into an object type.
  // (A `FunctionComponent` also takes React's `deprecatedLegacyContext` after its props.)
  if (first?.name === 'props' && first.type instanceof ReflectionType) {
    const props = (first.type.declaration.children ?? []).map((prop) => prop.name);
    if (props.length) return `Component with the props ${nameList(props)}.`;
  }
  const returns = signature.type?.toString() ?? 'void';
  // A component that destructures its props: `({ color }: ColorCellProps) => Element`.
  if (parameters.length === 1 && first?.name === '__namedParameters' && COMPONENT_RESULTS.has(returns)) {
    return `Component with the props of ${code(first.type?.toString() ?? 'an object')}.`;
  }
  const names = parameters.map((parameter) =>
    parameter.name === '__namedParameters' ? '{ … }' : `${parameter.flags.isRest ? '...' : ''}${parameter.name}`,
  );
  return `Function \`(${names.join(', ')})\`, returns ${code(returns)}.`;
}

/**
 * The members of an object type (a constant object such as `Position`, through `Readonly`), the
 * values of a type that takes those of a constant (`$Values<typeof Position>`), or the type itself.
 * @param {string} lead
 * @param {import('typedoc').SomeType | undefined} type
 */
function typeSummary(lead, type) {
  if (!type) return '-';
  const object = objectType(type);
  if (object?.children?.length) {
    const members = object.children.map((child) => child.name);
    return lead === 'Of type' ? `Object with the members ${nameList(members)}.` : `Fields: ${nameList(members)}.`;
  }
  if (type instanceof ReferenceType && type.name === '$Values' && type.typeArguments?.[0]?.type === 'query') {
    return `One of the values of the constant ${code(type.typeArguments[0].queryType.name)}.`;
  }
  return `${lead} ${code(type.toString())}.`;
}

/**
 * The object literal type behind a type, if it is one, or one wrapped in `Readonly<…>`.
 * @param {import('typedoc').SomeType} type
 * @returns {DeclarationReflection | undefined}
 */
function objectType(type) {
  if (type instanceof ReflectionType) return type.declaration.signatures?.length ? undefined : type.declaration;
  if (type instanceof ReferenceType && type.name === 'Readonly' && type.typeArguments?.length === 1) {
    const [inner] = type.typeArguments;
    return inner ? objectType(inner) : undefined;
  }
  return undefined;
}

/**
 * The first names, as plain text: a list of names reads as well without code spans, which would be
 * hundreds more elements on /all-types/ for the browser to lay out and for axe to check.
 * @param {string[]} names
 */
function nameList(names) {
  if (names.length === 0) return 'none';
  const shown = names.slice(0, LISTED_NAMES).map(escapeMarkdown).join(', ');
  const more = names.length - LISTED_NAMES;
  return more > 0 ? `${shown} and ${more} more` : shown;
}

/**
 * A code span, cut to TYPE_LENGTH characters.
 * @param {string} text
 */
function code(text) {
  const flat = text.replace(/\s+/g, ' ');
  const shown = flat.length > TYPE_LENGTH ? `${flat.slice(0, TYPE_LENGTH - 1)}…` : flat;
  return `\`${shown.replace(/`/g, "'")}\``;
}

/**
 * A name as Markdown text, as typedoc-plugin-markdown escapes it (its `escapeChars`, not exported).
 * @param {string} text
 */
function escapeMarkdown(text) {
  return text.replace(/\\/g, '\\\\').replace(/[<>{}_`|[\]*]/g, (c) => `\\${c}`);
}

/**
 * One table cell: one line, and a pipe that is not escaped (inside a code span too, where GFM still
 * splits the row on it) escaped, as the plugin's `formatTableCell` does.
 * @param {string} text
 */
function tableCell(text) {
  return text
    .replace(/\r?\n/g, ' ')
    .replace(/ +/g, ' ')
    .replace(/(?<!\\)\|/g, '\\|')
    .trim();
}
