import React, { type ReactNode } from 'react';
import { Axis, BubbleSeries, Chart, Position, ScaleType, Settings } from '@elastic/charts';
import type { PreviewChartProps } from '../previewProps';

/**
 * Two teams' services: response time against traffic, each bubble sized by its error count. The library
 * gives the largest count a radius of about `markSizeRatio` pixels (50 when the theme leaves it unset) and
 * the others the square root of their share of the range, so the counts are skewed, as errors are, and the
 * largest sits mid-chart: evenly spread counts filled this small chart with bubbles cut by its edges.
 */
const data = [
  { team: 'Payments', traffic: 14, latency: 210, errors: 2 },
  { team: 'Payments', traffic: 30, latency: 120, errors: 6 },
  { team: 'Payments', traffic: 52, latency: 165, errors: 100 },
  { team: 'Payments', traffic: 78, latency: 110, errors: 14 },
  { team: 'Payments', traffic: 90, latency: 200, errors: 3 },
  { team: 'Search', traffic: 20, latency: 150, errors: 9 },
  { team: 'Search', traffic: 40, latency: 220, errors: 4 },
  { team: 'Search', traffic: 64, latency: 95, errors: 22 },
  { team: 'Search', traffic: 84, latency: 160, errors: 1 },
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
