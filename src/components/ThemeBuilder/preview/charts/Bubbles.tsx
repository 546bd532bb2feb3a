import React, { type ReactNode } from 'react';
import { Axis, BubbleSeries, Chart, Position, ScaleType, Settings } from '@elastic/charts';
import type { PreviewChartProps } from '../previewProps';

/**
 * Two teams' services: response time against traffic, each bubble sized by its error count. The library
 * sizes each series on its own: its largest count gets a radius of about `markSizeRatio` pixels (50 when
 * the theme leaves it unset), the others the square root of their share of its range. So the counts are
 * skewed, as errors are, and each team's largest sits mid-chart, apart from the other's: evenly spread
 * counts filled this small chart with bubbles cut by its edges.
 */
const data = [
  { team: 'Payments', traffic: 12, latency: 225, errors: 2 },
  { team: 'Payments', traffic: 28, latency: 155, errors: 100 },
  { team: 'Payments', traffic: 45, latency: 235, errors: 6 },
  { team: 'Payments', traffic: 50, latency: 90, errors: 12 },
  { team: 'Payments', traffic: 88, latency: 215, errors: 3 },
  { team: 'Search', traffic: 15, latency: 75, errors: 5 },
  { team: 'Search', traffic: 62, latency: 228, errors: 1 },
  { team: 'Search', traffic: 72, latency: 150, errors: 60 },
  { team: 'Search', traffic: 92, latency: 95, errors: 9 },
];
/** Room around the data for a bubble's radius. */
const X_DOMAIN = { min: 0, max: 100 };
const Y_DOMAIN = { min: 50, max: 260 };

/** Bubbles sized by a third value: `bubbleSeriesStyle`, and `markSizeRatio` when the theme sets it. */
export default function Bubbles({ theme, baseTheme }: PreviewChartProps): ReactNode {
  return (
    <Chart>
      <Settings theme={theme} baseTheme={baseTheme} xDomain={X_DOMAIN} />
      <Axis id="traffic-axis" position={Position.Bottom} ticks={5} />
      <Axis id="latency-axis" position={Position.Left} ticks={4} domain={Y_DOMAIN} />
      <BubbleSeries
        id="services"
        data={data}
        xScaleType={ScaleType.Linear}
        xAccessor="traffic"
        yAccessors={['latency']}
        markSizeAccessor="errors"
        splitSeriesAccessors={['team']}
      />
    </Chart>
  );
}
