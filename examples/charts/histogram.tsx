/**
 * Histogram
 * Response times binned every 50 ms, drawn as bin-wide bars on a linear scale.
 */
import React from 'react';
import {
  Axis,
  Chart,
  HistogramBarSeries,
  LIGHT_THEME,
  Position,
  ScaleType,
  Settings,
  type Theme,
} from '@elastic/charts';

const BIN = 50;
// A skewed distribution: most responses are fast, a long tail is slow.
const responseTimes = (bins: number) =>
  Array.from({ length: bins }, (_, i) => ({
    bin: i * BIN,
    count: Math.round(400 * Math.exp(-((i - 3) ** 2) / 6) + 30 * Math.exp(-i / 5)),
  }));

interface HistogramExampleProps {
  baseTheme?: Theme;
  /** How many 50 ms bins to draw. */
  bins?: number;
  /** Horizontal bars rotate the chart by 90°: the time axis runs down the left side. */
  orientation?: 'vertical' | 'horizontal';
}

export default function HistogramExample({
  baseTheme = LIGHT_THEME,
  bins = 16,
  orientation = 'vertical',
}: HistogramExampleProps) {
  const horizontal = orientation === 'horizontal';
  return (
    <Chart title="Response time distribution">
      <Settings baseTheme={baseTheme} rotation={horizontal ? 90 : 0} />
      <Axis id="time" position={horizontal ? Position.Left : Position.Bottom} title="Response time (ms)" />
      <Axis id="count" position={horizontal ? Position.Bottom : Position.Left} title="Requests" />
      <HistogramBarSeries
        id="responses"
        data={responseTimes(bins)}
        xScaleType={ScaleType.Linear}
        yScaleType={ScaleType.Linear}
        xAccessor="bin"
        yAccessors={['count']}
      />
    </Chart>
  );
}
