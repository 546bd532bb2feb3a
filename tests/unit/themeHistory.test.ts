import { createRequire } from 'node:module';
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { colorName, sameColor } from '../../src/plugins/content/api-history/cssColor';
import { everySurface, readHistory, surfaceAt } from '../../src/plugins/content/api-history/historyFile';
import { normalizeColor, readThemes, themeExportNames } from '../../src/plugins/content/api-history/themeValues';
import type { History, Surface } from '../../src/plugins/content/api-history/types';
import { themeComparison } from '../../src/plugins/content/upgrade-pages/themeDiff';

/**
 * The theme history (`Surface.themes` of src/plugins/content/api-history/history.json, written by `npm run
 * history`): its entry for the installed @elastic/charts is what that library exports, its normalisation hides
 * what is not a change, and it holds the facts of the releases checked by hand in their compiled code. Then the
 * upgrade pages' reading of it (`themeDiff.ts`) on the real history.
 */
const ROOT = path.resolve(__dirname, '..', '..');
const fromSite = createRequire(path.join(ROOT, 'package.json'));
const library = fromSite('@elastic/charts') as Record<string, unknown>;
const installedVersion = (fromSite('@elastic/charts/package.json') as { version: string }).version;

let history: History;
let installed: Surface;

beforeAll(() => {
  history = readHistory();
  installed = surfaceAt(history, installedVersion);
});

describe('the committed theme history', () => {
  test('its entry for the installed version is every theme the installed library exports, value for value', () => {
    const exported = Object.keys(library).filter((name) => name.endsWith('_THEME'));
    expect(themeExportNames(installed.exports)).toEqual([...exported].sort());
    expect(Object.keys(installed.themes).sort()).toEqual([...exported].sort());
    expect(installed.themes).toEqual(readThemes(library, exported));
    // Not only the same object read twice: a value checked in node_modules/@elastic/charts/dist by hand.
    expect(installed.themes.LIGHT_THEME?.background).toEqual({ color: '#ffffff', fallbackColor: '#ffffff' });
  });

  test('every release holds LIGHT_THEME and DARK_THEME; the legacy themes come in 63.1.0, the Amsterdam ones in 69.1.0', () => {
    for (const { version, surface } of everySurface(history)) {
      expect(Object.keys(surface.themes), version).toEqual(expect.arrayContaining(['DARK_THEME', 'LIGHT_THEME']));
    }
    expect(Object.keys(surfaceAt(history, '60.0.1').themes).sort()).toEqual(['DARK_THEME', 'LIGHT_THEME']);
    expect(Object.keys(surfaceAt(history, '63.1.0').themes)).toContain('LEGACY_LIGHT_THEME');
    expect(Object.keys(surfaceAt(history, '68.1.1').themes)).not.toContain('AMSTERDAM_LIGHT_THEME');
    expect(Object.keys(surfaceAt(history, '69.1.0').themes)).toContain('AMSTERDAM_LIGHT_THEME');
  });

  test("61's new default theme: background transparent → white, grid lines shown, lines 1 → 2 px", () => {
    const before = surfaceAt(history, '60.0.1').themes.LIGHT_THEME;
    const after = surfaceAt(history, '63.1.0').themes.LIGHT_THEME;
    expect(before?.background).toMatchObject({ color: 'transparent' });
    expect(after?.background).toMatchObject({ color: '#ffffff' });
    expect(before?.axes).toMatchObject({ gridLine: { horizontal: { visible: false }, vertical: { visible: false } } });
    expect(after?.axes).toMatchObject({ gridLine: { horizontal: { visible: true }, vertical: { visible: true } } });
    expect(before?.lineSeriesStyle).toMatchObject({ line: { strokeWidth: 1 } });
    expect(after?.lineSeriesStyle).toMatchObject({ line: { strokeWidth: 2 } });
  });

  test("67: isolatedPoint loses radius, a line's points become 'auto'", () => {
    const before = surfaceAt(history, '66.1.1').themes.LIGHT_THEME?.lineSeriesStyle;
    const after = surfaceAt(history, '67.0.1').themes.LIGHT_THEME?.lineSeriesStyle;
    expect(before).toMatchObject({ isolatedPoint: { radius: 2 }, point: { visible: true } });
    expect(after).toMatchObject({ point: { visible: 'auto' } });
    expect(after).not.toHaveProperty('isolatedPoint.radius');
  });
});

