import { createRequire } from 'node:module';
import path from 'node:path';
import type { ReflectionIndex } from './reflectionIndex';
import type { Segment } from './types';

/** Default values by component name, then prop name, as runs of a table cell. */
export type RuntimeDefaults = Map<string, Map<string, Segment[]>>;

/** Longest default written out as a value; larger objects are named or left to the reference. */
const MAX_INLINE_LENGTH = 60;

/**
 * The defaults a component really applies, where the library exports them: for a component `X`,
 * the `xBuildProps.defaults` object (`settingsBuildProps`, `tooltipBuildProps` in 73.2.1). Read from
 * the installed package itself, so they cannot drift from what a chart does. A default that is one
 * of the library's exported constants (`LIGHT_THEME`) is shown by that name, linked.
 */
export function readRuntimeDefaults(siteDir: string, index: ReflectionIndex): RuntimeDefaults {
  const library = createRequire(path.join(siteDir, 'package.json'))('@elastic/charts') as Record<string, unknown>;
  const namesByValue = new Map<unknown, string>();
  for (const [name, value] of Object.entries(library)) {
    if (typeof value === 'object' && value !== null && !namesByValue.has(value)) namesByValue.set(value, name);
  }

  const result: RuntimeDefaults = new Map();
  for (const [exportName, value] of Object.entries(library)) {
    const match = /^(\w+)BuildProps$/.exec(exportName);
    const defaults = (value as { defaults?: unknown } | undefined)?.defaults;
    if (!match?.[1] || typeof defaults !== 'object' || defaults === null) continue;
    const component = match[1].charAt(0).toUpperCase() + match[1].slice(1);
    const cells = new Map<string, Segment[]>();
    for (const [prop, propDefault] of Object.entries(defaults)) {
      const cell = formatValue(propDefault, namesByValue, index);
      if (cell) cells.set(prop, cell);
    }
    result.set(component, cells);
  }
  return result;
}

function formatValue(value: unknown, namesByValue: Map<unknown, string>, index: ReflectionIndex): Segment[] | undefined {
  if (typeof value === 'function') return undefined;
  if (typeof value === 'number') return [{ text: String(value), code: true }];
  if (typeof value !== 'object' || value === null) return [{ text: JSON.stringify(value) ?? 'undefined', code: true }];
  const name = namesByValue.get(value);
  if (name) {
    const id = index.byName.get(name)?.[0]?.id;
    const href = id === undefined ? undefined : index.urlOf(id);
    return [href ? { text: name, code: true, href } : { text: name, code: true }];
  }
  const json = JSON.stringify(value);
  return json.length <= MAX_INLINE_LENGTH ? [{ text: json, code: true }] : undefined;
}
