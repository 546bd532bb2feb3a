import React, { type ReactNode } from 'react';
import { Chart, Partition, PartitionLayout, Settings } from '@elastic/charts';
import type { PreviewChartProps } from '../previewProps';

interface Share {
  browser: string;
  users: number;
}
/**
 * In this order, counter-clockwise from the top. The small share's arc is shorter than the themes'
 * `linkLabel.maximumSection` (10 px), so it gets a linked label; fourth, it sits on the right, where a
 * pie as tall as its box (the themes' `outerSizeRatio` of 1) leaves room for the label.
 */
const data: Share[] = [
  { browser: 'Chrome', users: 35 },
  { browser: 'Firefox', users: 16 },
  { browser: 'Edge', users: 20 },
  { browser: 'Other', users: 1 },
  { browser: 'Safari', users: 28 },
];
const ORDER = data.map(({ browser }) => browser);

/**
 * A pie with labels inside its slices and a linked label outside: `partition`. Partition charts do
 * not read `colors.vizColors`; like an app, the preview colours the slices from the palette.
 */
export default function PartitionPie({ theme, baseTheme, palette }: PreviewChartProps): ReactNode {
  return (
    <Chart>
      <Settings theme={theme} baseTheme={baseTheme} />
      <Partition
        id="browsers"
        layout={PartitionLayout.sunburst}
        data={data}
        valueAccessor={(d: Share) => d.users}
        valueFormatter={(v: number) => `${v}%`}
        layers={[
          {
            groupByRollup: (d: Share) => d.browser,
            sortPredicate: ([a], [b]) => ORDER.indexOf(String(a)) - ORDER.indexOf(String(b)),
            shape: { fillColor: (_key, sortIndex) => palette[sortIndex % palette.length] ?? '#888888' },
          },
        ]}
      />
    </Chart>
  );
}
