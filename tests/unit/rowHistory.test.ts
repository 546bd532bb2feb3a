import { describe, expect, test } from 'vitest';
import { buildHistory, everySurface, surfaceAt } from '../../src/plugins/content/api-history/historyFile';
import type { Member, Outcome, Surface } from '../../src/plugins/content/api-history/types';
import { intersectionParts, withHistory } from '../../src/plugins/content/props-tables/rowHistory';
import type { PropRow, PropsTableData } from '../../src/plugins/content/props-tables/types';

/**
 * The history of each props-table row (src/plugins/content/props-tables/rowHistory.ts) over a small
 * history written here: five releases of a `Gauge` component, its props type `GaugeSpec`, an interface
 * `Dial` that appears in the second release and one that never changes. The history goes through
 * `buildHistory` and `everySurface`, as the build reads history.json.
 */
const VERSIONS = ['1.0.0', '1.1.0', '2.0.0', '2.1.0', '3.0.0'] as const;
type Version = (typeof VERSIONS)[number];

/** What each release has; a member absent from a release's list is not in it. */
function gaugeMembers(version: Version): Record<string, Member> {
  const at = VERSIONS.indexOf(version);
  const members: Record<string, Member> = {
    // Type changed in 2.0.0; its comment's default in 1.1.0, and again in 2.1.0 with the applied one.
    size: {
      type: at < 2 ? 'number' : 'number | string',
      optional: true,
      defaultValue: at === 0 ? '`10`' : at < 3 ? '`20`' : '`30`',
    },
    // Whose default the parameters method reads from 2.0.0, the first release it works on.
    color: { type: 'string', optional: true },
    // Deprecated in the oldest release read: no version to name.
    ancient: { type: 'boolean', optional: true, deprecated: '' },
    // Deprecated in 1.0.0, not in 1.1.0 and 2.0.0, then again from 2.1.0 on.
    flaky: { type: 'boolean', optional: true, ...((at === 0 || at >= 3) && { deprecated: 'use size' }) },
    id: { type: 'string' },
  };
  if (at >= 2) {
    members.label = { type: 'string', optional: true };
    // Deprecated from 2.0.0 on.
    members.legacy = { type: 'number', optional: true, deprecated: 'use size' };
  }
  // In 1.0.0, gone in 1.1.0, back from 2.0.0.
  if (at !== 1) members.back = { type: 'string', optional: true };
  // Its type changed in 1.1.0, and 2.0.0 dropped it.
  if (at < 2) members.gone = { type: at === 0 ? 'boolean' : '"on" | "off"', optional: true };
  // In 1.1.0 only: removed in 2.0.0, and it came after the export did.
  if (at === 1) members.brief = { type: 'number', optional: true };
  // A member of old releases that the installed one lacks but the site's table lists: never "removed".
  if (at < 1) members.shadow = { type: 'string', optional: true };
  return members;
}

/** `Gauge`'s applied defaults: the specs method fails on 1.1.0, the parameters method until 2.0.0. */
function appliedDefaults(version: Version): Surface['appliedDefaults'] {
  const at = VERSIONS.indexOf(version);
  const failed: Outcome = { works: false, reasons: ['could not render'] };
  const size = ['10', '', '20', '30', '30'][at] as string;
  const label: Record<string, string> = at >= 2 ? { label: '"x"' } : {};
  return {
    specs: at === 1 ? failed : { works: true, byComponent: { Gauge: { size, ...label } } },
    parameters: at < 2 ? failed : { works: true, byComponent: { Gauge: { color: '"red"' } } },
  };
}

function surface(version: Version): Surface {
  const at = VERSIONS.indexOf(version);
  const gauge = gaugeMembers(version);
  return {
    exports: {
      Gauge: { kinds: ['component'], members: gauge },
      GaugeSpec: { kinds: ['interface'], members: gauge },
      Plain: { kinds: ['interface'], members: { value: { type: 'number' } } },
      // An intersection the history keeps by its definition: its members are those of its exported parts.
      Both: { kinds: ['type alias'], definition: 'Plain & Hidden<T>' },
      ...(at >= 1 && {
        Dial: {
          kinds: ['interface'],
          members: { angle: { type: 'number' }, ...(at >= 2 && { radius: { type: 'number', optional: true } }) },
        },
      }),
    },
    peerDependencies: { react: '^18' },
    stylesheets: ['theme.css'],
    appliedDefaults: appliedDefaults(version),
    themes: {},
  };
}

const row = (name: string): PropRow => ({ name, required: false, type: [{ text: 'T' }], description: [] });

function table(name: string, kind: PropsTableData['kind'], rows: string[], propsType?: string): PropsTableData {
  return {
    name,
    kind,
    url: `/all-types/x/${name}`,
    ...(propsType && { propsType: { name: propsType, url: `/all-types/interfaces/${propsType}` } }),
    rows: rows.map(row),
  };
}

const GAUGE_ROWS = ['ancient', 'back', 'color', 'flaky', 'id', 'label', 'legacy', 'shadow', 'size'];
const history = buildHistory(VERSIONS.map((version) => ({ version, surface: surface(version) })));
const tables = withHistory(
  [
    table('Gauge', 'component', GAUGE_ROWS, 'GaugeSpec'),
    table('GaugeSpec', 'interface', GAUGE_ROWS),
    table('Dial', 'interface', ['angle', 'radius']),
    table('Plain', 'interface', ['value']),
    // `hidden` comes from `Hidden`, a type the history does not hold (the library does not export it).
    table('Both', 'type alias', ['hidden', 'value']),
    // No export of that name in the history: left as it was.
    table('Elsewhere', 'type alias', ['value']),
  ],
  everySurface(history),
);
const byName = new Map(tables.map((t) => [t.name, t]));
const historyOf = (tableName: string, prop: string) =>
  byName.get(tableName)?.rows.find((r) => r.name === prop)?.history;

