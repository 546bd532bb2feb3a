/**
 * Tooltip formatting
 * Response-time percentiles over a day, with a dated tooltip header, values in milliseconds and rows in the lines' order.
 */
import React from 'react';
import {
  Axis,
  Chart,
  LegendLayout,
  LIGHT_THEME,
  LineSeries,
  Position,
  ScaleType,
  type SeriesIdentifier,
  Settings,
  type Theme,
  Tooltip,
  type XYChartSeriesIdentifier,
} from '@elastic/charts';

const HALF_HOUR = 30 * 60 * 1000;
const START = Date.UTC(2025, 0, 6);
const FIELDS = ['p50', 'p95', 'p99'] as const;
type Field = (typeof FIELDS)[number];

const tenth = (v: number) => Math.round(v * 10) / 10;

// The 50th, 95th and 99th percentile of response time in milliseconds, every half hour for one day.
// The p99 sample of 07:00 was lost: its value is null, which leaves a gap in the line.
const data = Array.from({ length: 48 }, (_, i) => {
  const load = 1 + 0.5 * Math.sin(((i - 18) / 48) * 2 * Math.PI);
  const noise = (i * 7) % 5;
  return {
    time: START + i * HALF_HOUR,
    p50: tenth(60 * load + noise * 1.3),
    p95: tenth(140 * load + noise * 3.1),
    p99: i === 14 ? null : tenth(230 * load + noise * 6.7),
  };
});

// "Mon 6 Jan, 14:30 UTC": the weekday, date and time a person reads, not a timestamp.
const dateTime = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
});

// One decimal and the unit for the tooltip; a missing value must be handled, since showNullValues passes it on.
const milliseconds = (v: number | null) => (v === null ? 'no data' : `${v.toFixed(1)} ms`);

// The chart hands the sort function XY series identifiers, which carry the field each series was read from.
const fieldOf = (series: SeriesIdentifier) => (series as XYChartSeriesIdentifier).yAccessor as Field;
// Highest percentile first, so the rows read top to bottom in the same order as the lines.
const highestPercentileFirst = (a: SeriesIdentifier, b: SeriesIdentifier) =>
  FIELDS.indexOf(fieldOf(b)) - FIELDS.indexOf(fieldOf(a));

interface TooltipFormattingExampleProps {
  baseTheme?: Theme;
  /** List the rows highest percentile first, like the lines; off, they follow the order of `yAccessors` (p50 first). */
  sortRows?: boolean;
  /** Keep a row for a series whose value is missing at the hovered time (hover 07:00 to see p99's). */
  showNullValues?: boolean;
}

export default function TooltipFormattingExample({
  baseTheme = LIGHT_THEME,
  sortRows = true,
  showNullValues = false,
}: TooltipFormattingExampleProps) {
  return (
    <Chart title="Response time percentiles">
      {/* List layout: items side by side at their own widths. The default grid gives each item at least
          the theme's legend.verticalWidth (200 px) and, on a phone, wraps to more rows than the legend has room for. */}
      <Settings baseTheme={baseTheme} showLegend legendLayout={LegendLayout.List} legendPosition={Position.Bottom} />
      <Tooltip
        headerFormatter={({ value }) => dateTime.format(value as number)}
        sort={sortRows ? highestPercentileFirst : undefined}
        showNullValues={showNullValues}
      />
      <Axis id="time" position={Position.Bottom} />
      {/* Whole milliseconds on the ticks: the axis's own tickFormat, which the tooltip does not use here. */}
      <Axis id="latency-axis" position={Position.Left} title="Response time" tickFormat={(v: number) => `${v} ms`} />
      <LineSeries
        id="latency"
        // Without it, all three rows would read "latency", the spec's id: name each after its field.
        name={(series) => String(series.yAccessor)}
        data={data}
        xScaleType={ScaleType.Time}
        yScaleType={ScaleType.Linear}
        xAccessor="time"
        yAccessors={[...FIELDS]}
        // The tooltip formats this series' values with it, in preference to the axis's tickFormat.
        tickFormat={milliseconds}
        timeZone="UTC"
      />
    </Chart>
  );
}
