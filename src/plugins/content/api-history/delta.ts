import type { Delta } from './types';

/** A JSON object of the history: a surface, or a part of one. */
export type JsonObject = { [key: string]: unknown };

/**
 * The change from `before` to `after`, key by key (the encoding is described at `Delta`): a version
 * changes a few members of a few hundred exports, so each later version is stored as this rather than
 * whole. Empty when the two are equal.
 */
export function diff(before: JsonObject, after: JsonObject, path = ''): Delta {
  const delta: Delta = {};
  for (const key of Object.keys(before)) if (!(key in after)) delta[key] = null;
  for (const [key, value] of Object.entries(after)) {
    const where = `${path}/${key}`;
    const old = before[key];
    if (key === SET) throw new Error(`api-history: a surface has a key "${SET}" (at ${where}), which deltas reserve.`);
    if (isObject(old) && isObject(value)) {
      const inner = diff(old, value, where);
      if (Object.keys(inner).length > 0) delta[key] = inner;
    } else if (!(key in before) || JSON.stringify(old) !== JSON.stringify(value)) {
      assertStorable(value, where);
      delta[key] = { [SET]: value };
    }
  }
  return delta;
}

/** `before` changed by `delta`, as a new object (`before` is left as it was). */
export function applyDelta(before: JsonObject, delta: Delta, path = ''): JsonObject {
  const after: JsonObject = { ...before };
  for (const [key, change] of Object.entries(delta)) {
    const where = `${path}/${key}`;
    if (change === null) {
      if (!(key in after))
        throw new Error(`api-history: the history removes ${where}, which the version before lacks.`);
      delete after[key];
    } else if (SET in change) {
      after[key] = structuredClone(change[SET]);
    } else {
      const inner = after[key];
      if (!isObject(inner)) {
        throw new Error(
          `api-history: the history changes ${where} as an object, but the version before has no object there.`,
        );
      }
      after[key] = applyDelta(inner, change, where);
    }
  }
  return after;
}

/**
 * Whether a surface (or a part set whole) can be told apart from a delta: it never holds `null` (nor
 * `undefined`, which JSON drops), since a delta's `null` means "removed", nor a key "=".
 */
export function assertStorable(value: unknown, where = ''): void {
  if (value === null || value === undefined) {
    throw new Error(`api-history: a surface holds ${String(value)} at ${where || '/'}; deltas use null for a removal.`);
  }
  if (typeof value !== 'object') return;
  for (const [key, inner] of Object.entries(value)) {
    if (key === SET)
      throw new Error(`api-history: a surface has a key "${SET}" (at ${where}/${key}), which deltas reserve.`);
    assertStorable(inner, `${where}/${key}`);
  }
}

/** The key of a value set whole. A surface's keys are names (exports, members, packages, props): never "=". */
const SET = '=';

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
