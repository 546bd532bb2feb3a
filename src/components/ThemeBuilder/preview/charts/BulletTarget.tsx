import React, { type ReactNode } from 'react';
import { Bullet, BulletSubtype, Chart, Settings } from '@elastic/charts';
import type { PreviewChartProps } from '../previewProps';

const plain = (value: number) => String(value);

/** A horizontal bullet graph against its target, on the theme's bands: `bulletGraph`. */
export default function BulletTarget({ theme, baseTheme }: PreviewChartProps): ReactNode {
  return (
    <Chart>
      <Settings theme={theme} baseTheme={baseTheme} />
      <Bullet
        id="latency"
        subtype={BulletSubtype.horizontal}
        data={[
          [
            {
              title: 'p95 latency (ms)',
              value: 212,
              target: 250,
              domain: [0, 400],
              valueFormatter: plain,
              tickFormatter: plain,
            },
          ],
        ]}
      />
    </Chart>
  );
}
