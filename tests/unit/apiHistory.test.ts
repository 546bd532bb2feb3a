import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, test } from 'vitest';
import { applyDelta, diff } from '../../src/plugins/content/api-history/delta';
import { extractSurface } from '../../src/plugins/content/api-history/extractSurface';
import {
  everySurface,
  HISTORY_FILE,
  readHistory,
  serialize,
  surfaceAt,
} from '../../src/plugins/content/api-history/historyFile';
import { normalizeMemberName, normalizeType } from '../../src/plugins/content/api-history/normalizeType';
import type { History, Surface } from '../../src/plugins/content/api-history/types';
import { valueText } from '../../src/plugins/content/api-history/valueText';

/**
 * The API history (src/plugins/content/api-history, written by `npm run history` to history.json): its
 * entry for the installed @elastic/charts is what the extractor reads from node_modules, extraction is
 * deterministic, normalisation hides what is not a change, and the file holds facts of the releases that
 * were checked by hand in the packed declarations.
 */
const INSTALLED = path.resolve(__dirname, '..', '..', 'node_modules', '@elastic', 'charts');
const INSTALLED_VERSION = (
  JSON.parse(readFileSync(path.join(INSTALLED, 'package.json'), 'utf8')) as { version: string }
).version;
/** The compiler over the library's declarations takes a few seconds, several on a busy machine. */
const EXTRACTION_TIMEOUT = 180_000;

let history: History;
let installed: Surface;

beforeAll(() => {
  history = readHistory();
  installed = extractSurface(INSTALLED);
}, EXTRACTION_TIMEOUT);

describe('the committed history', () => {
  test(`its entry for the installed version is the surface of node_modules/@elastic/charts`, async () => {
    expect(history.versions, `run npm run history: the file lacks ${INSTALLED_VERSION}`).toContain(INSTALLED_VERSION);
    const recorded = surfaceAt(history, INSTALLED_VERSION);
    expect(recorded).toEqual(installed);
    expect(await serialize(recorded)).toBe(await serialize(installed));
    // Rebuilding 35 surfaces and laying two out with Prettier: 2 to 7 s on a busy machine, over Vitest's 5 s.
  }, 30_000);

  test('the file is exactly as the script writes it (keys sorted, Prettier’s layout)', async () => {
    expect(readFileSync(HISTORY_FILE, 'utf8')).toBe(await serialize(history));
  });

  test('every version in it can be rebuilt, oldest first, from 60.0.0', () => {
    expect(history.versions[0]).toBe('60.0.0');
    for (const version of history.versions)
      expect(Object.keys(surfaceAt(history, version).exports).length).toBeGreaterThan(400);
  });
});

describe('extraction', () => {
  test(
    'twice over the same package gives the same bytes',
    async () => {
      expect(await serialize(extractSurface(INSTALLED))).toBe(await serialize(installed));
    },
    EXTRACTION_TIMEOUT,
  );

  test('reads the components as the props tables do, with their props, optionality, types and tags', () => {
    const components = Object.keys(installed.exports).filter((name) =>
      installed.exports[name]?.kinds.includes('component'),
    );
    expect(components).toHaveLength(34);
    expect(components).toEqual(expect.arrayContaining(['Axis', 'Chart', 'LineSeries', 'Settings', 'TooltipTable']));
    const settings = installed.exports.Settings?.members ?? {};
    expect(Object.keys(settings)).toHaveLength(59);
    expect(settings.legendValues).toEqual({ type: 'Array<LegendValue>', optional: true });
    expect(installed.exports.LineSeries?.members?.id).toEqual({ type: 'string' });
    expect(installed.exports.AxisSpec?.members?.groupId).toEqual({
      type: 'GroupId',
      defaultValue: 'DEFAULT_GLOBAL_ID',
    });
    expect(installed.exports.Settings?.members?.legendPosition).toEqual({
      type: 'LegendPositionConfig | Position',
      optional: true,
      defaultValue: 'Position.Right',
    });
    expect(settings.resizeDebounce).toEqual({ type: 'number', optional: true, deprecated: 'currently unused' });
    expect(installed.exports.Goal).toMatchObject({
      kinds: ['component'],
      deprecated: 'please use `Bullet` spec instead',
    });
  });

  test('reads the applied defaults of every release from 60.0.0, whatever key its spec action uses', () => {
    const specs = installed.appliedDefaults.specs;
    expect(specs).toMatchObject({ works: true });
    if (specs.works) expect(specs.byComponent.Settings?.baseTheme).toBe('LIGHT_THEME');
    for (const { version, surface } of everySurface(history)) {
      expect([version, surface.appliedDefaults.specs.works, surface.appliedDefaults.parameters.works]).toEqual([
        version,
        true,
        true,
      ]);
    }
    // 60 to 69.1.0 sent the spec as `action.spec`, not `action.payload`; 60 to 63 required resize-observer-polyfill.
    const old = surfaceAt(history, '69.1.0').appliedDefaults.specs;
    if (old.works) expect(old.byComponent.Axis?.timeAxisLayerCount).toBe('0');
    const oldest = surfaceAt(history, '60.0.0').appliedDefaults.specs;
    if (oldest.works) expect(oldest.byComponent.Settings?.baseTheme).toBe('LIGHT_THEME');
  });
});

