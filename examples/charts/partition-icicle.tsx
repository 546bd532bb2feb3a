/**
 * Icicle chart
 * A yearly budget split by division, team and cost type, as stacked rows of bars whose widths are the amounts.
 */
import React from 'react';
import { Chart, LIGHT_THEME, Partition, PartitionLayout, Settings, type Theme } from '@elastic/charts';

interface BudgetLine {
  division: string;
  team: string;
  cost: string;
  keur: number;
}

// Thousands of euros per team, split into staff and everything else (tools, travel, hosting).
const teams: [division: string, team: string, staff: number, other: number][] = [
  ['Engineering', 'Platform', 1320, 480],
  ['Engineering', 'Apps', 1180, 320],
  ['Engineering', 'Data', 640, 260],
  ['Sales', 'Field', 860, 340],
  ['Sales', 'Inside', 480, 120],
  ['Marketing', 'Growth', 380, 320],
  ['Marketing', 'Brand', 260, 240],
  ['Support', 'Support', 620, 180],
];

const data: BudgetLine[] = teams.flatMap(([division, team, staff, other]) => [
  { division, team, cost: 'Staff', keur: staff },
  { division, team, cost: 'Other', keur: other },
]);

const COLORS: Record<string, string> = {
  Engineering: '#6092c0',
  Sales: '#54b399',
  Marketing: '#d36086',
  Support: '#d6bf57',
};

interface IcicleExampleProps {
  baseTheme?: Theme;
  /** `icicle` hangs the levels from the top, `flame` stacks them from the bottom up. */
  direction?: typeof PartitionLayout.icicle | typeof PartitionLayout.flame;
}

export default function IcicleExample({
  baseTheme = LIGHT_THEME,
  direction = PartitionLayout.icicle,
}: IcicleExampleProps) {
  return (
    <Chart title="Budget by team (k€)">
      {/* LIGHT_THEME caps fill labels at 16 px, DARK_THEME at 64 px: the same cap in both modes. */}
      <Settings baseTheme={baseTheme} theme={{ partition: { maxFontSize: 16 } }} />
      <Partition
        id="budget"
        layout={direction}
        data={data}
        valueAccessor={(d: BudgetLine) => d.keur}
        valueFormatter={(v: number) => v.toLocaleString('en-GB')}
        // One line per label: a name and its amount side by side, or nothing when they do not fit.
        maxRowCount={1}
        layers={[
          {
            groupByRollup: (d: BudgetLine) => d.division,
            shape: { fillColor: (key) => COLORS[String(key)] ?? '#999999' },
          },
          {
            // Teams and cost types take their division's colour: a node's path is [panel, root, division, …].
            groupByRollup: (d: BudgetLine) => d.team,
            shape: { fillColor: (_key, _sortIndex, node) => COLORS[String(node.path[2]?.value)] ?? '#999999' },
          },
          {
            groupByRollup: (d: BudgetLine) => d.cost,
            shape: { fillColor: (_key, _sortIndex, node) => COLORS[String(node.path[2]?.value)] ?? '#999999' },
          },
          // 73.2.1 sizes the rows for one layer fewer than `layers` holds and pushes the last one below the
          // canvas: this placeholder is that layer, so that the three above it fill the height. Its nodes still
          // get rows in the library's table for screen readers, so they are named rather than left blank.
          { groupByRollup: () => 'end', nodeLabel: () => 'end of branch' },
        ]}
      />
    </Chart>
  );
}
