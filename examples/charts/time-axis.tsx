/**
 * Time axis
 * Two weeks of hourly events on a time scale, with the library's multi-layer time axis.
 */
import React from 'react';
import {
  AreaSeries,
  Axis,
  BarSeries,
  Chart,
  LIGHT_THEME,
  LineSeries,
  Position,
  ScaleType,
  Settings,
  type Theme,
} from '@elastic/charts';

const HOUR = 60 * 60 * 1000;
const START = Date.UTC(2025, 4, 5);
const hourlyEvents = (days: number) =>
  Array.from({ length: days * 24 }, (_, i) => {
    const hour = i % 24;
    return { time: START + i * HOUR, events: Math.round(20 + (hour > 7 && hour < 20 ? 60 : 5) + ((i * 17) % 13)) };
  });

const SERIES = { bar: BarSeries, line: LineSeries, area: AreaSeries };

interface TimeAxisExampleProps {
  baseTheme?: Theme;
  /** How many days of hourly data: the axis picks its tick spacing and labels from the range. */
  days?: number;
  seriesType?: keyof typeof SERIES;
}

export default function TimeAxisExample({
  baseTheme = LIGHT_THEME,
  days = 7,
  seriesType = 'bar',
}: TimeAxisExampleProps) {
  const Series = SERIES[seriesType];
  return (
    <Chart title="Events per hour">
      <Settings baseTheme={baseTheme} />
      <Axis id="time" position={Position.Bottom} timeAxisLayerCount={2} />
      <Axis id="events-axis" position={Position.Left} title="Events" />
      <Series
        id="events"
        data={hourlyEvents(days)}
        xScaleType={ScaleType.Time}
        yScaleType={ScaleType.Linear}
        xAccessor="time"
        yAccessors={['events']}
        timeZone="UTC"
      />
    </Chart>
  );
}
