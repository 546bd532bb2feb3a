/**
 * Legend
 * A legend beside the chart that shows each series' last and average values; click an item to show only its series.
 */
import React from 'react';
import {
  Axis,
  Chart,
  LIGHT_THEME,
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

export default function LegendExample({
  baseTheme = LIGHT_THEME,
  legendPosition = Position.Right,
  showValues = true,
}: LegendExampleProps) {
  return (
    <Chart title="Latency percentiles">
      <Settings
        baseTheme={baseTheme}
        showLegend
        legendPosition={legendPosition}
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
        // Whole milliseconds in the legend and the tooltip; with every decimal the table no longer fits beside the plot on a phone.
        tickFormat={(v: number) => `${Math.round(v)}`}
      />
    </Chart>
  );
}
