import type { PartialTheme } from '@elastic/charts';
import { sameValue } from '../model/values';

/** The kinds of chart the preview draws, by the library's chart type. */
export type ChartKind = 'xy' | 'partition' | 'heatmap' | 'metric' | 'bullet' | 'goal';

/**
 * The sections of `Theme` that only some chart types read, as 73.2.1's compiled code reads them: each
 * name below occurs under `dist/chart_types/` only in the folders of the kinds listed (the series styles
 * in `xy_chart`, `partition` in `partition_chart`, `metric` in `metric` and `bullet_graph`, which draws
 * metric tiles when it is small, and so on). Every other section (background, margins, axes, legend,
 * tooltip...) counts for every chart.
 */
const READ_ONLY_BY: Record<string, readonly ChartKind[]> = {
  lineSeriesStyle: ['xy'],
  areaSeriesStyle: ['xy'],
  barSeriesStyle: ['xy'],
  bubbleSeriesStyle: ['xy'],
  partition: ['partition'],
  heatmap: ['heatmap'],
  metric: ['metric', 'bullet'],
  bulletGraph: ['bullet'],
  goal: ['goal'],
  flamegraph: [],
};

/**
 * Whether a chart of `kind` draws alike with both themes: they differ only in sections its kind does not
 * read. A change of the bar style then leaves the heatmap and the metric tiles as they are, instead of
 * making every chart of the preview compute its whole layout again.
 */
export function sameForKind(kind: ChartKind, a: PartialTheme, b: PartialTheme): boolean {
  if (a === b) return true;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    const readers = READ_ONLY_BY[key];
    if (readers && !readers.includes(kind)) continue;
    if (!sameValue(a[key as keyof PartialTheme], b[key as keyof PartialTheme])) return false;
  }
  return true;
}
