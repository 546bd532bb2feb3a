import React, { type ReactNode } from 'react';
import { Axis, Chart, LineSeries, Position, ScaleType, Settings } from '@elastic/charts';
import { DAYS, type PreviewChartProps } from '../previewProps';

const HOSTS = ['web-1', 'web-2', 'db-1', 'db-2', 'cache'];
const data = DAYS.flatMap((day, d) =>
  HOSTS.map((host, h) => ({ day, host, cpu: 20 + ((d * 11 + h * 17) % 40) + h * 5 })),
);

/** Five series and their legend: the palette in order, `legend`. */
export default function WithLegend({ theme, baseTheme }: PreviewChartProps): ReactNode {
  return (
    <Chart>
      <Settings theme={theme} baseTheme={baseTheme} showLegend legendPosition={Position.Right} />
      <Axis id="day-axis" position={Position.Bottom} />
      <Axis id="cpu-axis" position={Position.Left} ticks={4} tickFormat={(v: number) => `${v}%`} />
      <LineSeries
        id="cpu"
        data={data}
        xScaleType={ScaleType.Ordinal}
        xAccessor="day"
        yAccessors={['cpu']}
        splitSeriesAccessors={['host']}
      />
    </Chart>
  );
}
