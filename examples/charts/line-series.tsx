/**
 * Line series
 * CPU use of three hosts over a day, split from one data array, with monotone curves.
 */
import React from 'react';
import {
  Axis,
  Chart,
  CurveType,
  LIGHT_THEME,
  LineSeries,
  Position,
  ScaleType,
  Settings,
  type Theme,
  type PartialTheme,
} from '@elastic/charts';

// Room for the last point, drawn unclipped on the canvas's edge: the themes' margins are 0.
const LAST_POINT_ROOM: PartialTheme = { chartMargins: { right: 8 } };

const HOUR = 60 * 60 * 1000;
const START = Date.UTC(2025, 0, 6);
const HOSTS = ['web-1', 'web-2', 'db-1'];

// One row per host and hour: a daily cycle with a different load per host.
const cpuPerHost = (hours: number) =>
  HOSTS.flatMap((host, h) =>
    Array.from({ length: hours }, (_, hour) => ({
      time: START + hour * HOUR,
      host,
      cpu: Math.round(30 + 15 * h + 20 * Math.sin(((hour - 6) / 24) * 2 * Math.PI) + ((hour * 7 + h * 3) % 5)),
    })),
  );

interface LineSeriesExampleProps {
  baseTheme?: Theme;
  curve?: CurveType;
  legendPosition?: Position;
  /** How many hours of data each host has. */
  hours?: number;
}

export default function LineSeriesExample({
  baseTheme = LIGHT_THEME,
  curve = CurveType.CURVE_MONOTONE_X,
  legendPosition = Position.Right,
  hours = 24,
}: LineSeriesExampleProps) {
  return (
    <Chart title="CPU use per host">
      <Settings baseTheme={baseTheme} theme={LAST_POINT_ROOM} showLegend legendPosition={legendPosition} />
      <Axis id="time" position={Position.Bottom} tickFormat={(t: number) => `${new Date(t).getUTCHours()}:00`} />
      <Axis id="cpu-axis" position={Position.Left} title="CPU" tickFormat={(v: number) => `${v}%`} />
      <LineSeries
        id="cpu"
        data={cpuPerHost(hours)}
        xScaleType={ScaleType.Time}
        yScaleType={ScaleType.Linear}
        xAccessor="time"
        yAccessors={['cpu']}
        splitSeriesAccessors={['host']}
        curve={curve}
        timeZone="UTC"
      />
    </Chart>
  );
}
