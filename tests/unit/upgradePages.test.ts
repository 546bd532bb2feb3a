import { describe, expect, test } from 'vitest';
import { normalizeType } from '../../src/plugins/content/api-history/normalizeType';
import type { ExportEntry, Member, Outcome, Surface } from '../../src/plugins/content/api-history/types';
import { changeGroups, peerLine } from '../../src/plugins/content/upgrade-pages/buildPages';
import { diffAcross, diffSurfaces, type ExportChange } from '../../src/plugins/content/upgrade-pages/diffSurfaces';
import { memberAnchors, type LinkTargets } from '../../src/plugins/content/upgrade-pages/linkTargets';
import { upgradeSteps } from '../../src/plugins/content/upgrade-pages/steps';
import { typeDelta } from '../../src/plugins/content/upgrade-pages/typeDelta';

/**
 * The upgrade pages' logic (src/plugins/content/upgrade-pages) on small surfaces written here: what the
 * diff calls a removal, a rename, a type change or a newly required prop, and what it does not call a
 * change; the steps between majors; a change several exports share, listed once. The pages the build
 * writes from the real history are checked in tests/build/upgradePages.spec.ts.
 */

const NOTHING_APPLIED: Outcome = { works: false, reasons: ['not read in this test'] };

function surface(exports: Record<string, ExportEntry>, extra: Partial<Surface> = {}): Surface {
  return {
    exports,
    peerDependencies: { react: '^18.0' },
    stylesheets: ['theme_light.css'],
    appliedDefaults: { specs: NOTHING_APPLIED, parameters: NOTHING_APPLIED },
    themes: {},
    ...extra,
  };
}

function spec(members: Record<string, Member>): ExportEntry {
  return { kinds: ['interface'], members };
}

/** The changes of one export between two versions of it. */
function changesOf(before: ExportEntry, after: ExportEntry): ExportChange[] {
  const diff = diffSurfaces(surface({ Spec: before }), surface({ Spec: after }));
  return diff.changedExports.find((entry) => entry.name === 'Spec')?.changes ?? [];
}

