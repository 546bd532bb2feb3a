import path from 'node:path';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';
import { LibraryTypes, libraryTypes } from '../../src/plugins/content/props-tables/libraryTypes';
import type { InstalledLibrary } from '../../src/plugins/content/installedLibrary';
import { themeParameters } from '../../src/plugins/content/theme-parameters/themeParameters';
import { baseThemes } from '../../src/plugins/content/theme-parameters/baseThemes';
import { CURATED_SECTIONS } from '../../src/components/ThemeBuilder/model/curatedSections';
import { indexParameters, readThemeObject } from '../../src/components/ThemeBuilder/model/parameterIndex';
import { changedEntries, type ParamValue } from '../../src/components/ThemeBuilder/model/values';
import { builderReducer, type BuilderState } from '../../src/components/ThemeBuilder/model/builderState';
import { exportTheme, settingsLine, THEME_CONST } from '../../src/components/ThemeBuilder/exchange/exportTheme';
import { importTheme } from '../../src/components/ThemeBuilder/exchange/importTheme';
import { MAX_DEPTH, MAX_TEXT_LENGTH } from '../../src/components/ThemeBuilder/exchange/literalParser';
import { readShareHash, shareHash } from '../../src/components/ThemeBuilder/exchange/shareLink';
import { parseRgba, type Rgba } from '../../src/components/ThemeBuilder/checks/color';
import { contrastRatio, isLargeText } from '../../src/components/ThemeBuilder/checks/contrast';
import { ciede2000, toLab, type Lab } from '../../src/components/ThemeBuilder/checks/ciede2000';
import { simulateVision } from '../../src/components/ThemeBuilder/checks/simulateVision';
import { checkTheme, closePairs, PALETTE_MIN_DELTA_E } from '../../src/components/ThemeBuilder/checks/themeChecks';

/**
 * The theme builder's logic in Node: the parameters generated from the installed `Theme` type, the
 * maths of its checks against published reference values, and its export, import and share link.
 * The browser side (controls, preview, pixels) is tests/themeBuilder.spec.ts.
 */
const ROOT = path.resolve(__dirname, '..', '..');
const library = libraryTypes();
const charts = library.runtimeExports();
const parameters = themeParameters(library);
const bases = baseThemes(library);
const index = indexParameters(parameters);
/** Colours as a unit test can read them: hex and rgb(a) (the browser reads every CSS colour). */
const isColor = (text: string) => parseRgba(text) !== undefined;
const rgb = (hex: string): Rgba => {
  const colour = parseRgba(hex);
  if (!colour) throw new Error(`not a colour: ${hex}`);
  return colour;
};

/** Every value of a theme object that is not an object itself, by path (arrays are values). */
function leaves(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([key, item]) => leaves(item, prefix ? `${prefix}.${key}` : key));
}

