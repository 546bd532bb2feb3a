import { ReflectionKind } from 'typedoc/models';
import type { ReflectionIndex } from './reflectionIndex';
import { NOT_READ, type RuntimeDefault } from './runtimeDefaults';
import type { Segment } from './types';

/** Longest default written out as a value; a longer object or function is described instead. */
const MAX_INLINE_LENGTH = 60;

/** The library's exports, read once, for naming values and resolving names a comment uses. */
export interface LibraryValues {
  exports: Record<string, unknown>;
  /** The first export name of each object value (`LIGHT_THEME` for the light theme). */
  nameOf: Map<unknown, string>;
}

export function libraryValues(library: Record<string, unknown>): LibraryValues {
  const nameOf = new Map<unknown, string>();
  for (const [name, value] of Object.entries(library)) {
    if (typeof value === 'object' && value !== null && !nameOf.has(value)) nameOf.set(value, name);
  }
  return { exports: library, nameOf };
}

/**
 * A runtime default as a table cell. An exported constant is shown by name (`LIGHT_THEME`), a string
 * that is a member of an enum-like export the prop's type or comment mentions as that member
 * (`ScaleType.Linear`), other values as code; a function by its source when it is short and
 * self-contained, else in words.
 */
export function runtimeCell(
  runtime: RuntimeDefault,
  mentions: string,
  library: LibraryValues,
  index: ReflectionIndex,
): Segment[] {
  const { value, note } = runtime;
  if (value === NOT_READ) return note ?? [];
  const cell = valueCell(value, mentions, library, index);
  return note ? [...cell, ...note] : cell;
}

function valueCell(value: unknown, mentions: string, library: LibraryValues, index: ReflectionIndex): Segment[] {
  const linked = (name: string, text = name) => linkedValueName(name, text, index);
  if (typeof value === 'function') {
    const source = Function.prototype.toString.call(value);
    if (/\[native code\]/.test(source)) return [{ text: value.name, code: true }];
    // Compiled references to the library's own modules (`utils_1.x`) mean nothing to a reader.
    if (source.length <= MAX_INLINE_LENGTH && !source.includes('\n') && !/\w_\d+\./.test(source)) {
      return [{ text: source, code: true }];
    }
    return [{ text: 'a function of the library' }];
  }
  if (typeof value === 'number') return [{ text: String(value), code: true }];
  if (typeof value === 'string') {
    const member = enumMemberOf(value, mentions, library);
    if (member) return [linked(member.enumName, `${member.enumName}.${member.key}`)];
  }
  if (typeof value !== 'object' || value === null)
    return [{ text: JSON.stringify(value) ?? String(value), code: true }];
  const name = library.nameOf.get(value);
  if (name) return [linked(name)];
  const json = JSON.stringify(value);
  return json.length <= MAX_INLINE_LENGTH ? [{ text: json, code: true }] : [{ text: 'an object of the library' }];
}

/** An exported value's name as code, linked to its reference page: the variable's where the name is also a type (`Position`). */
export function linkedValueName(name: string, text: string, index: ReflectionIndex): Segment {
  const reflections = index.byName.get(name) ?? [];
  const id = (reflections.find((r) => r.kind === ReflectionKind.Variable) ?? reflections[0])?.id;
  const href = id === undefined ? undefined : index.urlOf(id);
  return href ? { text, code: true, href } : { text, code: true };
}

/** The member of an enum-like export (an object of strings) whose value this is, if `mentions` names the enum. */
function enumMemberOf(
  value: string,
  mentions: string,
  library: LibraryValues,
): { enumName: string; key: string } | undefined {
  for (const [enumName, candidate] of Object.entries(library.exports)) {
    if (typeof candidate !== 'object' || candidate === null || !new RegExp(`\\b${enumName}\\b`).test(mentions))
      continue;
    const key = Object.keys(candidate).find((k) => (candidate as Record<string, unknown>)[k] === value);
    if (key) return { enumName, key };
  }
  return undefined;
}

/**
 * Whether a comment's `@defaultValue` says the value the library applies: `true`, `false`, or
 * undefined when the comment's words cannot be read as a value (prose, or a name the package does
 * not export). Accepted forms: a literal (`'start'`, `10`, `true`), an exported constant
 * (`DEFAULT_GLOBAL_ID`, `LIGHT_THEME`), an enum member (`ScaleType.Linear`), JSON.
 */
export function declaredAgrees(declared: Segment[], value: unknown, library: LibraryValues): boolean | undefined {
  if (value === NOT_READ) return false;
  const words = declared
    .map((segment) => segment.text)
    .join('')
    .trim();
  // Some comments give a value and its enum member: "ordinal (ScaleType:type) | ScaleType.Ordinal".
  const alternatives = words.split(/\s*\|\s*|\s+\(.*?\)\s*/).filter(Boolean);
  const readings = alternatives.map((word) => readDeclared(word, library));
  if (readings.every((reading) => reading === undefined)) return undefined;
  return readings.some((reading) => reading !== undefined && sameValue(reading.value, value));
}

function readDeclared(word: string, library: LibraryValues): { value: unknown } | undefined {
  const text = word.replace(/^`|`$/g, '').trim();
  const quoted = /^(['"])(.*)\1$/.exec(text);
  if (quoted) return { value: quoted[2] };
  if (/^-?\d+(\.\d+)?$/.test(text)) return { value: Number(text) };
  if (text === 'true' || text === 'false') return { value: text === 'true' };
  if (text === 'undefined') return { value: undefined };
  if (text === 'Infinity') return { value: Infinity };
  if (text === 'NaN') return { value: NaN };
  const member = /^(\w+)\.(\w+)$/.exec(text);
  if (member?.[1] && member[2]) {
    const owner = library.exports[member[1]];
    if (typeof owner === 'object' && owner !== null && member[2] in owner)
      return { value: (owner as Record<string, unknown>)[member[2]] };
    return undefined;
  }
  if (/^\w+$/.test(text) && text in library.exports) return { value: library.exports[text] };
  if (/^[[{]/.test(text)) {
    try {
      return { value: JSON.parse(text) as unknown };
    } catch {
      return undefined; // not JSON: a snippet of code, which is not compared
    }
  }
  // A bare lower-case word is how some comments write a string (`start`, `- upper`).
  if (/^-?\s*[a-z][\w -]*$/.test(text)) return { value: text };
  return undefined;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a === 'string' && typeof b === 'string') return a.trim() === b.trim();
  if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null)
    return JSON.stringify(a) === JSON.stringify(b);
  return false;
}