describe('diffSurfaces', () => {
  test('one prop removed and one of the same type added on the same export is a rename, with that evidence', () => {
    const changes = changesOf(
      spec({ classes: { type: 'number | number[]', optional: true }, other: { type: 'string' } }),
      spec({ steps: { type: 'number | number[]', optional: true }, other: { type: 'string' } }),
    );
    expect(changes).toEqual([
      {
        change: 'renamedProp',
        from: 'classes',
        to: 'steps',
        before: 'number | number[]',
        after: 'number | number[]',
        evidence: { kind: 'same-type', type: 'number | number[]' },
      },
    ]);
  });

  test('a removal with an addition of another type, or with two additions of its type, is no rename', () => {
    // 64.x to 65.0.0: showLegendExtra (boolean) went, legendValues (LegendValue[]) came.
    expect(
      changesOf(
        spec({ showLegendExtra: { type: 'boolean' } }),
        spec({ legendValues: { type: 'Array<LegendValue>' } }),
      ).map((change) => change.change),
    ).toEqual(['removedProp', 'addedProp']);
    // 70.1.6 to 71.0.0, had the types been equal: one align prop went, two of its type came.
    const align = '"center" | "left" | "right"';
    expect(
      changesOf(
        spec({ valuesTextAlign: { type: align } }),
        spec({ valueTextAlign: { type: align }, extraTextAlign: { type: align } }),
      ),
    ).toEqual([
      { change: 'removedProp', prop: 'valuesTextAlign', type: align },
      { change: 'addedProp', prop: 'extraTextAlign', type: align, optional: false },
      { change: 'addedProp', prop: 'valueTextAlign', type: align, optional: false },
    ]);
  });

  test('a deprecation note that names the successor makes a rename, whatever the types', () => {
    expect(
      changesOf(
        spec({
          integersOnly: { type: 'boolean', optional: true, deprecated: 'use `maximumFractionDigits` instead' },
          maximumFractionDigits: { type: 'number', optional: true },
        }),
        spec({ maximumFractionDigits: { type: 'number', optional: true } }),
      ),
    ).toEqual([
      {
        change: 'renamedProp',
        from: 'integersOnly',
        to: 'maximumFractionDigits',
        before: 'boolean',
        after: 'number',
        evidence: { kind: 'deprecation', note: 'use `maximumFractionDigits` instead' },
      },
    ]);
    // A note that names nothing the export has leaves the removal a removal, with its note.
    expect(changesOf(spec({ resizeDebounce: { type: 'number', deprecated: 'currently unused' } }), spec({}))).toEqual([
      { change: 'removedProp', prop: 'resizeDebounce', type: 'number', deprecated: 'currently unused' },
    ]);
  });

  test('optional to required, a type change and a declared default are each a change of their own', () => {
    expect(
      changesOf(
        spec({
          a: { type: 'string', optional: true },
          b: { type: 'string' },
          c: { type: 'number', defaultValue: '0' },
        }),
        spec({ a: { type: 'string' }, b: { type: 'number | string' }, c: { type: 'number', defaultValue: '2' } }),
      ),
    ).toEqual([
      { change: 'becameRequired', prop: 'a', type: 'string' },
      { change: 'propType', prop: 'b', before: 'string', after: 'number | string' },
      { change: 'declaredDefault', prop: 'c', before: '0', after: '2' },
    ]);
  });

  test('a union written in another order is no change: the history normalises every type, and the diff trusts it', () => {
    const before = normalizeType('"top" | "bottom" | Position');
    const after = normalizeType('Position | "bottom" | "top"');
    expect(before).toBe(after);
    expect(changesOf(spec({ position: { type: before } }), spec({ position: { type: after } }))).toEqual([]);
    // A union that did change reads as a change in the normalised form.
    const fewer = normalizeType('Position | "top"');
    expect(changesOf(spec({ position: { type: before } }), spec({ position: { type: fewer } }))).toEqual([
      { change: 'propType', prop: 'position', before, after: fewer },
    ]);
  });

  test('exports removed (with the successor their note names) and added, peer ranges and stylesheets', () => {
    const theme = { kinds: ['variable'], valueType: 'Theme' } as const;
    const diff = diffSurfaces(
      surface({
        LEGACY_DARK_THEME: { ...theme, kinds: ['variable'], deprecated: 'Use new `DARK_THEME`' },
        DARK_THEME: { ...theme, kinds: ['variable'] },
      }),
      surface(
        {
          DARK_THEME: { ...theme, kinds: ['variable'] },
          LegendValue: { kinds: ['type alias'], definition: '"average"' },
        },
        {
          peerDependencies: { react: '^19.0', moment: '^2.29.1' },
          stylesheets: ['legacy/theme_light.css', 'theme_light.css'],
        },
      ),
    );
    expect(diff.removedExports).toEqual([
      { name: 'LEGACY_DARK_THEME', kinds: ['variable'], deprecated: 'Use new `DARK_THEME`', successor: 'DARK_THEME' },
    ]);
    expect(diff.addedExports).toEqual([{ name: 'LegendValue', kinds: ['type alias'] }]);
    expect(diff.peerDependencies).toEqual([
      { name: 'moment', after: '^2.29.1' },
      { name: 'react', before: '^18.0', after: '^19.0' },
    ]);
    expect(diff.stylesheets).toEqual({ removed: [], added: ['legacy/theme_light.css'] });
  });

  test('applied defaults are compared only where the method read both versions, for props both declare', () => {
    const axis: ExportEntry = {
      kinds: ['component'],
      members: { timeAxisLayerCount: { type: 'number', optional: true } },
    };
    const read = (value: string) => ({
      specs: { works: true as const, byComponent: { Axis: { timeAxisLayerCount: value, specType: '"axis"' } } },
      parameters: NOTHING_APPLIED,
    });
    const worked = diffSurfaces(
      surface({ Axis: axis }, { appliedDefaults: read('0') }),
      surface({ Axis: axis }, { appliedDefaults: read('2') }),
    );
    expect(worked.appliedDefaults.specs).toEqual({
      compared: true,
      changes: [{ component: 'Axis', prop: 'timeAxisLayerCount', before: '0', after: '2' }],
    });
    expect(worked.appliedDefaults.parameters).toEqual({ compared: false, which: ['before', 'after'] });
    const unread = diffSurfaces(surface({ Axis: axis }), surface({ Axis: axis }, { appliedDefaults: read('2') }));
    expect(unread.appliedDefaults.specs).toEqual({ compared: false, which: ['before'] });
  });
});

describe('diffAcross', () => {
  test('a rename across several releases needs one release that shows it on its own', () => {
    const a = surface({ Spec: spec({ old: { type: 'string' } }) });
    const b = surface({ Spec: spec({}) });
    const c = surface({ Spec: spec({ fresh: { type: 'string' } }) });
    // End to end it looks like a rename, but no one release removed one and added the other.
    expect(diffSurfaces(a, c).changedExports[0]?.changes.map((change) => change.change)).toEqual(['renamedProp']);
    expect(diffAcross([a, b, c]).changedExports[0]?.changes.map((change) => change.change)).toEqual([
      'removedProp',
      'addedProp',
    ]);
    // A release that does both keeps it a rename.
    expect(diffAcross([a, c, c]).changedExports[0]?.changes.map((change) => change.change)).toEqual(['renamedProp']);
  });
});

