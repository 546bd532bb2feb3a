/**
 * Stacked area series
 * Requests per service over a week, stacked so the top edge is the total.
 */
import React from 'react';
import { AreaSeries, Axis, Chart, LIGHT_THEME, Position, ScaleType, Settings, type Theme } from '@elastic/charts';

const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const SERVICES = [
  { name: 'api', base: 120 },
  { name: 'web', base: 80 },
  { name: 'auth', base: 30 },
];

const data = SERVICES.flatMap(({ name, base }) =>
  DAYS.map((day, i) => ({ day, service: name, requests: Math.round(base * (i < 5 ? 1 + i * 0.1 : 0.5)) })),
);

export default function AreaSeriesExample({ baseTheme = LIGHT_THEME }: { baseTheme?: Theme }) {
  return (
    <Chart title="Requests per service">
      <Settings baseTheme={baseTheme} showLegend />
      <Axis id="day" position={Position.Bottom} />
      <Axis id="requests" position={Position.Left} title="Requests (thousands)" />
      <AreaSeries
        id="requests"
        data={data}
        xScaleType={ScaleType.Ordinal}
        yScaleType={ScaleType.Linear}
        xAccessor="day"
        yAccessors={['requests']}
        splitSeriesAccessors={['service']}
        stackAccessors={['day']}
      />
    </Chart>
  );
}
