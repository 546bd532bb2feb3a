/**
 * Metric tiles by threshold
 * Six services as tiles coloured by a health status computed from latency and errors; click a tile for the reason.
 */
import React, { useCallback, useState } from 'react';
import {
  Chart,
  LIGHT_THEME,
  Metric,
  Settings,
  isMetricElementEvent,
  type ElementClickListener,
  type MetricDatum,
  type Theme,
} from '@elastic/charts';

type Health = 'Healthy' | 'Degraded' | 'Critical';

// Limits from the team's service objectives: at or above `degraded` the tile turns amber, at or above `critical` red.
const LIMITS = { latency: { degraded: 250, critical: 500 }, errors: { degraded: 1, critical: 5 } };

const SERVICES = [
  { name: 'orders', latency: 182, errors: 0.3 },
  { name: 'search', latency: 312, errors: 0.8 },
  { name: 'auth', latency: 95, errors: 0.1 },
  { name: 'catalog', latency: 140, errors: 1.6 },
  { name: 'billing', latency: 640, errors: 6.2 },
  { name: 'images', latency: 58, errors: 0 },
];

/** The worse of the two statuses, and the measures that caused it. */
function assess(latency: number, errors: number): { health: Health; reasons: string[] } {
  const level = (value: number, { degraded, critical }: { degraded: number; critical: number }) =>
    value >= critical ? 2 : value >= degraded ? 1 : 0;
  const latencyLevel = level(latency, LIMITS.latency);
  const errorLevel = level(errors, LIMITS.errors);
  const worst = Math.max(latencyLevel, errorLevel);
  const reasons = [
    ...(latencyLevel === worst && worst > 0 ? [`p95 latency ${latency} ms`] : []),
    ...(errorLevel === worst && worst > 0 ? [`errors ${errors.toFixed(1)} %`] : []),
  ];
  return { health: (['Healthy', 'Degraded', 'Critical'] as const)[worst] ?? 'Healthy', reasons };
}

// Mid-tone colours, so that the library's choice of dark text reads on them in both colour modes.
// Light tiles take dark text and dark tiles light text (the library picks the one of higher contrast). The red is
// dark enough for the secondary line's light grey (#cad3e2) at 4.5:1; a mid red such as #e7664c gives 2.2:1 (and 4.4:1 with dark text).
const COLORS: Record<Health, string> = { Healthy: '#6dc8a0', Degraded: '#f1c75b', Critical: '#a8201a' };

type IconProps = { width: number; height: number; color: string };
// A different shape per status, so that the status does not rest on colour alone, and its name for screen
// readers (the library draws the icon at the size and in the text colour it passes).
const ICONS: Record<Health, (props: IconProps) => React.ReactElement> = {
  Healthy: ({ width, height, color }) => (
    <svg width={width} height={height} viewBox="0 0 16 16" role="img" aria-label="Healthy">
      <circle cx="8" cy="8" r="7" fill="none" stroke={color} strokeWidth="1.5" />
      <path d="M4.5 8.2l2.3 2.3 4.7-4.8" fill="none" stroke={color} strokeWidth="1.5" />
    </svg>
  ),
  Degraded: ({ width, height, color }) => (
    <svg width={width} height={height} viewBox="0 0 16 16" role="img" aria-label="Degraded">
      <path d="M8 1.5l6.8 12.5H1.2z" fill="none" stroke={color} strokeWidth="1.5" strokeLinejoin="round" />
      <path d="M8 6v4M8 11.5v1.2" stroke={color} strokeWidth="1.5" />
    </svg>
  ),
  Critical: ({ width, height, color }) => (
    <svg width={width} height={height} viewBox="0 0 16 16" role="img" aria-label="Critical">
      <circle cx="8" cy="8" r="7" fill="none" stroke={color} strokeWidth="1.5" />
      <path d="M5.3 5.3l5.4 5.4M10.7 5.3l-5.4 5.4" stroke={color} strokeWidth="1.5" />
    </svg>
  ),
};

const assessed = SERVICES.map((service) => ({ ...service, ...assess(service.latency, service.errors) }));

const tiles: MetricDatum[] = assessed.map(({ name, latency, errors, health }) => ({
  title: name,
  value: latency,
  valueFormatter: (v: number) => `${v} ms`,
  color: COLORS[health],
  icon: ICONS[health],
  extra: { value: `${errors.toFixed(1)} %`, label: 'errors', labelPosition: 'after' },
}));

// With `onElementClick`, each tile's title becomes a <button>, so that keyboard users can click it too. The
// library leaves the look of that button, and the margins of the tile's heading and paragraphs, to the page's
// CSS reset; on a page without one the title is a grey box and the margins push the value out of the tile.
const TILE_RESET = `
.metric-thresholds .echMetric h2, .metric-thresholds .echMetric p { margin: 0; }
.metric-thresholds .echMetricText__title button {
  background: none; border: 0; padding: 0; font: inherit; text-align: inherit; cursor: pointer;
}`;

interface MetricThresholdsExampleProps {
  baseTheme?: Theme;
  /** How many tiles per row; fewer per row means more, shorter rows, and short tiles drop the error rate. */
  columns?: number;
}

export default function MetricThresholdsExample({
  baseTheme = LIGHT_THEME,
  columns = 3,
}: MetricThresholdsExampleProps) {
  const [detail, setDetail] = useState('Click a tile for the reason behind its colour.');
  const rows = Array.from({ length: Math.ceil(tiles.length / columns) }, (_, r) =>
    tiles.slice(r * columns, (r + 1) * columns),
  );

  const onElementClick = useCallback<ElementClickListener>(
    ([element]) => {
      // A Metric reports the clicked tile by its place in the grid, not by its data.
      if (!element || !isMetricElementEvent(element)) return;
      const service = assessed[element.rowIndex * columns + element.columnIndex];
      if (!service) return;
      setDetail(
        service.reasons.length === 0
          ? `${service.name}: healthy, every measure within its limits.`
          : `${service.name}: ${service.health.toLowerCase()} because of ${service.reasons.join(' and ')}.`,
      );
    },
    [columns],
  );

  return (
    <div className="metric-thresholds" style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <style>{TILE_RESET}</style>
      <div style={{ flex: 1, minHeight: 0 }}>
        <Chart title="p95 latency by service">
          <Settings baseTheme={baseTheme} onElementClick={onElementClick} />
          <Metric id="services" data={rows} />
        </Chart>
      </div>
      <p aria-live="polite" style={{ flex: 'none', margin: 0, padding: '0.4em 0', fontSize: 14 }}>
        {detail}
      </p>
    </div>
  );
}
