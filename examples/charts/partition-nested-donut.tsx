/**
 * Two-ring donut with a total
 * Sales by region in the inner ring and by country in the outer one, each ring with its own labels, and the total written in the hole.
 */
import React from 'react';
import {
  Chart,
  LIGHT_THEME,
  type NodeColorAccessor,
  Partition,
  PartitionLayout,
  Settings,
  type Theme,
} from '@elastic/charts';

interface Sale {
  region: string;
  country: string;
  keur: number;
}

// Thousands of euros of sales in one year, per country.
const sales: Sale[] = [
  { region: 'Europe', country: 'Germany', keur: 940 },
  { region: 'Europe', country: 'France', keur: 610 },
  { region: 'Europe', country: 'Spain', keur: 330 },
  { region: 'Americas', country: 'USA', keur: 1120 },
  { region: 'Americas', country: 'Brazil', keur: 260 },
  { region: 'Asia', country: 'Japan', keur: 480 },
  { region: 'Asia', country: 'India', keur: 310 },
];

const total = sales.reduce((sum, s) => sum + s.keur, 0);

/** Each region's colour for the inner ring and a lighter tint of it for its countries. */
const TINTS: Record<string, [string, string]> = {
  Europe: ['#3f6f9c', '#8fb3d9'],
  Americas: ['#2f8a6f', '#86c9b3'],
  Asia: ['#9a3f61', '#e39ab5'],
};

/** A fill for one ring. A node's path is [panel, root, region, country]: entry 2 names the region in both rings. */
const tint =
  (ring: 0 | 1): NodeColorAccessor =>
  (_key, _sortIndex, node) =>
    TINTS[String(node.path[2]?.value)]?.[ring] ?? '#999999';

interface NestedDonutExampleProps {
  baseTheme?: Theme;
  /** Diameter of the hole as a share of the outer diameter (the theme's `partition.emptySizeRatio`). */
  hole?: number;
}

export default function NestedDonutExample({ baseTheme = LIGHT_THEME, hole = 0.42 }: NestedDonutExampleProps) {
  return (
    // The library draws nothing in the hole: the total is an HTML overlay centred on the chart. It lines up with
    // the hole because this chart has no title and no legend, so the donut is centred in the chart's box.
    <div style={{ position: 'relative', height: '100%' }}>
      <Chart>
        <Settings
          baseTheme={baseTheme}
          ariaLabel="Sales by region and country"
          // 16 px labels in both modes (DARK_THEME allows 64), and a little air between the rim and the box.
          theme={{ partition: { emptySizeRatio: hole, maxFontSize: 16, outerSizeRatio: 0.96 } }}
        />
        <Partition
          id="sales"
          layout={PartitionLayout.sunburst}
          data={sales}
          valueAccessor={(d: Sale) => d.keur}
          valueFormatter={(v: number) => `${(v / 1000).toFixed(2)} M€`}
          valueGetter="percent"
          layers={[
            {
              groupByRollup: (d: Sale) => d.region,
              shape: { fillColor: tint(0) },
              // The inner ring names the regions only, in bold.
              fillLabel: { valueFormatter: () => '', fontWeight: 700 },
            },
            {
              groupByRollup: (d: Sale) => d.country,
              shape: { fillColor: tint(1) },
              // The outer ring adds each country's share of all sales.
              fillLabel: { valueFormatter: (p: number) => `${Math.round(p)}%` },
            },
          ]}
        />
      </Chart>
      <div
        aria-hidden
        style={{
          position: 'absolute',
          inset: 0,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          pointerEvents: 'none',
          textAlign: 'center',
          lineHeight: 1.2,
          // The theme's text colour, so that the overlay follows the light or dark theme the chart uses.
          color: baseTheme.axes.axisTitle.fill,
        }}
      >
        <span style={{ fontSize: 12 }}>Sales 2025</span>
        <strong style={{ fontSize: 20 }}>{(total / 1000).toFixed(2)} M€</strong>
      </div>
    </div>
  );
}
