import type { ThemeParameter } from '@site/src/plugins/content/theme-parameters/types';
import { describe, validateValue, type ColorTest } from './validateValue';
import { isPlainObject, type ParamValue } from './values';

/** The parameters by path, and the paths that hold parameters below them. */
export interface ParameterIndex {
  list: readonly ThemeParameter[];
  byPath: ReadonlyMap<string, ThemeParameter>;
  /** `axes`, `axes.tickLabel`, `axes.tickLabel.padding`: paths with parameters below. */
  containers: ReadonlySet<string>;
  order: readonly string[];
}

export function indexParameters(list: readonly ThemeParameter[]): ParameterIndex {
  const containers = new Set<string>();
  for (const { path } of list) {
    const parts = path.split('.');
    for (let end = 1; end < parts.length; end += 1) containers.add(parts.slice(0, end).join('.'));
  }
  return {
    list,
    byPath: new Map(list.map((parameter) => [parameter.path, parameter])),
    containers,
    order: list.map(({ path }) => path),
  };
}

/** The deepest a theme object is read: six levels hold every parameter of 73.2.1's Theme. */
const MAX_OBJECT_DEPTH = 12;

export interface ReadValues {
  values: Record<string, ParamValue>;
  /** What could not be read, each naming its path and why. */
  problems: string[];
}

/**
 * The parameter values of a theme object (a parsed import, a full theme): every leaf is matched to its
 * parameter and checked against its control; what matches no parameter, or holds a value the control
 * cannot, is named in `problems` (with the nearest parameter's name where a key looks misspelt). An
 * `undefined` value counts as absent, as the library's merge counts it. `resolve` turns a value that
 * is not plain data (a name in a pasted module) into one, or explains why it cannot.
 */
export function readThemeObject(
  object: unknown,
  index: ParameterIndex,
  isColor: ColorTest,
  resolve: (value: unknown, path: string) => { value: unknown } | { problem: string } = (value) => ({ value }),
): ReadValues {
  const values: Record<string, ParamValue> = {};
  const problems: string[] = [];
  const open = new Set<object>();

  const visit = (node: Record<string, unknown>, prefix: string, depth: number) => {
    if (open.has(node)) {
      problems.push(`${prefix || 'The theme'} contains itself (a cycle): a theme is a tree of values.`);
      return;
    }
    if (depth > MAX_OBJECT_DEPTH) {
      problems.push(`${prefix} is nested deeper than any parameter of Theme (more than ${MAX_OBJECT_DEPTH} levels).`);
      return;
    }
    open.add(node);
    for (const key of Object.keys(node)) {
      const path = prefix ? `${prefix}.${key}` : key;
      const resolved = resolve(node[key], path);
      if ('problem' in resolved) {
        problems.push(`${path}: ${resolved.problem}`);
        continue;
      }
      const value = resolved.value;
      if (value === undefined) continue;
      const parameter = index.byPath.get(path);
      if (isPlainObject(value) && index.containers.has(path)) {
        visit(value, path, depth + 1);
        continue;
      }
      if (parameter) {
        const checked = validateValue(parameter, value, isColor);
        if (checked.ok) values[path] = checked.value;
        else problems.push(`${path} ${checked.reason}.`);
      } else if (index.containers.has(path)) {
        problems.push(`${path} holds the parameters below it, not ${describe(value)}.`);
      } else {
        problems.push(`${path} is not a parameter of Theme${suggestion(path, index)}.`);
      }
    }
    open.delete(node);
  };

  if (isPlainObject(object)) visit(object, '', 0);
  else problems.push(`A theme is an object of sections; this is ${describe(object)}.`);
  return { values, problems };
}

/** ` (did you mean axes.tickLabel.fontSize?)` for a key within two edits of a sibling's. */
function suggestion(path: string, index: ParameterIndex): string {
  const cut = path.lastIndexOf('.');
  const parent = cut === -1 ? '' : path.slice(0, cut);
  const key = path.slice(cut + 1);
  const siblings = [...index.byPath.keys(), ...index.containers].filter(
    (candidate) =>
      candidate.startsWith(parent ? `${parent}.` : '') &&
      !candidate.slice(parent ? parent.length + 1 : 0).includes('.'),
  );
  const near = siblings.find((candidate) => editDistance(candidate.slice(cut + 1), key) <= 2);
  return near ? ` (did you mean ${near}?)` : '';
}

function editDistance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 2) return 3;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}