describe('normalisation', () => {
  test('a colour is written one way; names and other strings stay as written', () => {
    expect(normalizeColor('#FFF')).toBe('#ffffff');
    expect(normalizeColor('#36A2EF33')).toBe('#36a2ef33');
    expect(normalizeColor('rgba(11 22 40 / 0.7)')).toBe('rgba(11, 22, 40, 0.7)');
    expect(normalizeColor('rgb(0,97,166)')).toBe('rgb(0, 97, 166)');
    expect(normalizeColor('white')).toBe('white');
    expect(normalizeColor('__use__series__color__')).toBe('__use__series__color__');
  });

  test('anything but strings, finite numbers, booleans, arrays and objects fails, naming where', () => {
    expect(() => readThemes({ T: { a: { b: () => 1 } } }, ['T'])).toThrow(/T\.a\.b is a function/);
    expect(() => readThemes({ T: { a: Number.NaN } }, ['T'])).toThrow(/T\.a is NaN/);
    expect(() => readThemes({ T: 'x' }, ['T'])).toThrow(/T is declared a Theme/);
  });

  test('two spellings of one colour are one colour; a colour has its CSS name where it has one', () => {
    expect(sameColor('white', '#ffffff')).toBe(true);
    expect(sameColor('rgba(255, 255, 255, 1)', '#fff')).toBe(true);
    expect(sameColor('#ffffff', '#fffffe')).toBe(false);
    expect(sameColor('__use__series__color__', '__use__series__color__')).toBe(false);
    expect(colorName('#ffffff')).toBe('white');
    expect(colorName('rgba(0, 0, 0, 0)')).toBe('transparent');
    expect(colorName('#16c5c0')).toBeUndefined();
  });
});

describe('what the upgrade pages read in it (themeDiff.ts)', () => {
  const compared = (from: string, to: string) =>
    themeComparison('look', from, to, surfaceAt(history, from), surfaceAt(history, to), 'LIGHT_THEME');

  test("61: the default theme's look in words, the legacy themes added as 60's renamed", () => {
    const step = compared('60.0.1', '63.1.0');
    expect(step.look).toEqual(
      expect.arrayContaining([
        {
          aspect: 'background',
          before: 'transparent',
          after: '#ffffff',
          beforeName: 'transparent',
          afterName: 'white',
        },
        { aspect: 'gridLines', axes: 'both', shown: true },
        { aspect: 'lineWidth', series: 'line', before: 1, after: 2 },
      ]),
    );
    const legacy = step.added.find((theme) => theme.name === 'LEGACY_LIGHT_THEME');
    expect(legacy?.like).toMatchObject({ theme: 'LIGHT_THEME', version: '60.0.1' });
    // `white` → `#ffffff` is one colour, not a change.
    const pointFill = step.sections
      .find((section) => section.section === 'lineSeriesStyle')
      ?.values.find((line) => line.path === 'point.fill');
    expect(pointFill?.variants.some((variant) => variant.themes.includes('LIGHT_THEME'))).toBe(false);
  });

  test("67: the line's points become 'auto'; 69.2: the palette turns to Borealis's", () => {
    expect(compared('66.1.1', '67.0.1').look).toContainEqual({
      aspect: 'points',
      series: 'line',
      before: true,
      after: 'auto',
    });
    const palette = compared('69.1.0', '69.2.2').look.find((change) => change.aspect === 'palette');
    expect(palette).toMatchObject({ aspect: 'palette', kept: 0 });
  });

  test('a release that changes no theme value has nothing to show', () => {
    const same = compared('72.0.1', '73.0.1');
    expect([same.added, same.removed, same.changed, same.sections, same.look]).toEqual([[], [], [], [], []]);
  });
});
