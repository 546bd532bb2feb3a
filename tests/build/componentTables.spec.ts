import { existsSync } from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import type { JSONOutput } from 'typedoc';
import { collectMembers, type MemberSource } from '../../src/plugins/content/props-tables/collectMembers';
import { readTypedocProject, type TypedocProject } from '../../src/plugins/content/props-tables/readTypedocProject';
import { indexReflections, type ReflectionIndex } from '../../src/plugins/content/props-tables/reflectionIndex';
import { renderDefaultTag, renderParts } from '../../src/plugins/content/props-tables/renderComment';
import { renderType } from '../../src/plugins/content/props-tables/renderType';
import { FORM_NOTE_TAG } from '../../src/plugins/content/props-tables/typedocJson';
import type { Segment } from '../../src/plugins/content/props-tables/types';
import { LibraryProps } from '../libraryProps';

/**
 * The component tables the props-tables plugin builds for components whose props our TypeDoc
 * plugin cannot resolve (destructured parameters, props types the library keeps private, unions of
 * forms), read straight from `collectMembers` over the real TypeDoc model of the installed
 * @elastic/charts (`.typedoc/elastic-charts.json`, written by the build). The compiler's view of the
 * same declarations (`propNamesOf` below) is the independent side.
 */
const ROOT = path.resolve(__dirname, '..', '..');
const MODEL = path.join(ROOT, '.typedoc', 'elastic-charts.json');
const REFERENCE_DIR = path.join(ROOT, 'api', 'all-types');

/** The tooltip's building blocks (dist/components/tooltip) and the Meter (dist/components/meter). */
const BLOCKS = [
  'TooltipContainer',
  'TooltipHeader',
  'TooltipFooter',
  'TooltipDivider',
  'TooltipMetricRow',
  'TooltipTable',
  'TooltipTableBody',
  'TooltipTableHeader',
  'TooltipTableRow',
  'TooltipTableFooter',
  'TooltipTableCell',
  'TooltipTableColorCell',
  'Meter',
];

interface Row {
  name: string;
  required: boolean;
  type: Segment[];
  defaultValue?: Segment[];
  description: Segment[][];
  /** Which forms of a union the prop belongs to: the made-up tag the row shows before the description. */
  form?: Segment[];
}

let project: TypedocProject;
let index: ReflectionIndex;
let propNamesOf: (component: string) => string[];

test.beforeAll(async () => {
  project = await readTypedocProject(MODEL);
  index = indexReflections(project, '/all-types');
  const library = new LibraryProps();
  propNamesOf = (component) => library.componentProps(component);
});

function topLevel(name: string): JSONOutput.DeclarationReflection[] {
  return (project.children ?? []).filter((child) => child.name === name);
}

/** The component table's source of an export, as buildTables gets it. */
function source(name: string): MemberSource {
  const found = topLevel(name).map((reflection) => collectMembers(reflection, index)).find((s) => s?.kind === 'component');
  if (!found) throw new Error(`no component table for ${name}`);
  return found;
}

/** The rows as a table shows them: type, default and description rendered like buildTables does. */
function rows(name: string): Map<string, Row> {
  return new Map(
    source(name).members.map((member) => {
      const comment = member.comment ?? member.signatures?.[0]?.comment;
      const type = member.type ?? (member.signatures?.length ? { type: 'reflection' as const, declaration: member } : undefined);
      const defaultValue = renderDefaultTag(comment, index);
      const form = comment?.blockTags?.find((tag) => tag.tag === FORM_NOTE_TAG);
      return [
        member.name,
        {
          name: member.name,
          required: !member.flags.isOptional,
          type: renderType(type, index),
          ...(defaultValue && { defaultValue }),
          description: renderParts(comment?.summary, index),
          ...(form && { form: renderParts(form.content, index).flat() }),
        },
      ];
    }),
  );
}

function row(table: string, prop: string): Row {
  const found = rows(table).get(prop);
  if (!found) throw new Error(`${table} has no row ${prop}`);
  return found;
}

const text = (segments: Segment[] | undefined) => (segments ?? []).map((s) => s.text).join('');
const prose = (paragraphs: Segment[][]) => paragraphs.map(text).join('\n');

test('every tooltip block and the Meter get a component table', () => {
  for (const name of BLOCKS) expect(source(name).kind, name).toBe('component');
});

test('each table lists exactly the props the compiler finds in the declarations', () => {
  for (const name of BLOCKS) expect([...rows(name).keys()].sort(), name).toEqual(propNamesOf(name));
});

test('destructured props typed with a private interface: TooltipDivider', () => {
  // `({ margin }: TooltipDividerProps)`, and TooltipDividerProps is not exported.
  expect([...rows('TooltipDivider').keys()]).toEqual(['margin']);
  const margin = row('TooltipDivider', 'margin');
  expect(margin.required).toBe(false);
  expect(text(margin.type)).toBe('CSSProperties["margin"]');
});

test("a private alias of React's PropsWithChildren: TooltipTableRow, with the defaults of its compiled code", () => {
  expect([...rows('TooltipTableRow').keys()]).toEqual(['children', 'className', 'id', 'isHighlighted', 'isSelected', 'onSelect']);
  expect(text(row('TooltipTableRow', 'onSelect').type)).toBe('() => void');
  expect(text(row('TooltipTableRow', 'children').type)).toBe('ReactNode');
  expect(text(row('TooltipTableRow', 'isHighlighted').defaultValue)).toBe('false');
  expect(row('TooltipTableRow', 'className').defaultValue).toBeUndefined();
});

