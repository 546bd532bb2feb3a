import React, { type ReactNode } from 'react';
import { Axis, BarSeries, Chart, Position, ScaleType, Settings } from '@elastic/charts';
import type { PreviewChartProps } from '../previewProps';

const data = ['North', 'South', 'East', 'West'].flatMap((region, i) => [
  { region, year: '2024', sales: 30 + i * 11 },
  { region, year: '2025', sales: 42 + ((i * 17) % 23) },
]);

/** Grouped bars with their values written on them: `barSeriesStyle`, `scales.barsPadding`. */
export default function BarsWithValues({ theme, baseTheme }: PreviewChartProps): ReactNode {
  return (
    <Chart>
      <Settings theme={theme} baseTheme={baseTheme} />
      <Axis id="region-axis" position={Position.Bottom} />
      <Axis id="sales-axis" position={Position.Left} ticks={4} />
      <BarSeries
        id="sales"
        data={data}
        xScaleType={ScaleType.Ordinal}
        xAccessor="region"
        yAccessors={['sales']}
        splitSeriesAccessors={['year']}
        displayValueSettings={{ showValueLabel: true }}
      />
    </Chart>
  );
}
