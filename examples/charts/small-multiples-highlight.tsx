/**
 * Small multiples with context
 * Monthly users of four apps, one panel per app that draws it in colour over the other three in grey.
 */
import React from 'react';
import {
  Axis,
  Chart,
  GroupBy,
  LIGHT_THEME,
  LineSeries,
  Position,
  ScaleType,
  Settings,
  SmallMultiples,
  type Theme,
} from '@elastic/charts';

interface Users {
  /** The panel the row is drawn in. */
  panel: string;
  app: string;
  month: number;
  users: number;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Thousand monthly users of each app: Mail is flat, Drive grows, Notes peaks in spring, Calendar dips in summer.
const USERS: Record<string, (m: number) => number> = {
  Mail: (m) => 62 + ((m * 5) % 4),
  Drive: (m) => 18 + m * 3.5,
  Notes: (m) => 30 + 22 * Math.exp(-((m - 3) ** 2) / 4),
  Calendar: (m) => 44 - (m >= 5 && m <= 7 ? 14 : 0) + ((m * 3) % 3),
};
const APPS = Object.keys(USERS);
const monthly = APPS.flatMap((app) =>
  MONTHS.map((_, month) => ({ app, month, users: Math.round(USERS[app]?.(month) ?? 0) })),
);
// Every app's rows once per panel: the panel's own app in the focus data, the others in the context data.
const focus: Users[] = monthly.map((row) => ({ ...row, panel: row.app }));
const context: Users[] = APPS.flatMap((panel) =>
  monthly.filter((row) => row.app !== panel).map((row) => ({ ...row, panel })),
);

interface SmallMultiplesHighlightExampleProps {
  baseTheme?: Theme;
  /** Draw the other apps in grey behind each panel's own app. */
  showContext?: boolean;
}

export default function SmallMultiplesHighlightExample({
  baseTheme = LIGHT_THEME,
  showContext = true,
}: SmallMultiplesHighlightExampleProps) {
  const grey = baseTheme.background.color === LIGHT_THEME.background.color ? '#c5c9d3' : '#4a4e5a';
  return (
    <Chart title="Monthly users (thousands)">
      <Settings baseTheme={baseTheme} />
      {/* Both specs' rows carry a panel field, so one GroupBy places the context and the focus alike. */}
      <GroupBy id="byPanel" by={(_spec, d: Users) => d.panel} sort="dataIndex" />
      <SmallMultiples splitHorizontally="byPanel" style={{ horizontalPanelPadding: { outer: 0, inner: 0.15 } }} />
      {/*
        tickFormat names the month in the tooltip; labelFormat writes the axis labels only. It leaves out the
        label of the last tick, which on a phone ran into the first label of the next panel ("Nov Jan").
      */}
      <Axis
        id="month"
        position={Position.Bottom}
        tickFormat={(m: number) => MONTHS[m] ?? ''}
        labelFormat={(m: number) => (m < 9 ? (MONTHS[m] ?? '') : '')}
      />
      <Axis id="users-axis" position={Position.Left} ticks={4} />
      {showContext && (
        // First, so that it is drawn under the focus line. One grey for all: a series has a single colour
        // in every panel, so the grey lines need a spec of their own rather than a colour per panel.
        <LineSeries
          id="context"
          data={context}
          xScaleType={ScaleType.Linear}
          yScaleType={ScaleType.Linear}
          xAccessor="month"
          yAccessors={['users']}
          splitSeriesAccessors={['app']}
          color={grey}
          lineSeriesStyle={{ line: { strokeWidth: 1 }, point: { visible: 'never' } }}
          // The grey lines are background: no tooltip rows, no legend items.
          filterSeriesInTooltip={() => false}
          hideInLegend
        />
      )}
      <LineSeries
        id="focus"
        name={(series) => String(series.smHorizontalAccessorValue)}
        data={focus}
        xScaleType={ScaleType.Linear}
        yScaleType={ScaleType.Linear}
        xAccessor="month"
        yAccessors={['users']}
        color="#6092c0"
        lineSeriesStyle={{ line: { strokeWidth: 2 }, point: { visible: 'never' } }}
      />
    </Chart>
  );
}
