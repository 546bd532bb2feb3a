/**
 * Legend values
 * Request rates of three regions, with a legend of each region's average, peak and latest rate.
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

const MINUTE = 60 * 1000;
const START = Date.UTC(2025, 3, 7, 14, 0);
const REGIONS = ['EU', 'US', 'Asia'];

// One row per region and minute. Asia's last minute has not been reported yet, so its rate is null there.
const data = REGIONS.flatMap((region, r) =>
  Array.from({ length: 30 }, (_, minute) => ({
    time: START + minute * MINUTE,
    region,
    rate:
      region === 'Asia' && minute === 29
        ? null
        : Math.round(300 + 180 * r + 60 * Math.sin(minute / 4 + r) + ((minute * 13 + r * 7) % 25)),
  })),
);

interface LegendValuesExampleProps {
  baseTheme?: Theme;
  legendPosition?: Position;
  /**
   * Show each region's last non-null rate. Turn it off to show the rate at the last minute instead,
   * which Asia does not have: its cell stays empty.
   */
  skipMissingLast?: boolean;
  /**
   * Width of the legend table when it sits beside the plot. The library sizes the table from text measured in its
   * own font, while the table is drawn in the page's font: a little room to spare keeps the last column whole.
   */
  tableWidth?: number;
}

/**
 * Below this chart width, half of it cannot hold a table of three values: the legend moves below the plot, as a list
 * that keeps the three.
 */
const TABLE_BESIDE_MIN_WIDTH = 560;

/**
 * 73.2.1 flows a list legend's entries inline, like words in a paragraph, so on a phone a region's values wrapped
 * onto the line of the next region. One rule, scoped to this chart's box, starts each entry on a line of its own.
 */
const ONE_ENTRY_PER_LINE = '[data-legend-entries="lines"] .echLegendListContainer .echLegendItem { display: block; }';

/**
 * Height of the list below the plot: six lines of 24 px and the list's margins, as many as three regions take on a
 * phone, where each region's values fill a line and a half.
 */
const LIST_HEIGHT = 164;

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

export default function LegendValuesExample({
  baseTheme = LIGHT_THEME,
  legendPosition = Position.Right,
  skipMissingLast = true,
  tableWidth = 320,
}: LegendValuesExampleProps) {
  const box = useRef<HTMLDivElement>(null);
  // A table of values beside the plot gets at most half the chart's width: too narrow a chart puts it below instead.
  const narrow = useNarrowerThan(box, TABLE_BESIDE_MIN_WIDTH);
  const position =
    narrow && (legendPosition === Position.Left || legendPosition === Position.Right)
      ? Position.Bottom
      : legendPosition;
  const beside = position === Position.Left || position === Position.Right;
  const last = skipMissingLast ? LegendValue.LastNonNullValue : LegendValue.LastValue;
  return (
    <div ref={box} data-legend-entries="lines" style={{ width: '100%', height: '100%' }}>
      <style>{ONE_ENTRY_PER_LINE}</style>
      {narrow !== undefined && (
        <Chart title="Requests per region">
          <Settings
            baseTheme={baseTheme}
            showLegend
            legendPosition={position}
            // Beside the plot, values make a table with a header row. Above or below it, 73.2.1 cuts a table short (rows
            // hidden, columns past the edge): a list, which writes each value after its title, shows them all.
            legendLayout={beside ? undefined : LegendLayout.List}
            // The library's own height for a list stops at two and a half lines, and the rest would scroll out of sight.
            legendSize={beside ? tableWidth : narrow ? LIST_HEIGHT : undefined}
            legendTitle="Region"
            legendValues={[LegendValue.Average, LegendValue.Max, last]}
          />
          <Axis id="time" position={Position.Bottom} />
          <Axis id="rate-axis" position={Position.Left} />
          <LineSeries
            id="rate"
            data={data}
            xScaleType={ScaleType.Time}
            yScaleType={ScaleType.Linear}
            xAccessor="time"
            yAccessors={['rate']}
            splitSeriesAccessors={['region']}
            // Formats the legend values (and the tooltip): averages would otherwise print every decimal.
            tickFormat={(v: number) => `${Math.round(v)}/s`}
            timeZone="UTC"
          />
        </Chart>
      )}
    </div>
  );
}
