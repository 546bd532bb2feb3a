import { installedLibrary } from '../installedLibrary';
import { readAppliedSpecs } from './appliedSpecs';
import type { Segment } from './types';

/** A default the library applies, by component name, then prop name. */
export type RuntimeDefaults = Map<string, Map<string, RuntimeDefault>>;

export interface RuntimeDefault {
  /** The value itself, to compare with what a comment declares. */
  value: unknown;
  /** Shown in a table cell instead of the value, where the value is not the whole story. */
  note?: Segment[];
}

/**
 * Defaults the library applies where it reads a prop rather than in the spec it stores, so that
 * rendering the spec cannot see them. Each is read from the constant the library's code uses, in
 * the installed package (a moved constant fails the build here, by name); `readBy` are the specs
 * whose code reads the prop, `notReadBy` those that take the prop but never read it.
 * `tests/runtimeDefaults.spec.ts` checks each in Chromium, through what a chart shows.
 */
const READ_TIME_DEFAULTS = [
  {
    prop: 'y0AccessorFormat',
    file: 'chart_types/xy_chart/tooltip/tooltip.js',
    constant: 'Y0_ACCESSOR_POSTFIX',
    readBy: ['AreaSeries', 'BarSeries', 'HistogramBarSeries'],
    notReadBy: ['LineSeries', 'BubbleSeries'],
  },
  {
    prop: 'y1AccessorFormat',
    file: 'chart_types/xy_chart/tooltip/tooltip.js',
    constant: 'Y1_ACCESSOR_POSTFIX',
    readBy: ['AreaSeries', 'BarSeries', 'HistogramBarSeries'],
    notReadBy: ['LineSeries', 'BubbleSeries'],
  },
] as const;

/** Written in place of a default for a prop a spec accepts but never reads. */
export const NOT_READ = Symbol('not read');

/**
 * The defaults every component of the installed library really applies:
 * 1. the spec each spec component stores when given only an id (`readAppliedSpecs`);
 * 2. React `defaultProps` where a component has them (`Chart`'s `renderer`);
 * 3. the read-time defaults above.
 * The spec's own bookkeeping keys (`chartType`, `specType`, ...) are kept too; a table only shows
 * the keys it has a row for.
 */
export function readRuntimeDefaults(siteDir: string): RuntimeDefaults {
  const installed = installedLibrary(siteDir);
  const library = installed.load();
  const result: RuntimeDefaults = new Map();
  const defaultsOf = (name: string) => {
    const existing = result.get(name);
    if (existing) return existing;
    const created = new Map<string, RuntimeDefault>();
    result.set(name, created);
    return created;
  };

  for (const [name, spec] of readAppliedSpecs(siteDir)) {
    for (const [prop, value] of Object.entries(spec)) defaultsOf(name).set(prop, { value });
  }
  for (const [name, value] of Object.entries(library)) {
    const defaultProps = (value as { defaultProps?: unknown } | null)?.defaultProps;
    if (typeof value !== 'function' || typeof defaultProps !== 'object' || defaultProps === null) continue;
    for (const [prop, propDefault] of Object.entries(defaultProps)) defaultsOf(name).set(prop, { value: propDefault });
  }
  for (const { prop, file, constant, readBy, notReadBy } of READ_TIME_DEFAULTS) {
    const value = installed.loadDist(file)[constant];
    if (value === undefined) {
      throw new Error(
        `props-tables: ${constant} is gone from @elastic/charts/dist/${file}; check the read-time default of ${prop} in runtimeDefaults.ts.`,
      );
    }
    for (const name of readBy) defaultsOf(name).set(prop, { value });
    for (const name of notReadBy) {
      defaultsOf(name).set(prop, { value: NOT_READ, note: [{ text: `none: only ${readBy.join(', ')} read it` }] });
    }
  }
  return result;
}