describe('parameters generated from the installed Theme type', () => {
  test("LIGHT_THEME's 349 values in 25 sections each have a parameter, and so do every exported theme's", () => {
    const light = charts['LIGHT_THEME'] as Record<string, unknown>;
    expect(leaves(light)).toHaveLength(349);
    expect(Object.keys(light)).toHaveLength(25);
    for (const family of bases) {
      for (const name of [family.light, family.dark]) {
        const missing = leaves(charts[name ?? '']).filter((leaf) => !index.byPath.has(leaf));
        expect(missing, `${name} values with no parameter`).toEqual([]);
      }
    }
  });

  test('every property of Theme, at every depth the type declares, is reached by the walk', () => {
    const theme = library.checker.getDeclaredTypeOfSymbol(library.exported('Theme') as ts.Symbol);
    const topLevel = library.checker.getPropertiesOfType(theme).map((property) => property.name);
    expect(new Set(parameters.map(({ section }) => section))).toEqual(new Set(topLevel));
    // The optional keys no base sets get controls too: textures, gradients, a line's own stroke.
    expect(index.byPath.get('areaSeriesStyle.area.gradient.stops')?.control).toBe('objectList');
    expect(index.byPath.get('lineSeriesStyle.line.stroke')).toMatchObject({ control: 'color', optional: true });
    expect(parameters.length).toBeGreaterThan(349);
  });

  test('each kind of type gets its control, with its unit, choices and description', () => {
    expect(index.byPath.get('axes.tickLabel.fontSize')).toMatchObject({
      control: 'number',
      unit: 'px',
      type: 'number',
    });
    expect(index.byPath.get('axes.tickLabel.fill')).toMatchObject({ control: 'color', type: 'Color' });
    expect(index.byPath.get('colors.vizColors')).toMatchObject({ control: 'colorList', type: 'Color[]' });
    expect(index.byPath.get('axes.tickLabel.fontFamily')).toMatchObject({ control: 'fontFamily' });
    expect(index.byPath.get('axes.tickLabel.fontWeight')?.options).toEqual(
      expect.arrayContaining(['bold', 500, 'normal']),
    );
    expect(index.byPath.get('lineSeriesStyle.point.visible')).toMatchObject({
      control: 'enum',
      options: ['never', 'always', 'auto'],
    });
    expect(index.byPath.get('lineSeriesStyle.point.fill')?.variants).toEqual(
      expect.arrayContaining(['__use__series__color__', '__use__empty__color__']),
    );
    expect(index.byPath.get('metric.valueFontSize')).toMatchObject({
      control: 'numberOrChoice',
      options: ['default', 'fit'],
    });
    expect(index.byPath.get('axes.minExtent')).toMatchObject({ control: 'text', numeric: true });
    expect(index.byPath.get('axes.gridLine.horizontal.dash')).toMatchObject({ control: 'numberList' });
    expect(index.byPath.get('lineSeriesStyle.line.opacity')?.unit).toBe('0–1');
    expect(index.byPath.get('axes.tickLabel.rotation')).toMatchObject({
      unit: '°',
      description: 'The degrees of rotation of the tick labels',
    });
    // `stroke: C` of `StrokeStyle<C = Color>` is a colour; the partition's `StrokeStyle` alias is one too.
    expect(index.byPath.get('crosshair.line.stroke')).toMatchObject({ control: 'color', type: 'Color' });
    expect(index.byPath.get('partition.sectorLineStroke')?.control).toBe('color');
    // A union of objects: each form's keys, marked with the union.
    expect(index.byPath.get('lineSeriesStyle.line.dimmed.stroke')?.union).toEqual({
      path: 'lineSeriesStyle.line.dimmed',
      forms: ['{ opacity }', '{ stroke, strokeWidth }'],
    });
    // The maintainers' to-do lines are left out, as the reference leaves them out.
    expect(index.byPath.get('legend.margin')?.description).toBe(
      'Legend padding. The Chart margins are independent of the legend.',
    );
  });

  test('a parameter of every kind in a small Theme gets a control, and one with no control fails the build by name', () => {
    const small = indexParameters(themeParameters(fixtures.small));
    expect([...small.byPath.values()].map(({ path, control }) => `${path}: ${control}`)).toEqual([
      'axes.line.stroke: color',
      'axes.line.strokeWidth: number',
      'axes.label.fontFamily: fontFamily',
      'axes.label.fontSize: number',
      'axes.label.fontWeight: enum',
      'axes.label.visible: boolean',
      'axes.padding: number',
      'axes.padding.inner: number',
      'axes.padding.outer: number',
      'colors.vizColors: colorList',
      'colors.fill: color',
      'dimmed.opacity: number',
      'dimmed.fill: color',
      'dash: numberList',
      'extent: text',
      'size: numberOrChoice',
    ]);
    expect(() => themeParameters(fixtures.withFunction)).toThrow(
      /no control for formatter\.format \(type \(value: number\) => string\)/,
    );
    expect(baseThemes(fixtures.small)).toEqual([{ label: 'Default', light: 'LIGHT_THEME', dark: 'DARK_THEME' }]);
  });

  test('the bases are every theme the library exports, paired light and dark, the deprecated ones marked', () => {
    expect(bases).toEqual([
      { label: 'Default', light: 'LIGHT_THEME', dark: 'DARK_THEME' },
      {
        label: 'Legacy',
        light: 'LEGACY_LIGHT_THEME',
        dark: 'LEGACY_DARK_THEME',
        deprecated: { light: 'use new `LIGHT_THEME`', dark: 'Use new `DARK_THEME`' },
      },
      {
        label: 'Amsterdam',
        light: 'AMSTERDAM_LIGHT_THEME',
        dark: 'AMSTERDAM_DARK_THEME',
        deprecated: { light: 'Use new `LIGHT_THEME`', dark: 'Use new `DARK_THEME`' },
      },
    ]);
  });

  test('every curated path is a parameter', () => {
    const missing = CURATED_SECTIONS.flatMap(({ paths }) => paths).filter((path) => !index.byPath.has(path));
    expect(missing).toEqual([]);
  });
});

