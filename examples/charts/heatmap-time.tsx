/**
 * Heatmap on a time axis
 * Daily error counts per service over two weeks in Berlin time, one column per calendar day, gaps kept.
 */
import React from 'react';
import {
  Chart,
  Heatmap,
  LIGHT_THEME,
  Position,
  ScaleType,
  Settings,
  roundDateToESInterval,
  type ESCalendarInterval,
  type Theme,
} from '@elastic/charts';

const TIME_ZONE = 'Europe/Berlin';
const CALENDAR_DAY: ESCalendarInterval = { type: 'calendar', unit: 'day', value: 1 };
const SERVICES = ['checkout', 'search', 'auth', 'catalog', 'payments'];
// 24 March to 6 April 2025: Berlin moves its clocks forward on 30 March, so that day has 23 hours.
const DAYS = 14;
// 28 March has no data at all (the collector was down): the time scale still gives it a column.
const OUTAGE_DAY = 4;

// Each cell's x must be the exact start of its bucket in TIME_ZONE, or the heatmap drops the cell. The
// library's own rounding gives Berlin midnight, whatever the offset on that day.
const dayStart = (day: number) =>
  roundDateToESInterval(Date.UTC(2025, 2, 24 + day, 12), CALENDAR_DAY, 'start', TIME_ZONE);

const data = SERVICES.flatMap((service, s) =>
  Array.from({ length: DAYS }, (_, day) => day)
    .filter((day) => day !== OUTAGE_DAY)
    .map((day) => {
      const weekend = [5, 6, 12, 13].includes(day);
      // A bad release of search on 2 April, quieter weekends, a steady background for the rest.
      const incident = service === 'search' && (day === 9 || day === 10) ? 260 - (day - 9) * 140 : 0;
      const errors = ((s * 37 + day * 23) % 40) + (weekend ? 0 : 12) + (service === 'auth' ? 45 : 0) + incident;
      return { time: dayStart(day), service, errors };
    }),
);

// Labels are written in the same zone as the buckets: a Berlin midnight printed in UTC would be the day before.
const dayLabel = new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, weekday: 'short', day: 'numeric' });

interface HeatmapTimeExampleProps {
  baseTheme?: Theme;
  /**
   * `time`: one column per calendar day from the first to the last, 28 March included, empty.
   * `ordinal`: one column per distinct x value in the data, so the missing day closes up.
   */
  xScaleType?: 'time' | 'ordinal';
}

export default function HeatmapTimeExample({ baseTheme = LIGHT_THEME, xScaleType = 'time' }: HeatmapTimeExampleProps) {
  return (
    <Chart title="Errors per service and day">
      <Settings baseTheme={baseTheme} showLegend legendPosition={Position.Right} legendSize={80} />
      <Heatmap
        id="daily-errors"
        name="Errors"
        data={data}
        xAccessor="time"
        yAccessor="service"
        valueAccessor="errors"
        xScale={xScaleType === 'time' ? { type: ScaleType.Time, interval: CALENDAR_DAY } : { type: ScaleType.Ordinal }}
        xSortPredicate="numAsc"
        timeZone={TIME_ZONE}
        ySortPredicate="dataIndex"
        xAxisLabelName="Day"
        xAxisLabelFormatter={(value) => dayLabel.format(Number(value))}
        yAxisLabelName="Service"
        colorScale={{
          type: 'bands',
          // Counts are whole numbers and `end` is excluded, so each label names the counts it really holds.
          bands: [
            { start: 0, end: 25, color: '#d2e9f7', label: '0–24' },
            { start: 25, end: 50, color: '#8fbde3', label: '25–49' },
            { start: 50, end: 100, color: '#4a86c5', label: '50–99' },
            { start: 100, end: Infinity, color: '#d3543f', label: '100+' },
          ],
        }}
      />
    </Chart>
  );
}
