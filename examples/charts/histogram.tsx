/**
 * Histogram
 * Response times binned every 50 ms, drawn as edge-to-edge bars on a linear scale.
 */
import React from 'react';
import { Axis, Chart, HistogramBarSeries, LIGHT_THEME, Position, ScaleType, Settings, type Theme } from '@elastic/charts';

const BIN = 50;
// A skewed distribution: most responses are fast, a long tail is slow.
const data = Array.from({ length: 16 }, (_, i) => ({
  bin: i * BIN,
  count: Math.round(400 * Math.exp(-((i - 3) ** 2) / 6) + 30 * Math.exp(-i / 5)),
}));

export default function HistogramExample({ baseTheme = LIGHT_THEME }: { baseTheme?: Theme }) {
  return (
    <Chart title="Response time distribution">
      <Settings baseTheme={baseTheme} />
      <Axis id="time" position={Position.Bottom} title="Response time (ms)" />
      <Axis id="count" position={Position.Left} title="Requests" />
      <HistogramBarSeries
        id="responses"
        data={data}
        xScaleType={ScaleType.Linear}
        yScaleType={ScaleType.Linear}
        xAccessor="bin"
        yAccessors={['count']}
      />
    </Chart>
  );
}