describe('normalisation: what is not a change compares equal', () => {
  test('union members in another order, at any depth, and either quote', () => {
    expect(normalizeType(`'left' | "right" | Position`)).toBe(normalizeType(`Position | 'right' | 'left'`));
    expect(normalizeType(`{ b?: Array<B | A> | undefined; a: 'y' | 'x' }`)).toBe(
      normalizeType(`{ a: "x" | "y"; b?: Array<A | B> }`),
    );
    expect(normalizeType(`(value: 'b' | 'a', options?: Options | undefined) => string`)).toBe(
      '(value: "a" | "b", options?: Options) => string',
    );
  });

  test('the compiler’s numbered symbol names (`__@iterator@NN`), as its own tuples get them', () => {
    const iterator = tupleIteratorName();
    expect(iterator).toMatch(/^__@iterator@\d+$/);
    expect(normalizeMemberName(iterator)).toBe('[Symbol.iterator]');
    expect(normalizeMemberName('__@iterator@34')).toBe(normalizeMemberName('__@iterator@112'));
    expect(normalizeType('{ __@iterator@34: () => Iterator<number>; length: 2 }')).toBe(
      normalizeType('{ length: 2; __@iterator@112: () => Iterator<number> }'),
    );
  });

  test('labels of tuple elements', () => {
    expect(normalizeType('[cell: Cell, seriesIdentifier: SeriesIdentifier]')).toBe(
      normalizeType('[Cell, SeriesIdentifier]'),
    );
    expect(normalizeType('[first: A, second?: B, ...rest: C[]]')).toBe('[A, B?, ...C[]]');
  });

  test("a default's compiled function: the compiler's numbered module names and its rewrite of `?.`", () => {
    type Datum = { x: number } | null | undefined;
    // As 69.1.0 shipped Heatmap's default accessor, and as 69.1.1 did.
    const older = function (d: Datum) {
      return d === null || d === void 0 ? void 0 : d.x;
    };
    const newer = function (d: Datum) {
      return d?.x;
    };
    expect(valueText(older, new Map())).toBe(valueText(newer, new Map()));
    const utils_1 = { format: (v: number) => String(v) };
    const formatted = (v: number) => utils_1.format(v);
    expect(valueText(formatted, new Map())).toBe('(v) => utils.format(v)');
  });

  test('a declaration moving to another file', () => {
    expect(normalizeType('import("../../utils/common").Color | null')).toBe(normalizeType('Color | null'));
  });

  test('a type it cannot read fails, naming it', () => {
    expect(() => normalizeType('... 3 more ...')).toThrow(/cannot read the printed type "\.\.\. 3 more \.\.\."/);
  });
});

