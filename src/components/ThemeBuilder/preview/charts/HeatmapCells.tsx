import React, { type ReactNode } from 'react';
import { Chart, Heatmap, Settings } from '@elastic/charts';
import { DAYS, type PreviewChartProps } from '../previewProps';

const HOURS = [0, 4, 8, 12, 16, 20];
const data = DAYS.flatMap((day, d) =>
  HOURS.map((hour, h) => ({ day, hour, errors: ((d * 5 + h * 3) % 11) + (h > 1 && h < 5 && d < 5 ? 6 : 0) })),
);

/** A heatmap with its cell values and axis labels: `heatmap`. Its colours are the spec's bands, not the palette. */
export default function HeatmapCells({ theme, baseTheme }: PreviewChartProps): ReactNode {
  return (
    <Chart>
      <Settings theme={theme} baseTheme={baseTheme} />
      <Heatmap
        id="errors"
        data={data}
        xAccessor="hour"
        yAccessor="day"
        valueAccessor="errors"
        xSortPredicate="dataIndex"
        ySortPredicate="dataIndex"
        colorScale={{
          type: 'bands',
          bands: [
            { start: 0, end: 5, color: '#d2e9f7' },
            { start: 5, end: 10, color: '#79aad9' },
            { start: 10, end: Infinity, color: '#2f5f9e' },
          ],
        }}
      />
    </Chart>
  );
}