describe('everySurface', () => {
  test('rebuilds each release as surfaceAt does, in order', () => {
    expect(everySurface(history)).toEqual(
      VERSIONS.map((version) => ({ version, surface: surfaceAt(history, version) })),
    );
  });
});

describe('the history of a row', () => {
  test('a prop of the oldest release read has no "added"; one added later names the release', () => {
    expect(historyOf('Gauge', 'id')).toBeUndefined();
    expect(historyOf('Gauge', 'legacy')?.added).toBe('2.0.0');
  });

  test('a prop that left and came back counts from its return', () => {
    expect(historyOf('Gauge', 'back')).toEqual({ added: '2.0.0' });
  });

  test('a type change names the release, the type before and after', () => {
    expect(historyOf('Gauge', 'size')?.typeChanges).toEqual([
      { version: '2.0.0', from: 'number', to: 'number | string' },
    ]);
  });

  test('a change of the declared default, without its backticks; one that went with the applied default is told once', () => {
    expect(historyOf('Gauge', 'size')?.declaredDefaultChanges).toEqual([{ version: '1.1.0', from: '10', to: '20' }]);
    expect(historyOf('Gauge', 'size')?.appliedDefaultChanges).toEqual([{ version: '2.1.0', from: '20', to: '30' }]);
  });

  test('no applied-default change is claimed across a release where the method failed', () => {
    // 10 in 1.0.0 and 20 in 2.0.0, but the method failed on 1.1.0: which of the two changed it is unknown.
    const changes = historyOf('Gauge', 'size')?.appliedDefaultChanges ?? [];
    expect(changes.map((c) => c.version)).not.toContain('1.1.0');
    expect(changes.map((c) => c.version)).not.toContain('2.0.0');
  });

  test("an applied default's first appearance is no change: where the method starts working, or with its prop", () => {
    expect(historyOf('Gauge', 'color')).toBeUndefined();
    expect(historyOf('Gauge', 'label')).toEqual({ added: '2.0.0' });
  });

  test('deprecated: the first release of the unbroken run up to the installed one, never the oldest read', () => {
    expect(historyOf('Gauge', 'legacy')).toEqual({ added: '2.0.0', deprecated: '2.0.0' });
    expect(historyOf('Gauge', 'flaky')).toEqual({ deprecated: '2.1.0' });
    expect(historyOf('Gauge', 'ancient')).toBeUndefined();
  });

  test("a props type's table traces its component's applied defaults", () => {
    expect(historyOf('GaugeSpec', 'size')).toEqual(historyOf('Gauge', 'size'));
  });
});

describe('the history of a table', () => {
  test('a removed member is a row among the others in name order: the first release without it and its last type', () => {
    const gauge = byName.get('Gauge');
    expect(gauge?.history).toEqual({ from: '1.0.0' });
    expect(gauge?.rows.map((r) => r.name)).toEqual([
      ...GAUGE_ROWS.slice(0, 2),
      'brief',
      ...GAUGE_ROWS.slice(2, 4),
      'gone',
      ...GAUGE_ROWS.slice(4),
    ]);
    expect(gauge?.rows.find((r) => r.name === 'gone')).toEqual({
      name: 'gone',
      required: false,
      type: [{ text: '"on" | "off"' }],
      description: [[{ text: 'Removed in version 2.0.0. The type shown is the last one it had.' }]],
      removedIn: '2.0.0',
    });
    // One that came after the oldest release read says when, so a reader's older release can be placed.
    expect(gauge?.rows.find((r) => r.name === 'brief')).toMatchObject({
      removedIn: '2.0.0',
      history: { added: '1.1.0' },
    });
    // `shadow` left after 1.0.0 too, but the site's table lists it: it stays one row, not removed.
    expect(gauge?.rows.filter((r) => r.name === 'shadow')).toEqual([row('shadow')]);
  });

  test('an export newer than the oldest release names its release, and its rows added with it say nothing', () => {
    expect(byName.get('Dial')?.history).toEqual({ from: '1.0.0', added: '1.1.0' });
    expect(historyOf('Dial', 'angle')).toBeUndefined();
    expect(historyOf('Dial', 'radius')).toEqual({ added: '2.0.0' });
  });

  test('a table with nothing to tell says it is unchanged over the releases read; one unknown to the history is left as it was', () => {
    expect(byName.get('Plain')).toEqual({
      ...table('Plain', 'interface', ['value']),
      unchanged: { from: '1.0.0', to: '3.0.0' },
    });
    expect(byName.get('Plain')?.history).toBeUndefined();
    expect(byName.get('Elsewhere')).toEqual(table('Elsewhere', 'type alias', ['value']));
  });

  test("an intersection's members come from its exported parts; a row from a part the history lacks is named untracked", () => {
    expect(byName.get('Both')?.unchanged).toEqual({ from: '1.0.0', to: '3.0.0', untracked: ['hidden'] });
    expect(intersectionParts('SeriesSpec<D> & SeriesAccessors<D> & SeriesScales & MarkFormatter<Type>')).toEqual([
      'SeriesSpec',
      'SeriesAccessors',
      'SeriesScales',
      'MarkFormatter',
    ]);
    // Not an intersection of named types: a union, an object type, a lone name.
    expect(intersectionParts('(DomainRange & Pick<LogScaleOptions, "logBase">) | OrdinalDomain')).toBeUndefined();
    expect(intersectionParts('{ a: string; } & Plain')).toBeUndefined();
    expect(intersectionParts('Plain')).toBeUndefined();
  });
});
