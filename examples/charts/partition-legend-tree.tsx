/**
 * Nested legend
 * A sunburst of a shop's revenue whose legend lists departments with their categories indented under them, to a depth you choose.
 */
import React from 'react';
import {
  Chart,
  LegendValue,
  LIGHT_THEME,
  type NodeColorAccessor,
  Partition,
  PartitionLayout,
  Position,
  Settings,
  type Theme,
} from '@elastic/charts';

interface Sale {
  department: string;
  category: string;
  keur: number;
}

// Thousands of euros of revenue in one quarter.
const revenue: Sale[] = [
  { department: 'Clothing', category: 'Shoes', keur: 410 },
  { department: 'Clothing', category: 'Coats', keur: 260 },
  { department: 'Clothing', category: 'Shirts', keur: 180 },
  { department: 'Home', category: 'Kitchen', keur: 300 },
  { department: 'Home', category: 'Bedding', keur: 150 },
  { department: 'Garden', category: 'Tools', keur: 140 },
  { department: 'Garden', category: 'Plants', keur: 90 },
];

/** Each department's colour for the inner ring and a lighter tint of it for its categories. */
const TINTS: Record<string, [string, string]> = {
  Clothing: ['#3f6f9c', '#8fb3d9'],
  Home: ['#2f8a6f', '#86c9b3'],
  Garden: ['#9c872f', '#e0cf7e'],
};

/** A node's path is [panel, root, department, category]: entry 2 names the department in both rings. */
const tint =
  (ring: 0 | 1): NodeColorAccessor =>
  (_key, _sortIndex, node) =>
    TINTS[String(node.path[2]?.value)]?.[ring] ?? '#999999';

interface LegendTreeExampleProps {
  baseTheme?: Theme;
  /** How many levels the legend lists: 1 for departments only, 2 for departments and their categories. */
  legendDepth?: number;
  /** Indent categories under their department, or list every item at the same level. */
  flat?: boolean;
}

export default function LegendTreeExample({
  baseTheme = LIGHT_THEME,
  legendDepth = 2,
  flat = false,
}: LegendTreeExampleProps) {
  return (
    <Chart title="Revenue by department (k€)">
      <Settings
        baseTheme={baseTheme}
        // 16 px labels in both modes (DARK_THEME allows 64); below 10 px a label is left out, and the legend names it.
        theme={{ partition: { maxFontSize: 16, minFontSize: 10 } }}
        showLegend
        legendPosition={Position.Right}
        flatLegend={flat}
        legendMaxDepth={legendDepth}
        // Each item's revenue in a column after its name.
        legendValues={[LegendValue.Value]}
        legendSize={150}
      />
      <Partition
        id="revenue"
        layout={PartitionLayout.sunburst}
        data={revenue}
        valueAccessor={(d: Sale) => d.keur}
        valueFormatter={(v: number) => v.toLocaleString('en-GB')}
        layers={[
          {
            groupByRollup: (d: Sale) => d.department,
            shape: { fillColor: tint(0) },
            fillLabel: { valueFormatter: () => '' },
          },
          {
            groupByRollup: (d: Sale) => d.category,
            shape: { fillColor: tint(1) },
            fillLabel: { valueFormatter: () => '' },
          },
        ]}
      />
    </Chart>
  );
}
