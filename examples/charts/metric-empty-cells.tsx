/**
 * Metric grid with gaps
 * Request rates of three services in three regions: a service missing from a region, one not reporting, and a short row.
 */
import React from 'react';
import { Chart, LIGHT_THEME, Metric, Settings, type MetricDatum, type PartialTheme, type Theme } from '@elastic/charts';

const SERVICES = ['api', 'search', 'billing'] as const;
type Service = (typeof SERVICES)[number];

/**
 * Requests per minute by region and service. A service absent from a region has no entry; `null` is a
 * service that runs there but sent no figure this minute.
 */
const RATES: { region: string; rates: Partial<Record<Service, number | null>> }[] = [
  { region: 'us-east', rates: { api: 1284, search: 431, billing: null } },
  { region: 'eu-west', rates: { api: 967, billing: 88 } },
  { region: 'ap-south', rates: { api: 312 } },
];

const rpm = (v: number) => `${v.toLocaleString('en-GB')} rpm`;

// A crossed-out signal on a tile that sent nothing, so that its state does not rest on the grey alone. The library
// draws an `icon` in the tile's top right corner, at the size and in the text colour it passes.
const NoSignalIcon = ({ width, height, color }: { width: number; height: number; color: string }) => (
  <svg width={width} height={height} viewBox="0 0 16 16" role="img" aria-label="Not reporting">
    <path d="M2 11.5a8 8 0 0 1 12 0M4.5 13.5a4.5 4.5 0 0 1 7 0" fill="none" stroke={color} strokeWidth="1.5" />
    <path d="M2.5 2.5l11 11" stroke={color} strokeWidth="1.5" />
  </svg>
);

/**
 * One row per region, one column per service, so that a column always holds the same service:
 * - a service missing from a region is `undefined`, an empty cell that keeps the next tile in its column;
 * - a service that sent nothing gets `NaN`, and the tile prints the theme's `nonFiniteText` instead of a number;
 * - a row stops after its last service, and the library pads it with blank cells up to the longest row.
 */
const grid: (MetricDatum | undefined)[][] = RATES.map(({ region, rates }) => {
  const lastPresent = Math.max(...SERVICES.map((s, i) => (s in rates ? i : -1)));
  return SERVICES.slice(0, lastPresent + 1).map((service) => {
    if (!(service in rates)) return undefined;
    const rate = rates[service];
    return {
      title: service,
      subtitle: region,
      value: rate ?? NaN,
      valueFormatter: rpm,
      color: rate === null ? '#d3dae6' : '#9cc7e8',
      icon: rate === null ? NoSignalIcon : undefined,
    };
  });
});

// What a tile says for a missing number ('N/A' by default), and a faint tint for the empty cells (transparent by
// default), so that a gap reads as a gap; it is laid over the chart's background, so it works on both themes.
const THEME: PartialTheme = { metric: { nonFiniteText: 'no data', emptyBackground: 'rgba(128, 128, 128, 0.12)' } };

// The library leaves the margins of a tile's heading and paragraphs to the page's CSS reset; on a page without
// one (such as this site) they push the value out of a short tile.
const TILE_RESET = '.metric-empty-cells .echMetric h2, .metric-empty-cells .echMetric p { margin: 0; }';

export default function MetricEmptyCellsExample({ baseTheme = LIGHT_THEME }: { baseTheme?: Theme }) {
  return (
    <div className="metric-empty-cells" style={{ height: '100%' }}>
      <style>{TILE_RESET}</style>
      <Chart>
        <Settings baseTheme={baseTheme} theme={THEME} />
        <Metric id="rates" data={grid} />
      </Chart>
    </div>
  );
}
