/**
 * Time zones
 * The same two days of hourly requests drawn twice, in UTC and in a chosen zone: ticks, labels and tooltip header follow the series' timeZone.
 */
import React, { useEffect, useRef, useState } from 'react';
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

// The one-row axis's labels: the time in the scale's zone, and the date where a day starts there ("7 May").
const labelFormats = new Map<string, Intl.DateTimeFormat>();
function axisLabel(value: number, options?: TickFormatterOptions) {
  const timeZone = options?.timeZone ?? 'UTC';
  let format = labelFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      timeZone,
    });
    labelFormats.set(timeZone, format);
  }
  const part = (type: string) => format.formatToParts(value).find((p) => p.type === type)?.value ?? '';
  const time = `${part('hour')}:${part('minute')}`;
  return time === '00:00' ? `${part('day')} ${part('month')}` : time;
}

/**
 * Below this width the multi-layer axis cannot label hours: it keeps 48 px between six-hour labels, and two days
 * of them need 384 px of plot, more than a phone gives. The charts then take the one-row axis.
 */
const MULTI_LAYER_FROM = 480;

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

interface RequestsChartProps {
  baseTheme: Theme;
  timeZone: string;
  /** Keeps the spec ids of the two charts apart. */
  id: string;
  /** Hours over dates on two rows, or one row of times (with the date at midnight) where the chart is narrow. */
  multiLayer: boolean;
}

function RequestsChart({ baseTheme, timeZone, id, multiLayer }: RequestsChartProps) {
  return (
    <Chart title={timeZone}>
      <Settings baseTheme={baseTheme} />
      {/* The multi-layer axis writes its own labels in the scale's zone, the one-row axis with labelFormat; tickFormat
          serves the tooltip header. */}
      <Axis
        id={`${id}-time`}
        position={Position.Bottom}
        tickFormat={headerTime}
        labelFormat={axisLabel}
        timeAxisLayerCount={multiLayer ? 2 : 0}
      />
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
  const box = useRef<HTMLDivElement>(null);
  const multiLayer = useAtLeast(box, MULTI_LAYER_FROM);
  return (
    <div ref={box} style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      {multiLayer !== undefined && (
        <>
          <div style={{ flex: 1, minHeight: 0 }}>
            <RequestsChart id="utc" baseTheme={baseTheme} timeZone="UTC" multiLayer={multiLayer} />
          </div>
          <div style={{ flex: 1, minHeight: 0 }}>
            <RequestsChart id="chosen" baseTheme={baseTheme} timeZone={timeZone} multiLayer={multiLayer} />
          </div>
        </>
      )}
    </div>
  );
}
