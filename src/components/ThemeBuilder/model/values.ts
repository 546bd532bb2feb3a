/**
 * Values at parameter paths, and the partial theme they make. Pure: the state, the export, the import
 * and the checks all read values through here.
 */

/** What a parameter can hold: a primitive, a list (a palette, a dash pattern, gradient stops) or a plain object in a list. */
export type ParamValue = string | number | boolean | ParamValue[] | { [key: string]: ParamValue };

/** The changes a reader made, by parameter path (`axes.tickLabel.fontSize`). */
export type Overrides = Readonly<Record<string, ParamValue>>;

/** A theme-shaped object: the library's `Theme`, or the partial built from overrides. */
export type ThemeObject = { readonly [key: string]: unknown };

/** An object of data: made by a literal, by JSON or without a prototype (not a list, not an instance of a class). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** The value at `path` in `theme`, or undefined where the path does not reach. */
export function valueAt(theme: unknown, path: string): unknown {
  let at: unknown = theme;
  for (const key of path.split('.')) {
    if (!isPlainObject(at) || !Object.hasOwn(at, key)) return undefined;
    at = at[key];
  }
  return at;
}

/** Deep equality of parameter values: lists item by item, objects key by key. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = Object.keys(a);
    return (
      keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && sameValue(a[key], b[key]))
    );
  }
  return false;
}

/**
 * The overrides that differ from `base`, in `order` (the parameters' order in the `Theme` type), so
 * that an export lists them as the type does.
 */
export function changedEntries(
  overrides: Overrides,
  base: ThemeObject,
  order: readonly string[],
): [string, ParamValue][] {
  return order.flatMap((path) => {
    const value = overrides[path];
    return value === undefined || sameValue(value, valueAt(base, path)) ? [] : [[path, value] as [string, ParamValue]];
  });
}

/**
 * The partial theme of `entries`: `axes.tickLabel.fontSize: 14` becomes `{ axes: { tickLabel: { fontSize: 14 } } }`.
 * Lists are copied, so the chart never holds the builder's state.
 */
export function partialTheme(entries: readonly (readonly [string, ParamValue])[]): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [path, value] of entries) {
    const keys = path.split('.');
    const last = keys.pop();
    if (last === undefined) continue;
    let at = root;
    for (const key of keys) {
      const next = at[key];
      if (isPlainObject(next)) at = next;
      else {
        const created: Record<string, unknown> = {};
        at[key] = created;
        at = created;
      }
    }
    at[last] = structuredClone(value);
  }
  return root;
}

/** Whether `path` lies inside `other` or `other` inside it (`a.b` and `a.b.c`): two forms of one value. */
export function pathsOverlap(path: string, other: string): boolean {
  return path === other || path.startsWith(`${other}.`) || other.startsWith(`${path}.`);
}