/** Small libraries of declarations: each program takes seconds to make, so they are made once, with the module. */
const fixtures = {
  small: new LibraryTypes(fixtureLibrary('index.d.ts')),
  withFunction: new LibraryTypes(fixtureLibrary('with-function.d.ts')),
};

function fixtureLibrary(declarations: string): InstalledLibrary {
  const dir = path.join(ROOT, 'tests', 'unit', 'fixtures', 'theme-parameters');
  const fail = () => {
    throw new Error('not used by the theme parameters');
  };
  return {
    distFile: (file) => path.join(dir, file === 'index.d.ts' ? declarations : file),
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the fixture's runtime half, as Node loads the library's
    load: () => require(path.join(dir, 'index.js')) as Record<string, unknown>,
    loadDist: fail,
    loadDependency: fail,
    loadFromSite: fail,
    version: () => '0.0.0',
  };
}

describe('the contrast check', () => {
  // WCAG 2's definition gives 21:1 for black on white; #767676 is the lightest grey with 4.5:1 on white.
  test.each([
    ['#000000', '#ffffff', 21],
    ['#767676', '#ffffff', 4.54],
    ['#777777', '#ffffff', 4.48],
    ['#ffffff', '#ffffff', 1],
  ])('%s on %s is %f:1', (foreground, background, expected) => {
    expect(contrastRatio(rgb(foreground), rgb(background))).toBeCloseTo(expected, 2);
  });

  test("large text is 24 px, or 18.66 px bold (WCAG's 18 and 14 points)", () => {
    expect(isLargeText(24, 'normal')).toBe(true);
    expect(isLargeText(23, 'normal')).toBe(false);
    expect(isLargeText(19, 'bold')).toBe(true);
    expect(isLargeText(19, 600)).toBe(false);
    expect(isLargeText(18, 700)).toBe(false);
  });

  test("LIGHT_THEME's text passes, and a faint tick label fails beside its parameter", () => {
    const light = charts['LIGHT_THEME'];
    const read = (overrides: Record<string, unknown>) => (path: string) =>
      path in overrides
        ? overrides[path]
        : path.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], light);
    const checks = checkTheme(read({}), parseRgba);
    const tick = checks.contrast.find((check) => check.what === 'Axis tick labels');
    expect(tick).toMatchObject({ path: 'axes.tickLabel.fill', on: 'background.color', pass: true, required: 4.5 });
    const faint = checkTheme(read({ 'axes.tickLabel.fill': '#aaaaaa' }), parseRgba).contrast.find(
      (check) => check.what === 'Axis tick labels',
    );
    expect(faint).toMatchObject({ pass: false, foreground: '#aaaaaa', background: '#ffffff' });
    expect(faint?.ratio).toBeCloseTo(2.32, 2);
    // A translucent background is seen over the opaque fallback colour.
    const seen = checkTheme(
      read({ 'background.color': 'rgba(0, 0, 0, 0.5)', 'background.fallbackColor': '#ffffff' }),
      parseRgba,
    );
    expect(seen.background).toBe('#808080');
  });
});

