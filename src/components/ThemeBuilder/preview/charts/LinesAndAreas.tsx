import React, { type ReactNode } from 'react';
import { AreaSeries, Axis, Chart, LineSeries, Position, ScaleType, Settings } from '@elastic/charts';
import type { PreviewChartProps } from '../previewProps';

// Twelve hours of two measures: few enough points that the themes' `point.visible: 'auto'` draws them.
const data = Array.from({ length: 12 }, (_, hour) => ({
  hour,
  requests: 40 + Math.round(25 * Math.sin(hour / 2)) + ((hour * 7) % 9),
  errors: 12 + Math.round(8 * Math.cos(hour / 3)) + ((hour * 5) % 4),
}));

/** A line and an area, each with its points: `lineSeriesStyle`, `areaSeriesStyle`. */
export default function LinesAndAreas({ theme, baseTheme }: PreviewChartProps): ReactNode {
  return (
    <Chart>
      <Settings theme={theme} baseTheme={baseTheme} />
      <Axis id="hour-axis" position={Position.Bottom} tickFormat={(h: number) => `${h}:00`} />
      <Axis id="count-axis" position={Position.Left} ticks={4} />
      <AreaSeries id="Errors" data={data} xScaleType={ScaleType.Linear} xAccessor="hour" yAccessors={['errors']} />
      <LineSeries id="Requests" data={data} xScaleType={ScaleType.Linear} xAccessor="hour" yAccessors={['requests']} />
    </Chart>
  );
}
