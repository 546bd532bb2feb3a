/**
 * Legend values
 * Request rates of three regions, with a legend table of each region's average, peak and latest rate.
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

/** Below this chart width, half of it cannot hold three columns of values, and the table keeps the latest rate only. */
const THREE_COLUMNS_MIN_WIDTH = 560;

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
  const beside = legendPosition === Position.Left || legendPosition === Position.Right;
  const box = useRef<HTMLDivElement>(null);
  // A table of values beside the plot gets at most half the chart's width: the columns depend on the width it has.
  const narrow = useNarrowerThan(box, THREE_COLUMNS_MIN_WIDTH);
  const last = skipMissingLast ? LegendValue.LastNonNullValue : LegendValue.LastValue;
  return (
    <div ref={box} style={{ width: '100%', height: '100%' }}>
      {narrow !== undefined && (
        <Chart title="Requests per region">
          <Settings
            baseTheme={baseTheme}
            showLegend
            legendPosition={legendPosition}
            // Beside the plot, values make a table with a header row; above or below it, a list on one or two lines reads better.
            legendLayout={beside ? undefined : LegendLayout.List}
            legendSize={beside ? tableWidth : undefined}
            legendTitle="Region"
            legendValues={beside && narrow ? [last] : [LegendValue.Average, LegendValue.Max, last]}
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
