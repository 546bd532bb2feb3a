/**
 * Locale and week start
 * Six weeks of daily orders under a time axis written in the chosen locale, with week ticks on the chosen first day of the week.
 */
import React, { useMemo } from 'react';
import {
  Axis,
  BarSeries,
  Chart,
  LIGHT_THEME,
  Position,
  ScaleType,
  Settings,
  Tooltip,
  type Theme,
} from '@elastic/charts';

const DAY = 24 * 60 * 60 * 1000;
const START = Date.UTC(2025, 4, 1); // Thursday 1 May 2025

// Orders per day for 42 days: busy on weekdays, quieter at weekends, a little growth week on week.
const WEEKDAY_ORDERS = [2140, 3610, 3880, 3790, 3950, 3720, 2460]; // Sunday to Saturday
const orders = Array.from({ length: 42 }, (_, i) => {
  const time = START + i * DAY;
  const weekday = new Date(time).getUTCDay();
  return { time, orders: Math.round((WEEKDAY_ORDERS[weekday] ?? 0) * (1 + i / 200) + ((i * 37) % 90)) };
});

type Locale = 'en-US' | 'en-GB' | 'de-DE' | 'pt-BR';

interface LocaleWeekExampleProps {
  baseTheme?: Theme;
  /** The BCP 47 locale of the time axis labels (Settings `locale`), the numbers and the tooltip header. */
  locale?: Locale;
  /** The first day of the week (Settings `dow`), ISO numbered: 1 is Monday, 7 is Sunday. */
  weekStart?: number;
}

export default function LocaleWeekExample({
  baseTheme = LIGHT_THEME,
  locale = 'pt-BR',
  weekStart = 7,
}: LocaleWeekExampleProps) {
  // The chart localises its time axis only: numbers and the tooltip header are formatted here, in the same locale.
  const { count, day } = useMemo(
    () => ({
      count: new Intl.NumberFormat(locale),
      day: new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }),
    }),
    [locale],
  );
  return (
    <Chart title="Orders per day">
      <Settings baseTheme={baseTheme} locale={locale} dow={weekStart} />
      {/* The weekday in the header shows which day the week ticks fall on. */}
      <Tooltip headerFormatter={({ value }) => day.format(value as number)} />
      <Axis id="day" position={Position.Bottom} />
      <Axis id="orders-axis" position={Position.Left} title="Orders" tickFormat={(v: number) => count.format(v)} />
      <BarSeries
        id="orders"
        name="Orders"
        data={orders}
        xScaleType={ScaleType.Time}
        yScaleType={ScaleType.Linear}
        xAccessor="time"
        yAccessors={['orders']}
        // Midnight UTC stamps: in UTC each bar is one calendar day, whatever the reader's own zone.
        timeZone="UTC"
      />
    </Chart>
  );
}
