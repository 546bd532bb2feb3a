/**
 * Heatmap
 * Errors by weekday and hour, coloured by bands of counts.
 */
import React from 'react';
import { Chart, Heatmap, LIGHT_THEME, Position, Settings, type Theme } from '@elastic/charts';

const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
// The hour each two-hour slot starts at: 0, 2, … 22. Labels as short as these still fit twelve columns on a phone.
const HOURS = Array.from({ length: 12 }, (_, i) => i * 2);

const data = DAYS.flatMap((day, d) =>
  HOURS.map((hour, h) => ({ day, hour, errors: ((d * 5 + h * 3) % 11) + (h > 3 && h < 9 && d < 5 ? 8 : 0) })),
);

interface HeatmapExampleProps {
  baseTheme?: Theme;
  /** Where the legend of the colour bands sits. */
  legendPosition?: Position;
}

export default function HeatmapExample({
  baseTheme = LIGHT_THEME,
  legendPosition = Position.Right,
}: HeatmapExampleProps) {
  return (
    <Chart title="Errors by weekday and hour">
      <Settings baseTheme={baseTheme} showLegend legendPosition={legendPosition} />
      <Heatmap
        id="errors"
        data={data}
        xAccessor="hour"
        yAccessor="day"
        valueAccessor="errors"
        xAxisTitle="Hour"
        // The names of the x and y values in the tooltip ("Hour: 8", "Day: Mon").
        xAxisLabelName="Hour"
        yAxisLabelName="Day"
        xSortPredicate="dataIndex"
        ySortPredicate="dataIndex"
        colorScale={{
          type: 'bands',
          bands: [
            { start: 0, end: 5, color: '#d2e9f7' },
            { start: 5, end: 10, color: '#79aad9' },
            { start: 10, end: 15, color: '#3d71b6' },
            { start: 15, end: Infinity, color: '#1c4788' },
          ],
        }}
      />
    </Chart>
  );
}
