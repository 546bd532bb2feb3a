/**
 * Metric progress tiles
 * Four plan quotas as tiles with progress bars, each in its own unit and limit, turning from green to red as they fill.
 */
import React from 'react';
import {
  Chart,
  LIGHT_THEME,
  MeterFillStyle,
  Metric,
  Settings,
  type MeterFill,
  type MetricWProgress,
  type Theme,
} from '@elastic/charts';

const bytes = new Intl.NumberFormat('en-GB', { style: 'unit', unit: 'gigabyte', maximumFractionDigits: 0 });
const compact = new Intl.NumberFormat('en-GB', { notation: 'compact', maximumFractionDigits: 1 });

/**
 * The bar's colour at its value, blended from stops placed at shares of each tile's limit: green up to
 * 60 %, amber at 80 % and red at the limit. Stops are in the units of the tile's domain, so each tile
 * gets its own list.
 */
const fillFor = (limit: number): MeterFill => ({
  type: 'palette',
  style: MeterFillStyle.Solid,
  colorStops: [
    { stop: 0, color: '#2e8b66' },
    { stop: limit * 0.6, color: '#2e8b66' },
    { stop: limit * 0.8, color: '#c98a00' },
    { stop: limit, color: '#c4302b' },
  ],
});

interface Quota {
  title: string;
  used: number;
  limit: number;
  /** The number as the tile prints it; digits come out large and the rest (units, suffixes) small. */
  format: (v: number) => string;
}

const QUOTAS: Quota[] = [
  { title: 'Storage', used: 412, limit: 500, format: (v) => bytes.format(v) },
  { title: 'API calls', used: 1_830_000, limit: 5_000_000, format: (v) => compact.format(v) },
  { title: 'Seats', used: 23, limit: 25, format: (v) => String(v) },
  { title: 'Build minutes', used: 2_750, limit: 6_000, format: (v) => compact.format(v) },
];

/** From this share of its limit a quota gets a warning icon, so that its state does not rest on colour alone. */
const WARN_SHARE = 0.8;

// The library draws an `icon` in the tile's top right corner, at the size and in the text colour it passes.
const WarningIcon = ({ width, height, color }: { width: number; height: number; color: string }) => (
  <svg width={width} height={height} viewBox="0 0 16 16" role="img" aria-label="Near the limit">
    <path d="M8 1.5l6.8 12.5H1.2z" fill="none" stroke={color} strokeWidth="1.5" strokeLinejoin="round" />
    <path d="M8 6v4M8 11.5v1.2" stroke={color} strokeWidth="1.5" />
  </svg>
);

const tiles: MetricWProgress[] = QUOTAS.map(({ title, used, limit, format }) => ({
  title,
  icon: used >= limit * WARN_SHARE ? WarningIcon : undefined,
  subtitle: `of ${format(limit)}`,
  value: used,
  valueFormatter: format,
  // `domainMax` is what makes a tile draw a progress bar: the value as a share of it.
  domainMax: limit,
  progressBarDirection: 'horizontal',
  progressBarFill: fillFor(limit),
  // Required on every tile; on a progress tile it would colour the bar if there were no `progressBarFill`.
  color: '#2e8b66',
}));

// The library leaves the margins of a tile's heading and paragraphs to the page's CSS reset; on a page without
// one (such as this site) they push the value onto the bar.
const TILE_RESET = '.metric-progress .echMetric h2, .metric-progress .echMetric p { margin: 0; }';

interface MetricProgressExampleProps {
  baseTheme?: Theme;
  /** Bars along the bottom of each tile, or up its right side. */
  direction?: 'horizontal' | 'vertical';
}

export default function MetricProgressExample({
  baseTheme = LIGHT_THEME,
  direction = 'horizontal',
}: MetricProgressExampleProps) {
  const data = tiles.map((tile) => ({ ...tile, progressBarDirection: direction }));
  return (
    <div className="metric-progress" style={{ height: '100%' }}>
      <style>{TILE_RESET}</style>
      <Chart title="Plan usage">
        <Settings baseTheme={baseTheme} />
        {/* Two rows of two: four tiles side by side would be too narrow for the values on a phone. */}
        <Metric id="quotas" data={[data.slice(0, 2), data.slice(2)]} />
      </Chart>
    </div>
  );
}