describe('the palette check', () => {
  // Sharma, Wu and Dalal (2005), "The CIEDE2000 Color-Difference Formula: Implementation Notes,
  // Supplementary Test Data, and Mathematical Observations", table 1: pairs 1, 2, 7, 10, 11, 17, 18, 19, 20, 25, 34.
  test.each<[Lab, Lab, number]>([
    [[50, 2.6772, -79.7751], [50, 0, -82.7485], 2.0425],
    [[50, 3.1571, -77.2803], [50, 0, -82.7485], 2.8615],
    [[50, 0, 0], [50, -1, 2], 2.3669],
    [[50, 2.49, -0.001], [50, -2.49, 0.0009], 7.1792],
    [[50, 2.49, -0.001], [50, -2.49, 0.0011], 7.2195],
    [[50, 2.5, 0], [73, 25, -18], 27.1492],
    [[50, 2.5, 0], [61, -5, 29], 22.8977],
    [[50, 2.5, 0], [56, -27, -3], 31.903],
    [[50, 2.5, 0], [58, 24, 15], 19.4535],
    [[60.2574, -34.0099, 36.2677], [60.4626, -34.1751, 39.4387], 1.2644],
    [[2.0776, 0.0795, -1.135], [0.9033, -0.0636, -0.5514], 0.9082],
  ])('CIEDE2000 of %j and %j is %f', (a, b, expected) => {
    expect(ciede2000(a, b)).toBeCloseTo(expected, 4);
    expect(ciede2000(b, a)).toBeCloseTo(expected, 4);
  });

  test("sRGB's primaries and white land on their published CIELAB values (D65)", () => {
    const close = (lab: Lab, expected: Lab) =>
      lab.forEach((value, i) => expect(value).toBeCloseTo(expected[i] ?? NaN, 1));
    close(toLab(rgb('#ffffff')), [100, 0, 0]);
    close(toLab(rgb('#ff0000')), [53.24, 80.09, 67.2]);
    close(toLab(rgb('#00ff00')), [87.73, -86.18, 83.18]);
    close(toLab(rgb('#0000ff')), [32.3, 79.19, -107.86]);
  });

  test("Machado, Oliveira and Fernandes's matrices (2009, severity 1) applied in linear RGB", () => {
    // Pure red becomes the matrix's first column, read in linear light: protanopia's is (0.152286, 0.114503, -0.003882).
    const red = simulateVision(rgb('#ff0000'), 'protanopia');
    expect(red.r).toBeCloseTo(255 * (1.055 * 0.152286 ** (1 / 2.4) - 0.055), 6);
    expect(red.g).toBeCloseTo(255 * (1.055 * 0.114503 ** (1 / 2.4) - 0.055), 6);
    expect(red.b).toBe(0);
    // Each row sums to 1: greys are seen as they are.
    for (const vision of ['protanopia', 'deuteranopia', 'tritanopia'] as const) {
      const grey = simulateVision(rgb('#808080'), vision);
      for (const channel of [grey.r, grey.g, grey.b]) expect(channel).toBeCloseTo(128, 0);
    }
  });

  test('a red and a green far apart for normal vision come close with deuteranopia, and closer with protanopia than with tritanopia', () => {
    // #D62728 and #2CA02C, the red and green of Tableau's category10 palette.
    const distance = (vision: Parameters<typeof simulateVision>[1]) =>
      ciede2000(toLab(simulateVision(rgb('#d62728'), vision)), toLab(simulateVision(rgb('#2ca02c'), vision)));
    expect(distance('normal')).toBeGreaterThan(60);
    expect(distance('deuteranopia')).toBeLessThan(PALETTE_MIN_DELTA_E);
    expect(distance('protanopia')).toBeLessThan(distance('normal') / 2);
    expect(distance('tritanopia')).toBeGreaterThan(distance('protanopia') * 2);
  });

  test("LIGHT_THEME's palette: its two pale pinks are named for normal vision, with their positions", () => {
    const palette = (charts['LIGHT_THEME'] as { colors: { vizColors: string[] } }).colors.vizColors.map(rgb);
    const normal = closePairs(palette).filter((pair) => pair.vision === 'normal');
    expect(normal).toEqual([
      {
        vision: 'normal',
        first: 5,
        second: 7,
        colours: ['#ffc7db', '#ffc9c2'],
        deltaE: expect.closeTo(9.7, 1) as number,
      },
    ]);
    // Every pair named is below the threshold; a pair under none of the four visions is not named.
    for (const pair of closePairs(palette)) expect(pair.deltaE).toBeLessThan(PALETTE_MIN_DELTA_E);
  });
});

