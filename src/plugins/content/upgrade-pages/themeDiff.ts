import { colorName, isColor, sameColor } from '../api-history/cssColor';
import type { Surface, ThemeTree, ThemeValue } from '../api-history/types';
import type { AddedTheme, LookChange, ThemeComparison, ThemeSection, ThemeValueLine } from './types';

/** A theme's leaf values by their path from the theme's root (`axes.gridLine.horizontal.visible`). */
type Leaves = Map<string, ThemeValue>;

/**
 * An added theme is said to hold another's values when at most this share of its values differ from that theme's
 * in the older release (61's `LEGACY_LIGHT_THEME` is 60's `LIGHT_THEME`, renamed, but for a few values).
 */
const LIKE_AT_MOST = 0.25;

/**
 * What changed in the themes a release exports, from the theme history (`Surface.themes`): themes added (with the
 * theme of the older release whose values they hold, when one is close) and removed, and every value changed in a
 * theme both have, grouped by the theme's section (its top-level key: `axes`, `lineSeriesStyle`...), each value
 * once with the themes that changed it alike. Two strings that are one colour (`white`, `#ffffff`) are no change.
 * `look` says in words what the default theme (`defaultTheme`: the `baseTheme` a chart applies) changed of its
 * look: background, grid lines, line width, points, palette.
 */
export function themeComparison(
  id: string,
  from: string,
  to: string,
  before: Surface,
  after: Surface,
  defaultTheme: string | undefined,
): ThemeComparison {
  const oldNames = Object.keys(before.themes);
  const newNames = Object.keys(after.themes);
  const removed = oldNames.filter((name) => !newNames.includes(name));
  const added = newNames
    .filter((name) => !oldNames.includes(name))
    .map((name): AddedTheme => {
      const leaves = leavesOf(after.themes[name] ?? {});
      const like = nearest(leaves, before.themes);
      return {
        name,
        values: leaves.size,
        ...(like && like.differing <= leaves.size * LIKE_AT_MOST && { like: { ...like, version: from } }),
      };
    });

  const sections = new Map<string, Map<string, ThemeValueLine>>();
  const changed: ThemeComparison['changed'] = [];
  for (const name of newNames.filter((theme) => oldNames.includes(theme))) {
    const changes = changedLeaves(leavesOf(before.themes[name] ?? {}), leavesOf(after.themes[name] ?? {}));
    if (changes.length === 0) continue;
    changed.push({ theme: name, values: changes.length });
    for (const { path, before: old, after: next } of changes) {
      const [section = path, ...rest] = path.split('.');
      const lines = sections.get(section) ?? new Map<string, ThemeValueLine>();
      sections.set(section, lines);
      const line = lines.get(path) ?? { path: rest.join('.'), kind: kindOf(old, next), variants: [] };
      lines.set(path, line);
      const same = line.variants.find(
        (variant) =>
          JSON.stringify(variant.before) === JSON.stringify(old) &&
          JSON.stringify(variant.after) === JSON.stringify(next),
      );
      if (same) same.themes.push(name);
      else {
        const swatches = (['before', 'after'] as const).filter((side) => {
          const value = side === 'before' ? old : next;
          return typeof value === 'string' && isColor(value);
        });
        line.variants.push({
          themes: [name],
          ...(old !== undefined && { before: old }),
          ...(next !== undefined && { after: next }),
          ...(swatches.length > 0 && { swatches }),
        });
      }
    }
  }
  const bySection: ThemeSection[] = [...sections]
    .sort(([a], [b]) => compare(a, b))
    .map(([section, lines]) => ({ section, values: [...lines.values()].sort((a, b) => compare(a.path, b.path)) }));
  const look =
    defaultTheme && before.themes[defaultTheme] && after.themes[defaultTheme]
      ? lookChanges(leavesOf(before.themes[defaultTheme]), leavesOf(after.themes[defaultTheme]))
      : [];
  return {
    id,
    from,
    to,
    ...(defaultTheme && { defaultTheme }),
    added,
    removed,
    changed,
    sections: bySection,
    look,
  };
}

/** The number of values a comparison lists: each changed value of each theme, and each theme added or removed. */
export function themeChangeCount(comparison: ThemeComparison): number {
  return (
    comparison.changed.reduce((sum, { values }) => sum + values, 0) +
    comparison.added.length +
    comparison.removed.length
  );
}

/**
 * The default theme's look in words: each aspect below whose values changed. Paths are the library's theme keys,
 * the same from 60 to 73; an aspect whose key a release lacks says nothing.
 */