describe('deltas', () => {
  test('rebuild the later object: a key added, removed, changed inside, replaced whole', () => {
    const before = { a: { x: '1', y: '2' }, b: ['p'], c: 'gone' };
    const after = { a: { x: '1', y: '3', z: '4' }, b: ['p', 'q'] };
    const delta = diff(before, after);
    expect(delta).toEqual({ c: null, a: { y: { '=': '3' }, z: { '=': '4' } }, b: { '=': ['p', 'q'] } });
    expect(applyDelta(before, delta)).toEqual(after);
    expect(diff(after, after)).toEqual({});
  });

  test('refuse a null in a surface, which they reserve for a removal', () => {
    expect(() => diff({}, { a: { b: null } })).toThrow(/holds null at \/a\/b/);
  });
});

/**
 * Facts of the releases, each checked by hand in the packed declarations (`npm pack @elastic/charts@X`,
 * then grep and diff over `dist/`) before being written here.
 */
describe('facts of the history', () => {
  const members = (version: string, name: string) =>
    Object.keys(surfaceAt(history, version).exports[name]?.members ?? {});

  test('Settings: showLegendExtra through 64.1.0; gone in 65.0.0, where legendValues appears', () => {
    for (const version of ['64.0.0', '64.0.2', '64.1.0']) {
      expect(members(version, 'Settings')).toContain('showLegendExtra');
      expect(members(version, 'SettingsSpec')).toContain('showLegendExtra');
      expect(members(version, 'Settings')).not.toContain('legendValues');
    }
    expect(members('65.0.0', 'Settings')).not.toContain('showLegendExtra');
    expect(members('65.0.0', 'Settings')).toContain('legendValues');
    expect(surfaceAt(history, '65.0.0').exports.LegendValue?.kinds).toEqual(['type alias', 'variable']);
  });

  test('LineAnnotation: hideLinesTooltips in 67.0.1, gone in 68.0.3 (the first 68.x the registry serves)', () => {
    expect(members('67.0.1', 'LineAnnotation')).toContain('hideLinesTooltips');
    expect(members('67.0.1', 'LineAnnotationSpec')).toContain('hideLinesTooltips');
    for (const version of ['68.0.3', '68.1.1']) {
      expect(members(version, 'LineAnnotation')).not.toContain('hideLinesTooltips');
      expect(members(version, 'LineAnnotationSpec')).not.toContain('hideLinesTooltips');
    }
  });

  test('73.0.1 declares what 72.0.1 declares, and narrows the react peer range to ^18.0', () => {
    const index = history.versions.indexOf('73.0.1');
    const delta = history.deltas[index - 1];
    expect(delta?.version).toBe('73.0.1');
    expect(delta?.delta.exports).toBeUndefined();
    expect(surfaceAt(history, '72.0.1').peerDependencies.react).toBe('^16.12 || ^17.0 || ^18.0');
    expect(surfaceAt(history, '73.0.1').peerDependencies).toMatchObject({ react: '^18.0', 'react-dom': '^18.0' });
  });
});

/** The name the compiler gives a tuple's `[Symbol.iterator]` member, from a program of its own. */
function tupleIteratorName(): string {
  const file = 'tuple.ts';
  const host = ts.createCompilerHost({});
  const readFile = host.readFile.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (name) => (name === file ? 'export type Pair = [number, string];' : readFile(name));
  host.getSourceFile = (name, language) =>
    name === file
      ? ts.createSourceFile(name, 'export type Pair = [number, string];', language)
      : getSourceFile(name, language);
  const program = ts.createProgram([file], { lib: ['lib.es2015.d.ts'], noEmit: true }, host);
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  const pair = source?.statements.find(ts.isTypeAliasDeclaration);
  if (!pair) throw new Error('the test program has no Pair');
  const names = checker.getPropertiesOfType(checker.getTypeAtLocation(pair.name)).map((symbol) => symbol.name);
  const iterator = names.find((name) => name.startsWith('__@iterator'));
  if (!iterator) throw new Error(`a tuple's members have no __@iterator@NN among ${names.join(', ')}`);
  return iterator;
}
