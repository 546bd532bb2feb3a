import { expect, test } from 'vitest';
import { everySurface, readHistory } from '../../src/plugins/content/api-history/historyFile';
import { compareVersions } from '../../src/plugins/content/api-history/versions';
import { rowAt } from '../../src/components/PropsTable/YourVersion/rowAt';
import type { PropRow } from '../../src/plugins/content/props-tables/types';

/**
 * The props tables' "your version" marks (src/components/PropsTable/YourVersion) place a row in an older
 * release from its history alone: added in, removed in, and its type and default changes.
 */
const row = (fields: Partial<PropRow>): PropRow => ({
  name: 'p',
  required: false,
  type: [],
  description: [],
  ...fields,
});

test('releases order by number, part by part: the one compareVersions of the site (the marks, the history, the matrix)', () => {
  expect(['70.1.6', '9.0.0', '70.10.0', '70.1.10', '64.0.2'].sort(compareVersions)).toEqual([
    '9.0.0',
    '64.0.2',
    '70.1.6',
    '70.1.10',
    '70.10.0',
  ]);
});

test('a prop added later is absent from an earlier release, and from one before its export came', () => {
  const added = row({ history: { added: '65.0.0' } });
  expect(rowAt(added, undefined, '64.1.0').absent).toBe(true);
  expect(rowAt(added, undefined, '65.0.0').absent).toBe(false);
  expect(rowAt(row({}), { from: '60.0.0', added: '68.0.3' }, '67.0.1').absent).toBe(true);
  expect(rowAt(row({}), { from: '60.0.0' }, '60.0.0').absent).toBe(false);
});

test('a removed member is still there before its removal, if it had come by then', () => {
  expect(rowAt(row({ removedIn: '65.0.0' }), undefined, '64.1.0').stillThere).toBe(true);
  expect(rowAt(row({ removedIn: '65.0.0' }), undefined, '65.0.0').stillThere).toBe(false);
  const cameLate = row({ removedIn: '70.0.1', history: { added: '66.0.4' } });
  expect(rowAt(cameLate, undefined, '65.2.0').stillThere).toBe(false);
  expect(rowAt(cameLate, undefined, '69.2.2').stillThere).toBe(true);
});

test("an older release's type and defaults are the `from` of the first change after it; none after it, none shown", () => {
  const changing = row({
    history: {
      typeChanges: [{ version: '66.0.4', from: 'number', to: 'number | string' }],
      appliedDefaultChanges: [
        { version: '70.0.1', from: '0', to: '2' },
        { version: '71.0.0', from: '2', to: '3' },
      ],
      declaredDefaultChanges: [{ version: '68.0.3', to: '`true`' }],
    },
  });
  expect(rowAt(changing, undefined, '65.2.0')).toMatchObject({
    type: 'number',
    appliedDefault: '0',
    declaredDefault: 'none',
  });
  expect(rowAt(changing, undefined, '70.0.1')).toMatchObject({
    type: undefined,
    appliedDefault: '2',
    declaredDefault: undefined,
  });
  expect(rowAt(changing, undefined, '71.0.0')).toMatchObject({ appliedDefault: undefined });
});

test('a deprecated prop was not deprecated before its deprecation release', () => {
  const deprecated = row({ deprecated: [], history: { deprecated: '69.1.0' } });
  expect(rowAt(deprecated, undefined, '68.1.1').notDeprecatedYet).toBe(true);
  expect(rowAt(deprecated, undefined, '69.1.0').notDeprecatedYet).toBe(false);
});

test('in the committed history no export or member leaves and comes back, which the marks take for granted', () => {
  const releases = everySurface(readHistory());
  expect(releases.length).toBeGreaterThan(30);
  const presence = new Map<string, string>();
  releases.forEach(({ surface }, i) => {
    const names = Object.entries(surface.exports).flatMap(([name, entry]) => [
      name,
      ...Object.keys(entry.members ?? {}).map((member) => `${name}.${member}`),
    ]);
    for (const name of names) presence.set(name, (presence.get(name) ?? '').padEnd(i, '0') + '1');
  });
  const back = [...presence].filter(([, runs]) => /10+1/.test(runs)).map(([name]) => name);
  expect(back).toEqual([]);
});