describe('the steps and their pages', () => {
  test('one step per pair of neighbouring majors, from the last release of one to the first of the next', () => {
    const steps = upgradeSteps(['60.0.0', '60.0.1', '63.1.0', '64.0.0', '64.1.0', '72.0.1', '73.0.1', '73.2.1']);
    expect(steps.map(({ from, to, skippedMajors }) => [from, to, skippedMajors])).toEqual([
      ['60.0.1', '63.1.0', [61, 62]],
      ['63.1.0', '64.0.0', []],
      ['64.1.0', '72.0.1', [65, 66, 67, 68, 69, 70, 71]],
      ['72.0.1', '73.0.1', []],
    ]);
    expect(steps[3]?.laterReleases).toEqual(['73.0.1', '73.2.1']);
  });

  test('a change several exports share is listed once, under the component, with the others named', () => {
    const removed = { showLegendExtra: { type: 'boolean' } };
    const before = surface({
      Settings: { kinds: ['component'], members: { ...removed } },
      SettingsSpec: spec({ ...removed }),
      LegendSpec: spec({ ...removed }),
    });
    const after = surface({
      Settings: { kinds: ['component'], members: { legendValues: { type: 'LegendValue[]', optional: true } } },
      SettingsSpec: spec({ legendValues: { type: 'LegendValue[]' } }),
      LegendSpec: spec({ legendValues: { type: 'LegendValue[]' } }),
    });
    const links: LinkTargets = {
      rows: (name, prop) =>
        name === 'Settings' ? [{ label: name, href: `/api/specs/global/Settings#prop-${prop}` }] : [],
      exportPage: (name) => (name === 'Settings' ? '/api/specs/global/Settings' : undefined),
      examples: (name, prop) =>
        name === 'LegendSpec' && prop === 'legendValues' ? [{ name: 'legend', title: 'Legend' }] : [],
    };
    const groups = changeGroups(diffSurfaces(before, after), 'step', after, after, links);
    expect(groups.map(({ name, href }) => [name, href])).toEqual([['Settings', '/api/specs/global/Settings']]);
    expect(groups[0]?.items).toEqual([
      {
        change: { change: 'removedProp', prop: 'showLegendExtra', type: 'boolean' },
        alsoOn: ['LegendSpec', 'SettingsSpec'],
        rows: [],
        examples: [],
      },
      {
        change: { change: 'addedProp', prop: 'legendValues', type: 'LegendValue[]', optional: true },
        alsoOn: ['LegendSpec', 'SettingsSpec'],
        requiredOn: ['LegendSpec', 'SettingsSpec'],
        current: true,
        rows: [{ label: 'Settings', href: '/api/specs/global/Settings#prop-legendValues' }],
        examples: [{ name: 'legend', title: 'Legend' }],
      },
    ]);
  });

  test('a peer range that keeps fewer majors is narrowed; a range of another form is only changed', () => {
    expect(peerLine({ name: 'react', before: '^16.12 || ^17.0 || ^18.0', after: '^18.0' }).direction).toBe('narrowed');
    expect(peerLine({ name: 'react', before: '^18.0', after: '^18.0 || ^19.0' }).direction).toBe('widened');
    expect(peerLine({ name: 'react', before: '>=16', after: '^18.0' }).direction).toBeUndefined();
  });

  test('a long type change is summarised by the part that changed', () => {
    expect(typeDelta('A | B', 'A | B | C')).toEqual({ of: 'union', added: ['C'], removed: [], changed: [] });
    expect(typeDelta('(A | B) & { x: T; }', '(A | B | C) & { x: T; }')).toEqual({
      of: 'union',
      added: ['C'],
      removed: [],
      changed: [],
    });
    expect(typeDelta('Style & { a: T; b: U; }', 'Style & { a: T; b: V; c: W; }')).toEqual({
      of: 'object',
      added: ['c'],
      removed: [],
      changed: ['b'],
    });
    expect(typeDelta('Build<S, "a" | "b">', 'Build<S, "a" | "c">')).toEqual({
      of: 'union',
      added: ['"c"'],
      removed: ['"b"'],
      changed: [],
    });
    expect(typeDelta('string', 'number')).toBeUndefined();
  });

  test("a member's anchor on a page of the generated reference is its heading's slug, a repeated one numbered", () => {
    const page = [
      '# Function: Chart()',
      '## Parameters',
      '### props',
      '#### parameters?',
      '#### Default Value',
      '```ts',
      '### notAHeading',
      '```',
      '#### maxLines?',
    ].join('\n');
    expect(memberAnchors(page)).toEqual(
      new Map([
        ['props', 'props'],
        ['parameters', 'parameters-1'],
        ['maxLines', 'maxlines'],
      ]),
    );
  });
});
