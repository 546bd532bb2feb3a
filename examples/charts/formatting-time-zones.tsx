/**
 * Time zones
 * The same two days of hourly requests drawn twice, in UTC and in a chosen zone: ticks, labels and tooltip header follow the series' timeZone.
 */
import React from 'react';
import {
  Axis,
  Chart,
  LIGHT_THEME,
  LineSeries,
  Position,
  ScaleType,
  Settings,
  type Theme,
  type TickFormatterOptions,
} from '@elastic/charts';

const HOUR = 60 * 60 * 1000;
const START = Date.UTC(2025, 4, 6); // Tuesday 6 May 2025, 00:00 UTC
const RELEASE = Date.UTC(2025, 4, 6, 14); // a release at 14:00 UTC brings a burst of traffic

// Requests per hour (thousands), stored as epoch milliseconds: one instant each, whatever zone reads it.
const requests = Array.from({ length: 48 }, (_, i) => {
  const time = START + i * HOUR;
  const daily = Math.sin(((i % 24) - 9) * (Math.PI / 12)); // busiest around 15:00 UTC
  return { time, requests: Math.round(40 + 25 * daily + (time === RELEASE ? 45 : 0) + ((i * 7) % 5)) };
});

type Zone = 'UTC' | 'America/New_York' | 'Europe/Berlin' | 'Asia/Kolkata';

// The tooltip header goes through the x axis's tickFormat, which receives the hovered series' timeZone.
// Building an Intl.DateTimeFormat costs more than using one: keep one per zone.
const headerFormats = new Map<string, Intl.DateTimeFormat>();
function headerTime(value: number, options?: TickFormatterOptions) {
  const timeZone = options?.timeZone ?? 'UTC';
  let format = headerFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      timeZone,
      timeZoneName: 'short',
    });
    headerFormats.set(timeZone, format);
  }
  return format.format(value);
}

// `id` keeps the spec ids of the two charts apart.
function RequestsChart({ baseTheme, timeZone, id }: { baseTheme: Theme; timeZone: string; id: string }) {
  return (
    <Chart title={timeZone}>
      <Settings baseTheme={baseTheme} />
      {/* The multi-layer axis writes its own labels in the scale's zone; tickFormat only serves the tooltip header. */}
      <Axis id={`${id}-time`} position={Position.Bottom} tickFormat={headerTime} />
      <Axis id={`${id}-requests-axis`} position={Position.Left} ticks={3} tickFormat={(v: number) => `${v}k`} />
      <LineSeries
        id={`${id}-requests`}
        name="Requests"
        data={requests}
        xScaleType={ScaleType.Time}
        yScaleType={ScaleType.Linear}
        xAccessor="time"
        yAccessors={['requests']}
        // The zone the x scale puts its ticks in and labels them with. The data does not change.
        timeZone={timeZone}
      />
    </Chart>
  );
}

interface TimeZonesExampleProps {
  baseTheme?: Theme;
  /** The IANA zone of the lower chart; the upper one stays in UTC for comparison. */
  timeZone?: Zone;
}

export default function TimeZonesExample({
  baseTheme = LIGHT_THEME,
  timeZone = 'Asia/Kolkata',
}: TimeZonesExampleProps) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <div style={{ flex: 1, minHeight: 0 }}>
        <RequestsChart id="utc" baseTheme={baseTheme} timeZone="UTC" />
      </div>
      <div style={{ flex: 1, minHeight: 0 }}>
        <RequestsChart id="chosen" baseTheme={baseTheme} timeZone={timeZone} />
      </div>
    </div>
  );
}