describe('export, import and the share link', () => {
  const state: BuilderState = {
    family: 'Default',
    variant: 'dark',
    overrides: {
      'colors.vizColors': ['#0072B2', '#E69F00', '#009E73'],
      'axes.tickLabel.fontSize': 14,
      'axes.tickLabel.fill': 'rgba(10, 20, 30, 0.8)',
      'axes.gridLine.horizontal.dash': [4, 2],
      'lineSeriesStyle.point.visible': 'always',
      'lineSeriesStyle.point.fill': '__use__series__color__',
      'metric.valueFontSize': 'fit',
      'axes.minExtent': '20%',
      'barSeriesStyle.displayValue.fontFamily': "Georgia, 'Times New Roman', serif",
      'areaSeriesStyle.area.gradient.stops': [
        { offset: 0, color: '#ffffff' },
        { offset: 1, color: '__use__series__color__', opacity: 0.5 },
      ],
      'axes.tickLabel.truncate': false,
      'metric.nonFiniteText': "can't say",
    },
  };
  const dark = charts['DARK_THEME'] as Record<string, unknown>;
  const entries = changedEntries(state.overrides, dark, index.order);
  const code = exportTheme(entries, 'DARK_THEME', '73.2.1');
  // Compiled once, with the module: a program takes seconds to make.
  const exportDiagnostics = typeCheck({
    'theme.ts': code,
    'chart.tsx': `import React from 'react';\nimport { Chart, DARK_THEME, Settings } from '@elastic/charts';\nimport { ${THEME_CONST} } from './theme';\nexport const App = () => <Chart>${settingsLine('DARK_THEME')}</Chart>;\n`,
  });
  const context = {
    index,
    bases,
    current: { family: 'Legacy', variant: 'site', overrides: {} } as BuilderState,
    isColor,
    library: charts,
  };

  test('the export names its base, holds only what differs from it, and type-checks with its Settings line', () => {
    expect(code).toContain(`import type { PartialTheme } from '@elastic/charts';`);
    expect(code).toContain('on DARK_THEME: the values that differ from it');
    expect(code).toContain(`// ${settingsLine('DARK_THEME')}`);
    // A value equal to the base's is not exported.
    const same = changedEntries(
      { ...state.overrides, 'background.color': (dark['background'] as { color: string }).color },
      dark,
      index.order,
    );
    expect(same).toEqual(entries);
    expect(exportDiagnostics).toEqual([]);
  });

  test('export then import gives back the same state, base included', () => {
    const result = importTheme(code, context);
    expect(result).toMatchObject({ ok: true, base: 'DARK_THEME', problems: [] });
    if (!result.ok) return;
    expect(result.state).toEqual({ family: 'Default', variant: 'dark', overrides: Object.fromEntries(entries) });
  });

  test('JSON and object literals import; names are looked up among the library exports', () => {
    const json = importTheme('{"axes": {"tickLabel": {"fontSize": 12}}}', context);
    expect(json).toMatchObject({
      ok: true,
      applied: 1,
      state: { family: 'Legacy', overrides: { 'axes.tickLabel.fontSize': 12 } },
    });
    const literal = importTheme(
      `const t: PartialTheme = { lineSeriesStyle: { point: { fill: ColorVariant.Series } }, colors: { vizColors: AMSTERDAM_LIGHT_THEME.colors.vizColors, }, };`,
      context,
    );
    expect(literal.ok && literal.state.overrides).toEqual({
      'lineSeriesStyle.point.fill': '__use__series__color__',
      'colors.vizColors': (charts['AMSTERDAM_LIGHT_THEME'] as { colors: { vizColors: string[] } }).colors.vizColors,
    });
  });

  test('what cannot be read is named, and the rest is imported', () => {
    const result = importTheme(
      `{ axes: { tickLabel: { fontSize: 'big', fontSizes: 3, fill: '#123456' } }, nope: { x: 1 }, __proto__: { polluted: true } }`,
      context,
    );
    expect(result.ok && result.state.overrides).toEqual({ 'axes.tickLabel.fill': '#123456' });
    expect(result.problems).toEqual([
      'axes.tickLabel.fontSize expects a finite number, got "big".',
      'axes.tickLabel.fontSizes is not a parameter of Theme (did you mean axes.tickLabel.fontSize?).',
      'nope is not a parameter of Theme.',
      '__proto__ is not a parameter of Theme.',
    ]);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  test.each([
    ['a script tag', '<script>alert(1)</script>', /<script> is markup, not a theme/],
    [
      '1 MB of text',
      `{ "a": "${'x'.repeat(1024 * 1024)}" }`,
      new RegExp(`1,048,5\\d\\d characters long; the import reads at most ${MAX_TEXT_LENGTH.toLocaleString('en-US')}`),
    ],
    [
      'an object nested 10,000 deep',
      `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`,
      new RegExp(`nested more than ${MAX_DEPTH} levels deep`),
    ],
    [
      'code that makes a cycle',
      'const t = { axes: {} };\nt.axes.self = t;',
      /Line 2: `t` starts a statement the import does not read.*it runs no code/,
    ],
    ['a call', '{ axes: { tickLabel: { fontSize: compute() } } }', /`compute\(…` is code/],
    ['a template with a placeholder', '{ a: `${x}` }', /template string with \$\{…\} is code/],
    ['a spread', '{ ...LIGHT_THEME }', /a spread is code/],
    ['nothing readable', '{ colours: { vizColours: [] } }', /colours is not a parameter of Theme/],
  ])('%s gets a message and changes nothing', (_what, text, message) => {
    const result = importTheme(text, context);
    expect(result.ok).toBe(false);
    expect(result.problems.join('\n')).toMatch(message);
  });

  test('an object that contains itself is named, not followed', () => {
    const cyclic: Record<string, unknown> = { axes: { tickLabel: { fontSize: 12 } } };
    (cyclic['axes'] as Record<string, unknown>)['tickLabel'] = cyclic;
    const { values, problems } = readThemeObject(cyclic, index, isColor);
    expect(values).toEqual({});
    expect(problems).toEqual(['axes.tickLabel contains itself (a cycle): a theme is a tree of values.']);
  });

  test('a share link restores the whole state; a damaged or oversized one says so', () => {
    const hash = shareHash(state);
    expect(readShareHash(hash, { index, bases, isColor })).toEqual({ ok: true, state });
    expect(readShareHash(`${hash.slice(0, -6)}AAAAAA`, { index, bases, isColor })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/damaged/) as string,
    });
    expect(readShareHash(`#theme=${'A'.repeat(40_000)}`, { index, bases, isColor })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/too long/) as string,
    });
    expect(readShareHash('#theme=<script>', { index, bases, isColor })).toMatchObject({ ok: false });
  });

  test('setting a value drops the other form of it, and a reset drops the value', () => {
    const start: BuilderState = {
      family: 'Default',
      variant: 'site',
      overrides: { 'axes.tickLabel.padding.inner': 3 },
    };
    const set = builderReducer(start, { type: 'set', path: 'axes.tickLabel.padding', value: 6 as ParamValue });
    expect(set.overrides).toEqual({ 'axes.tickLabel.padding': 6 });
    expect(builderReducer(set, { type: 'reset', path: 'axes.tickLabel.padding' }).overrides).toEqual({});
  });
});

/** Diagnostics of `files` type-checked strictly against the installed library, as an app would compile them. */
function typeCheck(files: Record<string, string>): string[] {
  const dir = path.join(ROOT, 'tests', 'unit', '.theme-builder-check');
  const paths = Object.keys(files).map((name) => path.join(dir, name));
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    jsx: ts.JsxEmit.ReactJSX,
    // As a Vite or webpack app resolves its modules.
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    skipLibCheck: true,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const read = host.readFile.bind(host);
  host.readFile = (file) => files[path.relative(dir, file)] ?? read(file);
  const exists = host.fileExists.bind(host);
  host.fileExists = (file) => files[path.relative(dir, file)] !== undefined || exists(file);
  const directoryExists = host.directoryExists?.bind(host);
  host.directoryExists = (folder) => folder === dir || (directoryExists?.(folder) ?? true);
  const program = ts.createProgram(paths, options, host);
  return ts
    .getPreEmitDiagnostics(program)
    .map(
      (diagnostic) =>
        `${diagnostic.file?.fileName ?? ''}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`,
    );
}
