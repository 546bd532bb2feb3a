/**
 * Icicle chart
 * A yearly budget split by division, team and cost type, as stacked rows of bars whose widths are the amounts.
 */
import React, { useEffect, useRef, useState } from 'react';
import { Chart, LIGHT_THEME, Partition, PartitionLayout, Settings, type Theme } from '@elastic/charts';

interface BudgetLine {
  division: string;
  team: string;
  cost: string;
  keur: number;
}

// Thousands of euros per team, split into staff and everything else (tools, travel, hosting): a thin strip
// beside each team's staff costs.
const teams: [division: string, team: string, staff: number, other: number][] = [
  ['Engineering', 'Platform', 2150, 250],
  ['Engineering', 'Apps', 1950, 250],
  ['Sales', 'Field', 1600, 200],
  ['Sales', 'Inside', 1050, 150],
  ['Marketing', 'Growth', 1100, 200],
  ['Marketing', 'Brand', 900, 200],
];

const data: BudgetLine[] = teams.flatMap(([division, team, staff, other]) => [
  { division, team, cost: 'Staff', keur: staff },
  { division, team, cost: 'Other', keur: other },
]);

const COLORS: Record<string, string> = {
  Engineering: '#6092c0',
  Sales: '#54b399',
  Marketing: '#d36086',
};

/**
 * Below this width the amounts are left out of the labels: in a phone's 340 pixels a team or its staff costs
 * have room for a name, not for a name and an amount on one line. The tooltip still shows the amount.
 */
const AMOUNTS_FROM = 480;

/** Whether the element `ref` points at is at least `width` wide, followed as it resizes; undefined until measured. */
function useAtLeast(ref: React.RefObject<HTMLDivElement | null>, width: number): boolean | undefined {
  const [wide, setWide] = useState<boolean>();
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const observer = new ResizeObserver(([entry]) => setWide((entry?.contentRect.width ?? 0) >= width));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, width]);
  return wide;
}

interface IcicleExampleProps {
  baseTheme?: Theme;
  /** `icicle` hangs the levels from the top, `flame` stacks them from the bottom up. */
  direction?: typeof PartitionLayout.icicle | typeof PartitionLayout.flame;
}

export default function IcicleExample({
  baseTheme = LIGHT_THEME,
  direction = PartitionLayout.icicle,
}: IcicleExampleProps) {
  const box = useRef<HTMLDivElement>(null);
  const amounts = useAtLeast(box, AMOUNTS_FROM);
  // Names alone: the amount is the label's second word, and an empty one leaves the name.
  const fillLabel = amounts ? undefined : { valueFormatter: () => '' };
  return (
    <div ref={box} style={{ height: '100%' }}>
      {amounts !== undefined && (
        <Chart title="Budget by team (k€)">
          {/* LIGHT_THEME caps fill labels at 16 px, DARK_THEME at 64 px: the same cap in both modes. Below 10 px a
          label is left out rather than drawn (the themes' floor is 8 px, too small to read on a phone). */}
          <Settings baseTheme={baseTheme} theme={{ partition: { maxFontSize: 16, minFontSize: 10 } }} />
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
                fillLabel,
              },
              {
                // Teams and cost types take their division's colour: a node's path is [panel, root, division, …].
                groupByRollup: (d: BudgetLine) => d.team,
                shape: { fillColor: (_key, _sortIndex, node) => COLORS[String(node.path[2]?.value)] ?? '#999999' },
                fillLabel,
              },
              {
                groupByRollup: (d: BudgetLine) => d.cost,
                shape: { fillColor: (_key, _sortIndex, node) => COLORS[String(node.path[2]?.value)] ?? '#999999' },
                fillLabel,
              },
              // 73.2.1 sizes the rows for one layer fewer than `layers` holds and pushes the last one below the
              // canvas: this placeholder is that layer, so that the three above it fill the height. Its nodes still
              // get rows in the library's table for screen readers, so they are named rather than left blank.
              { groupByRollup: () => 'end', nodeLabel: () => 'end of branch' },
            ]}
          />
        </Chart>
      )}
    </div>
  );
}
