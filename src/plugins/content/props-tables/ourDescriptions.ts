import { ReflectionKind } from 'typedoc/models';
import { declaringType } from './declaringType';
import type { OurDescription, OurDescriptions } from './descriptions/types';
import type { ReflectionIndex } from './reflectionIndex';
import type { Paragraph, PropRow, PropsTableData, Segment } from './types';

/**
 * Our descriptions (`descriptions/`) put on the rows the library leaves undescribed, and in place of the
 * comments it gets wrong. An entry is keyed by the type that declares the prop (`LegendSpec` for
 * `onLegendItemClick` of `Settings`), so every table that lists the prop shows the same words; where there is
 * none, by the table's own name. What can go
 * stale is reported, for the build to fail on: an entry no row uses (the prop is gone, or the key is wrong),
 * an entry for a prop the library now describes itself, and a correction whose comment has changed.
 */
export function withOurDescriptions(
  tables: PropsTableData[],
  descriptions: OurDescriptions,
  index: ReflectionIndex,
): { tables: PropsTableData[]; problems: string[] } {
  const used = new Set<string>();
  const problems = new Set<string>();
  const result = tables.map((table) => ({
    ...table,
    rows: table.rows.map((row): PropRow => {
      if (row.removedIn) return row;
      // The declaring type's entry; else the table's own, for a prop declared in one of the library's generic helper
      // types (`children` of `TooltipHeader` comes from its exported `PropsWithChildren<…>`, shared by nothing alike).
      const key = [describedBy(table, row.name, index), table.name].find(
        (name) => Object.hasOwn(descriptions, name) && descriptions[name]?.[row.name] !== undefined,
      );
      const entry = key === undefined ? undefined : descriptions[key]?.[row.name];
      if (key === undefined || entry === undefined) return row;
      const id = `${key}.${row.name}`;
      used.add(id);
      const library = plainText(row.description);
      if (typeof entry === 'string') {
        if (library)
          problems.add(
            `${id}: the library describes it now ("${library.slice(0, 60)}"); drop ours, or make it a correction.`,
          );
        return { ...row, description: parseDescription(entry, index), ours: true };
      }
      if (!library.startsWith(entry.corrects)) {
        problems.add(
          `${id}: ours corrects a comment starting "${entry.corrects}", but the library's reads "${library.slice(0, 60)}"; check the correction against the library again.`,
        );
      }
      return { ...row, description: parseDescription(entry.text, index), ours: true };
    }),
  }));
  for (const [type, props] of Object.entries(descriptions)) {
    for (const prop of Object.keys(props)) {
      if (!used.has(`${type}.${prop}`)) problems.add(`${type}.${prop}: no table has this prop (removed or renamed?).`);
    }
  }
  return { tables: result, problems: [...problems] };
}

/** The key of a row's description: the exported type that declares the prop, else the table's props type or name. */
export function describedBy(
  table: Pick<PropsTableData, 'name' | 'propsType'>,
  prop: string,
  index: ReflectionIndex,
): string {
  const root = table.propsType?.name ?? table.name;
  return declaringType(root, prop, index) ?? root;
}

/** The rows of `tables` that have no description, library's or ours; removed members aside. */
export function undescribedRows(
  tables: Iterable<{ table: PropsTableData; only?: string[] }>,
): { table: PropsTableData; prop: string }[] {
  const missing: { table: PropsTableData; prop: string }[] = [];
  for (const { table, only } of tables) {
    for (const row of table.rows) {
      if (row.removedIn || (only && !only.includes(row.name))) continue;
      if (!plainText(row.description)) missing.push({ table, prop: row.name });
    }
  }
  return missing;
}

function plainText(paragraphs: Paragraph[]): string {
  return paragraphs
    .map((paragraph) => paragraph.map((segment) => segment.text).join(''))
    .join(' ')
    .trim();
}

/** A name the generated reference has a page for: `Position`, or a member of it, `Position.Left`. */
const EXPORT_NAME = /^([A-Z]\w*)(\.\w+)?$/;

/** Our small Markdown as paragraphs of runs (`descriptions/types.ts`). */
export function parseDescription(text: string, index: ReflectionIndex): Paragraph[] {
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => inline(paragraph.replace(/\s+/g, ' ').trim(), index));
}

/**
 * The reference page a code span names: an export's (a component's function page, not the namespace of its static
 * members), and for a member (`Position.Left`) the page of the value that holds it, as the library's own links to
 * constants go (`Position` the type alias and the variable share the name).
 */
function exportUrl(code: string, index: ReflectionIndex): string | undefined {
  const [, name, member] = EXPORT_NAME.exec(code) ?? [];
  const candidates = (name && index.byName.get(name)?.filter((reflection) => index.urlOf(reflection.id))) || [];
  const preferred = member
    ? candidates.find((reflection) => reflection.kind === ReflectionKind.Variable)
    : candidates.find((reflection) => reflection.kind !== ReflectionKind.Namespace);
  const target = preferred ?? candidates[0];
  return target && index.urlOf(target.id);
}

function inline(text: string, index: ReflectionIndex): Segment[] {
  const segments: Segment[] = [];
  for (const match of text.matchAll(/`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)|[^`[]+|\[/g)) {
    const [whole, code, words, href] = match;
    if (code !== undefined) {
      const url = exportUrl(code, index);
      segments.push(url ? { text: code, code: true, href: url } : { text: code, code: true });
    } else if (words !== undefined && href !== undefined) {
      if (!href.startsWith('/')) throw new Error(`props-tables: a description links outside the site (${href}).`);
      segments.push({ text: words, href });
    } else {
      const last = segments[segments.length - 1];
      if (last && !last.code && !last.href) last.text += whole;
      else segments.push({ text: whole });
    }
  }
  return segments;
}

export type { OurDescription };
