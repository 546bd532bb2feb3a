import type { ThemeParameter } from '@site/src/plugins/content/theme-parameters/types';
import { isPlainObject, type ParamValue } from './values';

/** Whether the chart can draw a string as a colour (the browser's `isCssColor`; a stand-in in unit tests). */
export type ColorTest = (text: string) => boolean;

/** The longest font stack or text value taken: a CSS font stack is rarely a tenth of it. */
const MAX_TEXT = 500;
/** The longest list taken (a palette of 200 colours is already more than a chart can show apart). */
const MAX_LIST = 200;

export type Checked = { ok: true; value: ParamValue } | { ok: false; reason: string };

/**
 * Whether `value` is one the parameter's control can hold, and the value as the builder keeps it.
 * Used for every value that comes from outside the controls: an import, a share link.
 */
export function validateValue(parameter: ThemeParameter, value: unknown, isColor: ColorTest): Checked {
  const fail = (expected: string): Checked => ({ ok: false, reason: `expects ${expected}, got ${describe(value)}` });
  switch (parameter.control) {
    case 'color':
      if (
        typeof value === 'string' &&
        (parameter.variants?.includes(value) || (value.length <= MAX_TEXT && isColor(value)))
      )
        return { ok: true, value };
      return fail(parameter.variants ? `a colour or one of ${parameter.variants.join(', ')}` : 'a colour');
    case 'colorList':
      if (
        Array.isArray(value) &&
        value.length > 0 &&
        value.length <= MAX_LIST &&
        value.every((item) => typeof item === 'string' && isColor(item))
      )
        return { ok: true, value: value as string[] };
      return fail(`a list of 1 to ${MAX_LIST} colours`);
    case 'number':
      return isFiniteNumber(value) ? { ok: true, value } : fail('a finite number');
    case 'numberOrChoice':
      return isFiniteNumber(value) || parameter.options?.includes(value as string)
        ? { ok: true, value: value as number | string }
        : fail(`a number or one of ${(parameter.options ?? []).map((option) => JSON.stringify(option)).join(', ')}`);
    case 'boolean':
      return typeof value === 'boolean' ? { ok: true, value } : fail('true or false');
    case 'enum':
      return parameter.options?.includes(value as string)
        ? { ok: true, value: value as string }
        : fail(`one of ${(parameter.options ?? []).map((option) => JSON.stringify(option)).join(', ')}`);
    case 'fontFamily':
      return typeof value === 'string' && value.trim() !== '' && value.length <= MAX_TEXT
        ? { ok: true, value }
        : fail('a font family');
    case 'text':
      if (typeof value === 'string' && value.length <= MAX_TEXT) return { ok: true, value };
      return parameter.numeric && isFiniteNumber(value)
        ? { ok: true, value }
        : fail(parameter.numeric ? 'a number or a string' : 'a string');
    case 'numberList':
      return Array.isArray(value) && value.length <= MAX_LIST && value.every(isFiniteNumber)
        ? { ok: true, value }
        : fail('a list of numbers');
    case 'objectList':
      return Array.isArray(value) && value.length <= MAX_LIST && value.every(isFlatObject)
        ? { ok: true, value: value as ParamValue[] }
        : fail('a list of objects of strings, numbers and booleans');
  }
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function isFlatObject(value: unknown): boolean {
  return (
    isPlainObject(value) &&
    Object.values(value).every(
      (item) =>
        ['string', 'number', 'boolean'].includes(typeof item) && (typeof item !== 'number' || Number.isFinite(item)),
    )
  );
}

/** A short description of a value for a message: `"big"`, `12`, `an object`, `a list of 3`. */
export function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value === null) return 'null';
  if (Array.isArray(value)) return `a list of ${value.length}`;
  if (typeof value === 'object') return 'an object';
  return typeof value;
}