test('an exported alias: TooltipTableCell links its props type and its style type', () => {
  expect(source('TooltipTableCell').propsTypeName).toBe('TooltipTableCellProps');
  expect(row('TooltipTableCell', 'style').type).toContainEqual({ text: 'TooltipCellStyle', href: '/all-types/type-aliases/TooltipCellStyle' });
  expect(text(row('TooltipTableCell', 'tagName').type)).toBe('"td" | "th"');
  expect(row('TooltipTableCell', 'tagName').defaultValue).toEqual([{ text: '"td"', code: true }]);
  expect(text(row('TooltipTableCell', 'truncate').defaultValue)).toBe('false');
});

test('Omit<…> & {…}: TooltipTableColorCell has the cell props but children, and its own', () => {
  expect(source('TooltipTableColorCell').propsTypeName).toBe('ColorStripCellProps');
  expect([...rows('TooltipTableColorCell').keys()]).toEqual(['className', 'color', 'displayOnly', 'style', 'tagName', 'title', 'truncate']);
});

test('a union of forms: TooltipTable says which props belong to which form', () => {
  const table = rows('TooltipTable');
  expect([...table.keys()]).toEqual(['children', 'className', 'columns', 'gridTemplateColumns', 'items', 'maxHeight', 'onSelect', 'pinned', 'selected']);
  // Allowed in one form only: optional for the union, required in its form, and the row says so, apart from the
  // description (the library has none here: the row's is ours, descriptions/tooltipComponents.ts).
  const columns = row('TooltipTable', 'columns');
  expect(columns.required).toBe(false);
  expect(text(columns.form)).toBe('Only without children, and then required.');
  expect(columns.description).toEqual([]);
  expect(columns.type).toContainEqual({ text: 'TooltipTableColumn', href: '/all-types/type-aliases/TooltipTableColumn' });
  expect(text(row('TooltipTable', 'pinned').form)).toBe('Only without children.');
  // The form note is kept apart from the library's own comment.
  expect(text(row('TooltipTable', 'gridTemplateColumns').form)).toBe('Only with children, and then required.');
  expect(prose(row('TooltipTable', 'gridTemplateColumns').description)).toBe(
    'Used to define the column widths, otherwise auto-generated',
  );
  expect(text(row('TooltipTable', 'children').form)).toBe(
    'Chooses the form of the props. Only with it: gridTemplateColumns. Only without it: columns, items, onSelect, pinned, selected.',
  );
  // In both forms: no note.
  expect(row('TooltipTable', 'className').form).toBeUndefined();
  expect(row('TooltipTable', 'maxHeight').form).toBeUndefined();
});

test('a union resolved by our TypeDoc plugin still gets its form notes: TooltipHeader', () => {
  expect(source('TooltipHeader').propsTypeName).toBe('TooltipHeaderProps');
  expect(text(row('TooltipHeader', 'header').form)).toBe('Only without children.');
  expect(row('TooltipHeader', 'header').type).toContainEqual({ text: 'PointerValue', href: '/all-types/interfaces/PointerValue' });
  expect(text(row('TooltipHeader', 'header').type)).toBe('PointerValue<D> | null');
});

test('the table groups: a prop required in its form stays marked as such', () => {
  // TooltipTableBody declares `selected` required without children; the header and footer do not have it.
  expect(text(row('TooltipTableBody', 'selected').form)).toBe('Only without children, and then required.');
  expect([...rows('TooltipTableHeader').keys()]).toEqual(['children', 'className', 'columns', 'items']);
  expect([...rows('TooltipTableFooter').keys()]).toEqual(['children', 'className', 'columns', 'items']);
});

test('Meter keeps the props our TypeDoc plugin resolved, with the defaults of its compiled code', () => {
  expect(row('Meter', 'value').required).toBe(true);
  expect(text(row('Meter', 'baseline').defaultValue)).toBe('0');
  expect(text(row('Meter', 'roundTrackStart').defaultValue)).toBe('true');
  expect(row('Meter', 'ariaLabel').defaultValue).toEqual([{ text: '"Meter"', code: true }]);
  // `size = MeterSize.Medium` in the compiled code: shown by that name, linked to the constant.
  expect(row('Meter', 'size').defaultValue).toEqual([{ text: 'MeterSize.Medium', code: true, href: '/all-types/variables/MeterSize' }]);
});

test('functions that take destructured arguments but are not components get no table', () => {
  for (const name of ['getChartsTheme', 'entryKey', 'useTooltipContext']) {
    expect(topLevel(name).map((reflection) => collectMembers(reflection, index)), name).toEqual([undefined]);
  }
});

test('every link of the new tables points to a page of the generated reference', () => {
  const hrefs = new Set<string>();
  for (const name of BLOCKS) {
    for (const r of rows(name).values()) {
      for (const segment of [...r.type, ...(r.defaultValue ?? []), ...r.description.flat()]) if (segment.href) hrefs.add(segment.href);
    }
  }
  expect(hrefs.size).toBeGreaterThan(5);
  const missing = [...hrefs].filter((href) => !existsSync(`${path.join(REFERENCE_DIR, href.replace(/^\/all-types\//, ''))}.md`));
  expect(missing).toEqual([]);
});
