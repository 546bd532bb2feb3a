/**
 * First chart
 * Visits on five weekdays as a line with a titled axis on each side: the chart Getting started builds.
 */
import React from 'react';
import { Axis, Chart, LIGHT_THEME, LineSeries, Position, ScaleType, Settings, type Theme } from '@elastic/charts';

const data = [
  { day: 'Mon', visits: 120 },
  { day: 'Tue', visits: 180 },
  { day: 'Wed', visits: 150 },
  { day: 'Thu', visits: 210 },
  { day: 'Fri', visits: 260 },
];

interface WeeklyVisitsProps {
  /** The chart theme: this site passes the dark one in dark mode; an app with one theme can leave it out. */
  baseTheme?: Theme;
}

export default function WeeklyVisits({ baseTheme = LIGHT_THEME }: WeeklyVisitsProps) {
  return (
    // The chart fills its parent, so the parent needs a height.
    <div style={{ height: 300 }}>
      <Chart title="Visits per day">
        <Settings baseTheme={baseTheme} showLegend={false} />
        <Axis id="bottom" position={Position.Bottom} title="Day" />
        <Axis id="left" position={Position.Left} title="Visits" />
        <LineSeries
          id="visits"
          name="Visits"
          data={data}
          xScaleType={ScaleType.Ordinal}
          yScaleType={ScaleType.Linear}
          xAccessor="day"
          yAccessors={['visits']}
        />
      </Chart>
    </div>
  );
}
