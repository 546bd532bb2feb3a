/**
 * Metric
 * Three key figures as tiles: a plain value, a value with its trend drawn behind it, and a progress bar.
 */
import React from 'react';
import { Chart, LIGHT_THEME, Metric, Settings, type MetricDatum, type Theme } from '@elastic/charts';

const DAY = 24 * 60 * 60 * 1000;
const trend = Array.from({ length: 14 }, (_, i) => ({ x: Date.UTC(2025, 0, 1) + i * DAY, y: 40 + ((i * 13) % 9) + i }));

// Mid-tone tile colours read well on the light and the dark theme alike, and keep the library's
// dark subtitle text at 4.5:1 contrast.
const tiles: MetricDatum[] = [
  {
    title: 'Requests',
    subtitle: 'last 24 hours',
    value: 18432,
    valueFormatter: (v) => v.toLocaleString('en'),
    color: '#6f9fc9',
  },
  {
    title: 'Active users',
    value: 61,
    valueFormatter: (v) => String(v),
    color: '#54b399',
    trend,
    trendShape: 'area',
    trendA11yTitle: 'Active users over two weeks',
  },
  {
    title: 'Disk used',
    value: 72,
    valueFormatter: (v) => `${v}%`,
    domainMax: 100,
    progressBarDirection: 'horizontal',
    color: '#d36086',
  },
];

interface MetricExampleProps {
  baseTheme?: Theme;
  /** The tiles side by side in one row, or stacked in one column. */
  layout?: 'row' | 'column';
}

export default function MetricExample({ baseTheme = LIGHT_THEME, layout = 'row' }: MetricExampleProps) {
  return (
    <Chart title="Key figures">
      <Settings baseTheme={baseTheme} />
      {/* `data` is a grid: an array of rows, each an array of tiles. */}
      <Metric id="figures" data={layout === 'row' ? [tiles] : tiles.map((tile) => [tile])} />
    </Chart>
  );
}
