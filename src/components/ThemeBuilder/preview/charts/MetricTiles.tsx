import React, { type ReactNode } from 'react';
import { Chart, Metric, Settings, type MetricWNumber, type MetricWProgress } from '@elastic/charts';
import type { PreviewChartProps } from '../previewProps';

/**
 * Two metric tiles: one with a progress bar (drawn on the background) and one coloured with the palette's
 * first colour: `metric`. The library writes each text in its dark or its light colour, whichever
 * contrasts more with the tile.
 */
export default function MetricTiles({ theme, baseTheme, palette }: PreviewChartProps): ReactNode {
  const progress: MetricWProgress = {
    title: 'Storage',
    subtitle: 'of 500 GB',
    extra: <span>82% used</span>,
    value: 412,
    domainMax: 500,
    progressBarDirection: 'horizontal',
    valueFormatter: (v: number) => `${v} GB`,
    color: palette[0] ?? '#888888',
  };
  const plain: MetricWNumber = {
    title: 'Uptime',
    subtitle: 'last 30 days',
    value: 99.95,
    valueFormatter: (v: number) => `${v}%`,
    color: palette[0] ?? '#888888',
  };
  return (
    <div className="themeBuilderMetric" style={{ height: '100%' }}>
      <Chart>
        <Settings theme={theme} baseTheme={baseTheme} />
        <Metric id="usage" data={[[progress, plain]]} />
      </Chart>
    </div>
  );
}
