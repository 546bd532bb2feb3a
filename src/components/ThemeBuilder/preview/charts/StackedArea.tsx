import React, { type ReactNode } from 'react';
import { AreaSeries, Axis, Chart, Position, ScaleType, Settings } from '@elastic/charts';
import { DAYS, type PreviewChartProps } from '../previewProps';

const SOURCES = ['Search', 'Direct', 'Social'];
const data = DAYS.flatMap((day, d) =>
  SOURCES.map((source, s) => ({ day, source, visits: 20 + ((d * 13 + s * 29) % 25) + s * 6 })),
);

/** Three areas stacked on each other: the palette's first colours side by side, `areaSeriesStyle.area`. */
export default function StackedArea({ theme, baseTheme }: PreviewChartProps): ReactNode {
  return (
    <Chart>
      <Settings theme={theme} baseTheme={baseTheme} />
      <Axis id="day-axis" position={Position.Bottom} />
      <Axis id="visits-axis" position={Position.Left} ticks={4} />
      <AreaSeries
        id="visits"
        data={data}
        xScaleType={ScaleType.Ordinal}
        xAccessor="day"
        yAccessors={['visits']}
        splitSeriesAccessors={['source']}
        stackAccessors={['day']}
      />
    </Chart>
  );
}
