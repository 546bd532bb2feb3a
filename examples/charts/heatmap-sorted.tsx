/**
 * Heatmap rows sorted by total
 * Slow requests per endpoint and country, with the endpoints ordered by their total instead of by name.
 */
import React from 'react';
import { Chart, Heatmap, LIGHT_THEME, Position, Settings, type Theme } from '@elastic/charts';

// Columns, in the order a reader expects them (largest market first), kept with `xSortPredicate="dataIndex"`.
const COUNTRIES = ['US', 'DE', 'GB', 'IN', 'BR'];
const ENDPOINTS = ['/cart', '/checkout', '/login', '/orders', '/profile', '/reviews', '/search'];

// Slow requests (over 1 s) per endpoint and country in one day: a fixed table, so the order is easy to check.
const SLOW: Record<string, number[]> = {
  '/cart': [42, 18, 12, 30, 9],
  '/checkout': [96, 41, 35, 58, 22],
  '/login': [12, 6, 4, 15, 3],
  '/orders': [25, 14, 9, 11, 6],
  '/profile': [7, 3, 2, 5, 1],
  '/reviews': [19, 8, 5, 24, 4],
  '/search': [131, 64, 47, 88, 35],
};

const rows = ENDPOINTS.flatMap((endpoint) =>
  COUNTRIES.map((country, c) => ({ endpoint, country, slow: SLOW[endpoint]?.[c] ?? 0 })),
);

// The endpoints by their total over all countries, largest first.
const total = (endpoint: string) => (SLOW[endpoint] ?? []).reduce((sum, n) => sum + n, 0);
const byTotal = [...ENDPOINTS].sort((a, b) => total(b) - total(a));
// The same rows, reordered so that each endpoint first appears at its rank: `dataIndex` keeps that order.
const rowsByTotal = byTotal.flatMap((endpoint) => rows.filter((row) => row.endpoint === endpoint));

interface HeatmapSortedExampleProps {
  baseTheme?: Theme;
  /**
   * `total`: endpoints by their total, the data reordered and `ySortPredicate="dataIndex"`.
   * `alphaAsc`: endpoints by name, the library's default order.
   */
  rowOrder?: 'total' | 'alphaAsc';
}

export default function HeatmapSortedExample({
  baseTheme = LIGHT_THEME,
  rowOrder = 'total',
}: HeatmapSortedExampleProps) {
  return (
    <Chart title="Slow requests by endpoint">
      <Settings baseTheme={baseTheme} showLegend legendPosition={Position.Right} legendSize={70} />
      <Heatmap
        id="slow-requests"
        name="Slow requests"
        data={rowOrder === 'total' ? rowsByTotal : rows}
        xAccessor="country"
        yAccessor="endpoint"
        valueAccessor="slow"
        xSortPredicate="dataIndex"
        ySortPredicate={rowOrder === 'total' ? 'dataIndex' : 'alphaAsc'}
        xAxisLabelName="Country"
        yAxisLabelName="Endpoint"
        colorScale={{
          type: 'bands',
          bands: [
            { start: 0, end: 10, color: '#fde8c8', label: '0–9' },
            { start: 10, end: 30, color: '#f6b26b', label: '10–29' },
            { start: 30, end: 60, color: '#e07b39', label: '30–59' },
            { start: 60, end: Infinity, color: '#a63d11', label: '60+' },
          ],
        }}
      />
    </Chart>
  );
}
