/**
 * Legend
 * A legend beside the chart, below it on a narrow screen, with each series' last and average values; click an item
 * to show only its series.
 */
import React, { useEffect, useRef, useState } from 'react';
import {
  Axis,
  Chart,
  LIGHT_THEME,
  LegendLayout,
  LegendValue,
  LineSeries,
  Position,
  ScaleType,
  Settings,
  type Theme,
} from '@elastic/charts';

const SERIES = ['p50', 'p90', 'p99'];
const data = SERIES.flatMap((percentile, p) =>
  Array.from({ length: 20 }, (_, minute) => ({
    minute,
    percentile,
    latency: Math.round((p + 1) * 60 + 15 * Math.sin(minute / 3 + p)),
  })),
);

interface LegendExampleProps {
  baseTheme?: Theme;
  legendPosition?: Position;
  /** Show each series' last and average values beside its name. */
  showValues?: boolean;
}

/** Height of the list below the plot on a narrow chart: one line per percentile. */
const LIST_HEIGHT = 96;

/** Below this chart width, a legend beside the plot leaves the plot too little room: it moves below the plot. */
const BESIDE_MIN_WIDTH = 560;

/**
 * 73.2.1 flows a list legend's entries inline, like words in a paragraph, so on a phone a region's values wrapped
 * onto the line of the next region. One rule, scoped to this chart's box, starts each entry on a line of its own.
 */
const ONE_ENTRY_PER_LINE = '[data-legend-entries="lines"] .echLegendListContainer .echLegendItem { display: block; }';

/**
 * Whether the element `ref` points at is narrower than `width`, followed as it resizes; undefined until measured.
 * A boolean, not the width: a resize that does not cross the line must not re-render the chart (in 73.2.1 a chart
 * whose specs re-render with equal props never reports its render complete again).
 */
function useNarrowerThan(ref: React.RefObject<HTMLDivElement | null>, width: number): boolean | undefined {
  const [narrow, setNarrow] = useState<boolean>();
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const observer = new ResizeObserver(([entry]) => setNarrow((entry?.contentRect.width ?? 0) < width));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, width]);
  return narrow;
}

export default function LegendExample({
  baseTheme = LIGHT_THEME,
  legendPosition = Position.Right,
  showValues = true,
}: LegendExampleProps) {
  const box = useRef<HTMLDivElement>(null);
  const narrow = useNarrowerThan(box, BESIDE_MIN_WIDTH);
  const position =
    narrow && (legendPosition === Position.Left || legendPosition === Position.Right)
      ? Position.Bottom
      : legendPosition;
  return (
    <div ref={box} data-legend-entries="lines" style={{ width: '100%', height: '100%' }}>
      <style>{ONE_ENTRY_PER_LINE}</style>
      {narrow !== undefined && (
        <Chart title="Latency percentiles">
          <Settings
            baseTheme={baseTheme}
            showLegend
            legendPosition={position}
            // Below the plot, a list: 73.2.1 cuts a table there short (its last row hidden, see the page).
            legendLayout={narrow ? LegendLayout.List : undefined}
            // Three lines of 24 px and the list's margins: the library's own height for a list stops at two and a half.
            legendSize={narrow ? LIST_HEIGHT : undefined}
            legendValues={showValues ? [LegendValue.LastValue, LegendValue.Average] : []}
            legendTitle="Percentile"
          />
          <Axis id="minute" position={Position.Bottom} title="Minute" />
          <Axis id="latency-axis" position={Position.Left} title="ms" />
          <LineSeries
            id="latency"
            data={data}
            xScaleType={ScaleType.Linear}
            yScaleType={ScaleType.Linear}
            xAccessor="minute"
            yAccessors={['latency']}
            splitSeriesAccessors={['percentile']}
            // Whole milliseconds in the legend and the tooltip: with every decimal, an average such as 120.85 widens the table.
            tickFormat={(v: number) => `${Math.round(v)}`}
          />
        </Chart>
      )}
    </div>
  );
}
