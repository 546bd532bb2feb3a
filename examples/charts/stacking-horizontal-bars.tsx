/**
 * Horizontal stacked bars
 * Open issues per team, stacked by severity and sorted by total, with the team names written out down the left side.
 */
import React from 'react';
import {
  Axis,
  BarSeries,
  BinAgg,
  Chart,
  Direction,
  LegendLayout,
  LIGHT_THEME,
  Position,
  ScaleType,
  Settings,
  type Theme,
} from '@elastic/charts';

// One row per team, one column per severity. Long names are why the bars lie down.
const data = [
  { team: 'Identity and access', critical: 2, major: 9, minor: 14 },
  { team: 'Search and discovery', critical: 5, major: 12, minor: 21 },
  { team: 'Payments', critical: 1, major: 4, minor: 6 },
  { team: 'Mobile apps', critical: 3, major: 15, minor: 9 },
  { team: 'Data platform', critical: 0, major: 6, minor: 18 },
];

interface HorizontalBarsExampleProps {
  baseTheme?: Theme;
  /** Put the team with the most open issues at the top; off keeps the order of the data. */
  sortByTotal?: boolean;
  legendPosition?: Position;
}

export default function HorizontalBarsExample({
  baseTheme = LIGHT_THEME,
  sortByTotal = true,
  legendPosition = Position.Bottom,
}: HorizontalBarsExampleProps) {
  return (
    <Chart title="Open issues per team">
      <Settings
        baseTheme={baseTheme}
        // 90 turns the chart clockwise: the x values (teams) run down the left side, the first at the top.
        rotation={90}
        showLegend
        // List layout: items side by side at their own widths. The default grid gives each item at least the
        // theme's legend.verticalWidth (200 px) and, on a phone, wraps to more rows than the legend has room for.
        legendLayout={LegendLayout.List}
        legendPosition={legendPosition}
        orderOrdinalBinsBy={sortByTotal ? { binAgg: BinAgg.Sum, direction: Direction.Descending } : undefined}
      />
      {/* After rotation the x axis is the one on the left, and the value axis sits at the bottom. */}
      <Axis id="team" position={Position.Left} />
      <Axis id="issues-axis" position={Position.Bottom} title="Open issues" />
      <BarSeries
        id="issues"
        // Without it, each tooltip row would read "issues": name the rows after the severity fields.
        name={(series) => String(series.yAccessor)}
        data={data}
        xScaleType={ScaleType.Ordinal}
        yScaleType={ScaleType.Linear}
        xAccessor="team"
        yAccessors={['critical', 'major', 'minor']}
        stackAccessors={['team']}
      />
    </Chart>
  );
}
