/**
 * Calendar heatmap
 * Deployments per day over sixteen weeks, one column per week and one row per weekday, with days not yet tracked left empty.
 */
import React from 'react';
import {
  Chart,
  DARK_THEME,
  Heatmap,
  LIGHT_THEME,
  Position,
  ScaleType,
  Settings,
  type ESCalendarInterval,
  type PartialTheme,
  type Theme,
} from '@elastic/charts';

const DAY = 24 * 60 * 60 * 1000;
const WEEK: ESCalendarInterval = { type: 'calendar', unit: 'week', value: 1 };
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
// Monday 6 January 2025, 00:00 UTC: the start of the first weekly bucket (calendar weeks start on Monday).
const FIRST_MONDAY = Date.UTC(2025, 0, 6);
const WEEKS = 16;
// Tracking began on Wednesday 8 January, and "today" is Thursday 24 April: the days outside have no row at all.
const FIRST_DAY = 2;
const LAST_DAY = WEEKS * 7 - 4;

const data = Array.from({ length: WEEKS * 7 }, (_, i) => i)
  .filter((i) => i >= FIRST_DAY && i <= LAST_DAY)
  .map((i) => {
    const week = Math.floor(i / 7);
    const weekday = i % 7;
    const weekend = weekday >= 5;
    // A release freeze in week 12 and quiet weekends; otherwise zero to eight deployments a day.
    const deploys = weekend || week === 11 ? (i % 11 === 0 ? 1 : 0) : (i * 5 + week * 3) % 9;
    // x: the Monday of the day's week, the start of its bucket. y: 0 for Monday to 6 for Sunday.
    return { week: FIRST_MONDAY + week * 7 * DAY, weekday, deploys };
  });

// Light and dark palettes: "None" must differ from the background (an empty day), and the greens grow towards
// the text colour of each theme, darker on light and brighter on dark.
type Palette = [none: string, low: string, mid: string, high: string];
const LIGHT_GREENS: Palette = ['#e4e8ee', '#9be9a8', '#40c463', '#216e39'];
const DARK_GREENS: Palette = ['#2d333b', '#0e4429', '#26a641', '#39d353'];

const shortDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

interface HeatmapCalendarExampleProps {
  baseTheme?: Theme;
  /** The gap between cells, in pixels: the grid lines, drawn in the background colour. */
  gap?: number;
}

export default function HeatmapCalendarExample({ baseTheme = LIGHT_THEME, gap = 3 }: HeatmapCalendarExampleProps) {
  // Grid lines in the background colour read as gaps between the cells; the numbers would only clutter small squares.
  const theme: PartialTheme = {
    heatmap: {
      grid: { stroke: { width: gap, color: baseTheme.background.color } },
      cell: { label: { visible: false } },
    },
  };
  const [none, low, mid, high] = baseTheme === DARK_THEME ? DARK_GREENS : LIGHT_GREENS;
  return (
    <Chart title="Deployments per day">
      <Settings baseTheme={baseTheme} theme={theme} showLegend legendPosition={Position.Right} legendSize={60} />
      <Heatmap
        id="deploys"
        name="Deployments"
        data={data}
        xAccessor="week"
        yAccessor="weekday"
        valueAccessor="deploys"
        xScale={{ type: ScaleType.Time, interval: WEEK }}
        timeZone="UTC"
        xAxisLabelName="Week of"
        xAxisLabelFormatter={(value) => shortDate.format(Number(value))}
        // Weekdays as numbers sort Monday to Sunday; the formatter names them on the axis and in the tooltip.
        ySortPredicate="numAsc"
        yAxisLabelName="Day"
        yAxisLabelFormatter={(value) => WEEKDAYS[Number(value)] ?? String(value)}
        colorScale={{
          type: 'bands',
          bands: [
            { start: 0, end: 1, color: none, label: 'None' },
            { start: 1, end: 3, color: low, label: '1–2' },
            { start: 3, end: 6, color: mid, label: '3–5' },
            { start: 6, end: Infinity, color: high, label: '6+' },
          ],
        }}
      />
    </Chart>
  );
}
