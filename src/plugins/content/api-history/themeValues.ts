import { HEX_DIGITS, RGB_FUNCTION, fullHexDigits } from './colorSyntax';
import type { ThemeTree, ThemeValue } from './types';

/**
 * The runtime values of every theme a release exports, read from its compiled code: each export whose
 * declared type is `Theme` (`LIGHT_THEME`, `DARK_THEME`, and from 61 the `LEGACY_*`, from 69.1 the
 * `AMSTERDAM_*`), walked whole and normalised so that two releases differ only where a chart would draw
 * something else:
 * - a colour is written one way: a hex colour in lower case with six or eight digits (`#FFF` is `#ffffff`),
 *   an `rgb()` or `rgba()` colour with commas (`rgba(11 22 40 / 0.7)` is `rgba(11, 22, 40, 0.7)`); a named
 *   colour (`white`, `transparent`) stays as written, as does every other string;
 * - numbers, booleans and arrays of them stay as they are; the history sorts the keys.
 * Anything else (a function, `undefined`, `null`, a number that JSON cannot hold) fails, naming where: the
 * themes of 60.0.0 to 73.2.1 hold none, and a theme that did would need a way of its own to be compared.
 */
export function readThemes(exportsOf: Record<string, unknown>, themeNames: string[]): Record<string, ThemeTree> {
  const themes: Record<string, ThemeTree> = {};
  for (const name of themeNames) {
    const value = exportsOf[name];
    if (!isPlainObject(value)) {
      throw new Error(`api-history: ${name} is declared a Theme, but the compiled library exports ${typeOf(value)}.`);
    }
    themes[name] = tree(value, name);
  }
  return themes;
}

/** The exports a surface declares as themes (their value's type, normalised, is `Theme`), sorted. */
export function themeExportNames(exports: Record<string, { valueType?: string }>): string[] {
  return Object.keys(exports)
    .filter((name) => exports[name]?.valueType === 'Theme')
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

function tree(object: Record<string, unknown>, where: string): ThemeTree {
  const result: ThemeTree = {};
  for (const [key, value] of Object.entries(object)) result[key] = themeValue(value, `${where}.${key}`);
  return result;
}

function themeValue(value: unknown, where: string): ThemeValue {
  if (typeof value === 'string') return normalizeColor(value);
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (Array.isArray(value)) return value.map((item, i) => themeValue(item, `${where}[${i}]`));
  if (isPlainObject(value)) return tree(value, where);
  throw new Error(
    `api-history: ${where} is ${typeOf(value)}; the theme history holds strings, finite numbers, booleans, arrays and objects (themeValues.ts).`,
  );
}

/** A colour written one way (see `readThemes`); any other string as it is. */
export function normalizeColor(text: string): string {
  const trimmed = text.trim();
  const hex = trimmed.startsWith('#') ? HEX_DIGITS.exec(trimmed.slice(1))?.[1] : undefined;
  if (hex) {
    return `#${fullHexDigits(hex).toLowerCase()}`;
  }
  const rgb = RGB_FUNCTION.exec(trimmed);
  if (rgb) {
    const [, r, g, b, alpha] = rgb;
    return alpha === undefined ? `rgb(${r}, ${g}, ${b})` : `rgba(${r}, ${g}, ${b}, ${alpha})`;
  }
  return text;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'number') return String(value);
  return typeof value === 'function' ? 'a function' : typeof value;
}
