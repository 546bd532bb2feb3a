import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import type { OurDescriptions } from '../../src/plugins/content/props-tables/descriptions/types';
import {
  describedBy,
  parseDescription,
  undescribedRows,
  withOurDescriptions,
} from '../../src/plugins/content/props-tables/ourDescriptions';
import { readTypedocProject } from '../../src/plugins/content/props-tables/readTypedocProject';
import { indexReflections, type ReflectionIndex } from '../../src/plugins/content/props-tables/reflectionIndex';
import type { PropRow, PropsTableData } from '../../src/plugins/content/props-tables/types';

/**
 * Our descriptions of undescribed props (src/plugins/content/props-tables/ourDescriptions.ts) over the small
 * TypeDoc model of tests/unit/fixtures/props-tables/: which entry a row takes (by the type that declares the
 * prop), what the build is told to mend, and the small Markdown of an entry. The real entries, over the real
 * library, are checked by the build itself and by tests/build/propsTableRows.spec.ts.
 */
let index: ReflectionIndex;

beforeAll(async () => {
  index = indexReflections(
    await readTypedocProject(path.join(__dirname, 'fixtures', 'props-tables', 'model.json')),
    '/all-types',
  );
});

const row = (name: string, description: string[] = [], fields: Partial<PropRow> = {}): PropRow => ({
  name,
  required: false,
  type: [{ text: 'string' }],
  description: description.map((text) => [{ text }]),
  ...fields,
});

/** `Badge` and its props type, as buildTables would give them: `tags` undescribed, `id` inherited from `BaseProps`. */
function badgeTables(): PropsTableData[] {
  const rows = () => [row('id'), row('label', ['The text the badge shows.']), row('tags')];
  return [
    {
      name: 'Badge',
      kind: 'component',
      url: '/all-types/functions/Badge',
      propsType: { name: 'BadgeProps', url: '/all-types/interfaces/BadgeProps' },
      rows: rows(),
    },
    { name: 'BadgeProps', kind: 'interface', url: '/all-types/interfaces/BadgeProps', rows: rows() },
  ];
}

const text = (table: PropsTableData | undefined, prop: string) =>
  table?.rows
    .find((r) => r.name === prop)
    ?.description.map((p) => p.map((s) => s.text).join(''))
    .join('\n');

describe('an entry goes to every table that lists its prop', () => {
  test('keyed by the declaring type: the component and its props type both take it', () => {
    const descriptions: OurDescriptions = {
      BadgeProps: { tags: 'Words shown under the label.' },
      BaseProps: { id: 'The element id.' },
    };
    const { tables, problems } = withOurDescriptions(badgeTables(), descriptions, index);
    expect(problems).toEqual([]);
    for (const table of tables) {
      expect(text(table, 'tags'), table.name).toBe('Words shown under the label.');
      expect(text(table, 'id'), table.name).toBe('The element id.');
      expect(table.rows.find((r) => r.name === 'tags')?.ours).toBe(true);
      expect(table.rows.find((r) => r.name === 'label')?.ours).toBeUndefined();
    }
    expect(describedBy(badgeTables()[0] as PropsTableData, 'id', index)).toBe('BaseProps');
    expect(describedBy(badgeTables()[0] as PropsTableData, 'tags', index)).toBe('BadgeProps');
  });

  test('a prop no exported type declares is keyed by the props type, else the table', () => {
    expect(describedBy({ name: 'Badge', propsType: { name: 'BadgeProps', url: '' } }, 'nowhere', index)).toBe(
      'BadgeProps',
    );
    expect(describedBy({ name: 'Lonely' }, 'nowhere', index)).toBe('Lonely');
  });

  test("where the declaring type has no entry for the prop, the table's own name is looked up", () => {
    const { tables, problems } = withOurDescriptions(badgeTables(), { Badge: { id: 'The badge element id.' } }, index);
    expect(problems).toEqual([]);
    expect(text(tables[0], 'id')).toBe('The badge element id.');
    // The props type's table is another table: its row stays undescribed.
    expect(text(tables[1], 'id')).toBe('');
  });

  test('a removed member keeps the words the history gave it', () => {
    const [badge] = badgeTables();
    const removed = row('tags', ['Removed in version 2.0.0.'], { removedIn: '2.0.0' });
    const { tables } = withOurDescriptions(
      [{ ...(badge as PropsTableData), rows: [removed] }],
      { BadgeProps: { tags: 'Words.' } },
      index,
    );
    expect(text(tables[0], 'tags')).toBe('Removed in version 2.0.0.');
  });
});

