/**
 * Small multiples grid
 * Quarterly sales of three products in three regions, a grid with one panel per region and product on shared scales.
 */
import React from 'react';
import {
  Axis,
  BarSeries,
  Chart,
  GroupBy,
  LIGHT_THEME,
  Position,
  ScaleType,
  Settings,
  SmallMultiples,
  type Theme,
} from '@elastic/charts';

// Sales regions by their usual short names, which also fit beside a small panel.
const REGIONS = ['EMEA', 'AMER', 'APAC'];
const PRODUCTS = ['Basic', 'Pro', 'Team'];
const QUARTERS = ['Q1', 'Q2', 'Q3', 'Q4'];

// Sales (thousand €) per region, product and quarter: Pro leads in EMEA, Team grows fast in AMER,
// APAC starts small and picks up.
const BASE: Record<string, number[]> = {
  EMEA: [42, 68, 20],
  AMER: [35, 51, 30],
  APAC: [18, 26, 9],
};
const GROWTH: Record<string, number[]> = {
  EMEA: [1, 3, 2],
  AMER: [0, 4, 9],
  APAC: [3, 6, 4],
};
const sales = REGIONS.flatMap((region) =>
  PRODUCTS.flatMap((product, p) =>
    QUARTERS.map((quarter, q) => ({
      region,
      product,
      quarter,
      sales: (BASE[region]?.[p] ?? 0) + (GROWTH[region]?.[p] ?? 0) * q + ((p + q) % 3),
    })),
  ),
);

interface SmallMultiplesGridExampleProps {
  baseTheme?: Theme;
  /** Products in columns and regions in rows, or the other way round. */
  columns?: 'product' | 'region';
}

export default function SmallMultiplesGridExample({
  baseTheme = LIGHT_THEME,
  columns = 'product',
}: SmallMultiplesGridExampleProps) {
  return (
    <Chart title="Quarterly sales">
      <Settings baseTheme={baseTheme} />
      {/* Two independent groupings of the same rows; SmallMultiples decides which one runs across and which down. */}
      <GroupBy id="byProduct" by={(_spec, row: { product: string }) => row.product} sort="dataIndex" />
      <GroupBy id="byRegion" by={(_spec, row: { region: string }) => row.region} sort="dataIndex" />
      <SmallMultiples
        splitHorizontally={columns === 'product' ? 'byProduct' : 'byRegion'}
        splitVertically={columns === 'product' ? 'byRegion' : 'byProduct'}
        style={{ horizontalPanelPadding: { outer: 0, inner: 0.1 }, verticalPanelPadding: { outer: 0, inner: 0.25 } }}
      />
      <Axis id="quarter" position={Position.Bottom} />
      <Axis id="sales-axis" position={Position.Left} ticks={2} />
      <BarSeries
        id="sales"
        // A series identifier carries the values of its panel: name the tooltip row after them, since the
        // header only shows the quarter.
        name={({ smHorizontalAccessorValue: across, smVerticalAccessorValue: down }) =>
          columns === 'product' ? `${across}, ${down}` : `${down}, ${across}`
        }
        data={sales}
        xScaleType={ScaleType.Ordinal}
        yScaleType={ScaleType.Linear}
        xAccessor="quarter"
        yAccessors={['sales']}
        tickFormat={(v: number) => `€${v}k`}
      />
    </Chart>
  );
}
