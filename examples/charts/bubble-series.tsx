/**
 * Bubble series
 * Endpoints by request count and latency, each bubble sized by its error count.
 */
import React from 'react';
import {
  Axis,
  BubbleSeries,
  Chart,
  ColorVariant,
  LIGHT_THEME,
  Position,
  ScaleType,
  Settings,
  type Theme,
} from '@elastic/charts';

const data = [
  { endpoint: '/search', requests: 5400, latency: 210, errors: 40 },
  { endpoint: '/login', requests: 1200, latency: 90, errors: 12 },
  { endpoint: '/cart', requests: 2600, latency: 150, errors: 8 },
  { endpoint: '/checkout', requests: 800, latency: 320, errors: 25 },
  { endpoint: '/profile', requests: 1900, latency: 60, errors: 3 },
];

interface BubbleSeriesExampleProps {
  baseTheme?: Theme;
  /**
   * How large the biggest bubble may grow, from 1 to 100 (the theme's `markSizeRatio`): about its radius in pixels.
   * The library's default, 50, needs more room around the data than a phone's plot has.
   */
  markSizeRatio?: number;
}

export default function BubbleSeriesExample({ baseTheme = LIGHT_THEME, markSizeRatio = 30 }: BubbleSeriesExampleProps) {
  return (
    <Chart title="Latency by traffic">
      {/* Both domains reach past the data, so that the bubbles at its edges are drawn whole. DARK_THEME
          fills bubbles black (LIGHT_THEME with the series colour): the fill is set here for both. */}
      <Settings
        baseTheme={baseTheme}
        theme={{ markSizeRatio, bubbleSeriesStyle: { point: { fill: ColorVariant.Series } } }}
        xDomain={{ min: 0, max: 7000 }}
      />
      <Axis id="requests" position={Position.Bottom} title="Requests per minute" />
      <Axis id="latency" position={Position.Left} title="Latency (ms)" domain={{ min: 0, max: 400 }} />
      <BubbleSeries
        id="endpoints"
        data={data}
        xScaleType={ScaleType.Linear}
        yScaleType={ScaleType.Linear}
        xAccessor="requests"
        yAccessors={['latency']}
        markSizeAccessor="errors"
      />
    </Chart>
  );
}
