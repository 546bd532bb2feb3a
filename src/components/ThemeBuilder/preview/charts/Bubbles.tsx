import React, { type ReactNode } from 'react';
import { Axis, BubbleSeries, Chart, Position, ScaleType, Settings } from '@elastic/charts';
import type { PreviewChartProps } from '../previewProps';

// Two teams' services: response time against traffic, each bubble sized by its error count.
const data = Array.from({ length: 14 }, (_, i) => ({
  team: i % 2 === 0 ? 'Payments' : 'Search',
  traffic: 10 + ((i * 37) % 90),
  latency: 80 + ((i * 53) % 160),
  errors: 1 + ((i * 7) % 12),
}));

/** Bubbles sized by a third value: `bubbleSeriesStyle`, and `markSizeRatio` when the theme sets it. */
export default function Bubbles({ theme, baseTheme }: PreviewChartProps): ReactNode {
  return (
    <Chart>
      <Settings theme={theme} baseTheme={baseTheme} />
      <Axis id="traffic-axis" position={Position.Bottom} ticks={5} />
      <Axis id="latency-axis" position={Position.Left} ticks={4} />
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
