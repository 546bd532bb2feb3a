/**
 * Timeslip
 * A zoomable time chart that asks for data at whatever resolution the view shows.
 */
import React from 'react';
import { Chart, LIGHT_THEME, Settings, Timeslip, type GetData, type Theme } from '@elastic/charts';

/** Length of each bin unit in seconds: the chart's time domain is in seconds. */
const UNIT_SECONDS: Record<string, number> = {
  year: 365.25 * 86400,
  month: 30.44 * 86400,
  week: 7 * 86400,
  day: 86400,
  hour: 3600,
  minute: 60,
  second: 1,
  millisecond: 0.001,
  one: 1,
};
const MAX_POINTS = 2000;

/** One value per bin of the requested range: a slow wave with a daily ripple. */
const getData: GetData = ({ lo, hi, binUnit, binUnitCount }) => {
  if (!lo || !hi) return [];
  const step = Math.max((UNIT_SECONDS[binUnit] ?? 1) * binUnitCount, (hi.supremum - lo.minimum) / MAX_POINTS);
  const rows = [];
  for (let t = lo.minimum; t < hi.supremum; t += step) {
    rows.push({ epochMs: t * 1000, value: 50 + 30 * Math.sin(t / 2_000_000) + 10 * Math.sin(t / 13_750) });
  }
  return rows;
};

export default function TimeslipExample({ baseTheme = LIGHT_THEME }: { baseTheme?: Theme }) {
  return (
    <Chart title="Zoomable time series">
      <Settings baseTheme={baseTheme} />
      <Timeslip id="timeslip" getData={getData} />
    </Chart>
  );
}