function lookChanges(before: Leaves, after: Leaves): LookChange[] {
  const look: LookChange[] = [];
  const pair = (path: string) => ({ before: before.get(path), after: after.get(path) });
  const changedAt = (path: string) => !sameValue(before.get(path), after.get(path));

  const background = pair('background.color');
  if (
    changedAt('background.color') &&
    typeof background.before === 'string' &&
    typeof background.after === 'string' &&
    isColor(background.before) &&
    isColor(background.after)
  ) {
    const beforeName = colorName(background.before);
    const afterName = colorName(background.after);
    look.push({
      aspect: 'background',
      before: background.before,
      after: background.after,
      ...(beforeName && { beforeName }),
      ...(afterName && { afterName }),
    });
  }

  const shown = (axis: 'horizontal' | 'vertical') => ({
    before: before.get(`axes.gridLine.${axis}.visible`),
    after: after.get(`axes.gridLine.${axis}.visible`),
  });
  const horizontal = shown('horizontal');
  const vertical = shown('vertical');
  const gridChange = (values: { before?: ThemeValue; after?: ThemeValue }) =>
    typeof values.before === 'boolean' && typeof values.after === 'boolean' && values.before !== values.after;
  if (gridChange(horizontal) && gridChange(vertical) && horizontal.after === vertical.after)
    look.push({ aspect: 'gridLines', axes: 'both', shown: horizontal.after === true });
  else {
    if (gridChange(horizontal))
      look.push({ aspect: 'gridLines', axes: 'horizontal', shown: horizontal.after === true });
    if (gridChange(vertical)) look.push({ aspect: 'gridLines', axes: 'vertical', shown: vertical.after === true });
  }

  for (const series of ['line', 'area'] as const) {
    const width = pair(`${series}SeriesStyle.line.strokeWidth`);
    if (typeof width.before === 'number' && typeof width.after === 'number' && width.before !== width.after)
      look.push({ aspect: 'lineWidth', series, before: width.before, after: width.after });
  }
  for (const series of ['line', 'area'] as const) {
    const points = pair(`${series}SeriesStyle.point.visible`);
    if (
      points.before !== undefined &&
      points.after !== undefined &&
      !sameValue(points.before, points.after) &&
      !Array.isArray(points.before) &&
      !Array.isArray(points.after) &&
      typeof points.before !== 'object' &&
      typeof points.after !== 'object'
    )
      look.push({ aspect: 'points', series, before: points.before, after: points.after });
  }

  const palette = pair('colors.vizColors');
  if (isPalette(palette.before) && isPalette(palette.after) && !sameValue(palette.before, palette.after)) {
    const old = palette.before;
    const next = palette.after;
    const kept = next.filter((color) => old.some((oldColor) => sameColor(oldColor, color))).length;
    look.push({ aspect: 'palette', before: old, after: next, kept });
  }
  return look;
}

/** The values of two releases' theme that differ, in path order. */
function changedLeaves(before: Leaves, after: Leaves): { path: string; before?: ThemeValue; after?: ThemeValue }[] {
  const paths = [...new Set([...before.keys(), ...after.keys()])].sort(compare);
  return paths
    .filter((path) => !sameValue(before.get(path), after.get(path)))
    .map((path) => ({
      path,
      ...(before.has(path) && { before: before.get(path) }),
      ...(after.has(path) && { after: after.get(path) }),
    }));
}

/** The theme of `themes` whose values differ least from `leaves`, and by how many. */
function nearest(leaves: Leaves, themes: Record<string, ThemeTree>): { theme: string; differing: number } | undefined {
  let best: { theme: string; differing: number } | undefined;
  for (const [name, tree] of Object.entries(themes)) {
    const differing = changedLeaves(leavesOf(tree), leaves).length;
    if (!best || differing < best.differing) best = { theme: name, differing };
  }
  return best;
}

function leavesOf(tree: ThemeTree, prefix = '', into: Leaves = new Map()): Leaves {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && !Array.isArray(value)) leavesOf(value, path, into);
    else into.set(path, value);
  }
  return into;
}

/** Equal values; strings (and arrays of strings) that are one colour count as equal. */
function sameValue(a: ThemeValue | undefined, b: ThemeValue | undefined): boolean {
  if (typeof a === 'string' && typeof b === 'string') return a === b || sameColor(a, b);
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  return JSON.stringify(a) === JSON.stringify(b);
}

function isPalette(value: ThemeValue | undefined): value is string[] {
  return Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string' && isColor(item));
}

function kindOf(before: ThemeValue | undefined, after: ThemeValue | undefined): ThemeValueLine['kind'] {
  if (isPalette(before) || isPalette(after)) return 'palette';
  if ([before, after].some((value) => typeof value === 'string' && isColor(value))) return 'color';
  return 'value';
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
