/**
 * Time axis
 * Two weeks of hourly events on a time scale, with the library's multi-layer time axis.
 */
import React from 'react';
import { Axis, BarSeries, Chart, LIGHT_THEME, Position, ScaleType, Settings, type Theme } from '@elastic/charts';

const HOUR = 60 * 60 * 1000;
const START = Date.UTC(2025, 4, 5);
const data = Array.from({ length: 14 * 24 }, (_, i) => {
  const hour = i % 24;
  return { time: START + i * HOUR, events: Math.round(20 + (hour > 7 && hour < 20 ? 60 : 5) + ((i * 17) % 13)) };
});

export default function TimeAxisExample({ baseTheme = LIGHT_THEME }: { baseTheme?: Theme }) {
  return (
    <Chart title="Events per hour">
      <Settings baseTheme={baseTheme} />
      <Axis id="time" position={Position.Bottom} timeAxisLayerCount={2} />
      <Axis id="events" position={Position.Left} title="Events" />
      <BarSeries
        id="events"
        data={data}
        xScaleType={ScaleType.Time}
        yScaleType={ScaleType.Linear}
        xAccessor="time"
        yAccessors={['events']}
        timeZone="UTC"
      />
    </Chart>
  );
}