describe('what the build is told to mend', () => {
  test('an entry for a prop no table has, under a type no table uses, or for a prop the library now describes', () => {
    const { problems } = withOurDescriptions(
      badgeTables(),
      { BadgeProps: { tags: 'Words.', gone: 'A prop since removed.', label: 'Ours too.' }, Nothing: { x: 'X.' } },
      index,
    );
    expect(problems).toEqual([
      'BadgeProps.label: the library describes it now ("The text the badge shows."); drop ours, or make it a correction.',
      'BadgeProps.gone: no table has this prop (removed or renamed?).',
      'Nothing.x: no table has this prop (removed or renamed?).',
    ]);
  });

  test("a correction replaces the library's words while they start as it says, and is reported once they change", () => {
    const fixing = { corrects: 'The text the badge', text: 'The text, cut at 20 characters.' };
    const kept = withOurDescriptions(badgeTables(), { BadgeProps: { label: fixing } }, index);
    expect(kept.problems).toEqual([]);
    expect(text(kept.tables[0], 'label')).toBe('The text, cut at 20 characters.');
    const stale = withOurDescriptions(
      badgeTables(),
      { BadgeProps: { label: { ...fixing, corrects: 'The label' } } },
      index,
    );
    expect(stale.problems).toEqual([
      'BadgeProps.label: ours corrects a comment starting "The label", but the library\'s reads "The text the badge shows."; check the correction against the library again.',
    ]);
  });

  test('the rows a page shows with no description at all, removed members and rows left out by `only` aside', () => {
    const [badge] = badgeTables() as [PropsTableData];
    const withRemoved = { ...badge, rows: [...badge.rows, row('old', [], { removedIn: '2.0.0' })] };
    const names = (found: ReturnType<typeof undescribedRows>) =>
      found.map(({ table, prop }) => `${table.name}.${prop}`);
    expect(names(undescribedRows([{ table: withRemoved }]))).toEqual(['Badge.id', 'Badge.tags']);
    expect(names(undescribedRows([{ table: withRemoved, only: ['label', 'tags'] }]))).toEqual(['Badge.tags']);
    // A paragraph of white space is no description.
    expect(names(undescribedRows([{ table: { ...badge, rows: [row('blank', ['  '])] } }]))).toEqual(['Badge.blank']);
  });
});

describe('the small Markdown of an entry', () => {
  test('paragraphs apart by a blank line, white space collapsed', () => {
    expect(parseDescription('One\n   line.\n\n  Two.', index)).toEqual([[{ text: 'One line.' }], [{ text: 'Two.' }]]);
  });

  test('code spans, an export and a member of one linked to its reference page (the constant, for a member)', () => {
    expect(parseDescription('At `BadgePosition.Top`, as `Badge` does; `label` is a prop.', index)).toEqual([
      [
        { text: 'At ' },
        { text: 'BadgePosition.Top', code: true, href: '/all-types/variables/BadgePosition' },
        { text: ', as ' },
        { text: 'Badge', code: true, href: '/all-types/functions/Badge' },
        { text: ' does; ' },
        { text: 'label', code: true },
        { text: ' is a prop.' },
      ],
    ]);
  });

  test("links to the site's pages; one elsewhere is refused, and a lone bracket stays text", () => {
    expect(parseDescription('See [the guide](/docs/events#clicks) [sic].', index)).toEqual([
      [{ text: 'See ' }, { text: 'the guide', href: '/docs/events#clicks' }, { text: ' [sic].' }],
    ]);
    expect(() => parseDescription('[out](https://example.com)', index)).toThrow(/outside the site/);
  });
});
