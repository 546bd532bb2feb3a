/**
 * Small multiples with one legend
 * Support tickets per week by priority, a stacked bar chart per team, with one legend for every panel.
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

interface Tickets {
  team: string;
  week: string;
  priority: string;
  tickets: number;
}

const TEAMS = ['Billing', 'Platform', 'Mobile'];
const WEEKS = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6'];
const PRIORITIES = ['High', 'Medium', 'Low'];
// Tickets per team and priority in the first week, and how many more each week after it.
const FIRST: Record<string, number[]> = { Billing: [4, 9, 14], Platform: [7, 6, 5], Mobile: [2, 12, 20] };
const TREND: Record<string, number[]> = { Billing: [0, 1, -1], Platform: [2, 0, 0], Mobile: [0, -1, 1] };
const data: Tickets[] = TEAMS.flatMap((team) =>
  WEEKS.flatMap((week, w) =>
    PRIORITIES.map((priority, p) => ({
      team,
      week,
      priority,
      tickets: Math.max(0, (FIRST[team]?.[p] ?? 0) + (TREND[team]?.[p] ?? 0) * w + ((w * 5 + p * 3) % 4)),
    })),
  ),
);

/** One colour per priority, for every panel: a series keeps its colour in all of them. */
const COLORS: Record<string, string> = { High: '#d36086', Medium: '#d6bf57', Low: '#6092c0' };

interface SmallMultiplesStackedExampleProps {
  baseTheme?: Theme;
  /** Where the one legend goes. */
  legendPosition?: 'top' | 'bottom' | 'right';
}

export default function SmallMultiplesStackedExample({
  baseTheme = LIGHT_THEME,
  legendPosition = 'right',
}: SmallMultiplesStackedExampleProps) {
  return (
    <Chart title="Support tickets per week">
      {/* One legend item per priority, not per panel: clicking one hides that priority in every team's panel. */}
      {/* legendSize: the width the legend works out for itself cut "Medium" short at the right. */}
      <Settings baseTheme={baseTheme} showLegend legendPosition={legendPosition} legendSize={96} />
      <GroupBy id="byTeam" by={(_spec, d: Tickets) => d.team} sort="dataIndex" />
      <SmallMultiples splitHorizontally="byTeam" style={{ horizontalPanelPadding: { outer: 0, inner: 0.12 } }} />
      <Axis id="week" position={Position.Bottom} />
      <Axis id="tickets-axis" position={Position.Left} ticks={4} />
      <BarSeries
        id="tickets"
        data={data}
        xScaleType={ScaleType.Ordinal}
        yScaleType={ScaleType.Linear}
        xAccessor="week"
        yAccessors={['tickets']}
        // Inside each panel the rows are split by priority and stacked, as in a chart without panels.
        splitSeriesAccessors={['priority']}
        stackAccessors={['week']}
        color={(series) => COLORS[String(series.splitAccessors.get('priority'))] ?? '#999999'}
      />
    </Chart>
  );
}
