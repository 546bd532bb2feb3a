/**
 * Dashed forecast
 * Daily orders: a partial theme sets the width of every line, and the forecast's own lineSeriesStyle adds a dash on top of it.
 */
import React from 'react';
import {
  AreaSeries,
  Axis,
  Chart,
  LIGHT_THEME,
  LineSeries,
  Position,
  ScaleType,
  Settings,
  type PartialTheme,
  type Theme,
} from '@elastic/charts';

const DAY = 24 * 60 * 60 * 1000;
const START = Date.UTC(2025, 2, 3);
const ACTUAL_DAYS = 21;
const FORECAST_DAYS = 10;

// Orders per day: a weekly rhythm (quiet weekends) on a slow rise.
const ordersOn = (day: number) => Math.round(400 + 6 * day + (day % 7 >= 5 ? -90 : 0) + ((day * 37) % 23));

const actual = Array.from({ length: ACTUAL_DAYS }, (_, day) => ({ time: START + day * DAY, orders: ordersOn(day) }));

// The forecast starts on the last actual day, so that the two lines meet; its range widens with the distance.
const forecast = Array.from({ length: FORECAST_DAYS + 1 }, (_, i) => {
  const day = ACTUAL_DAYS - 1 + i;
  const orders = i === 0 ? ordersOn(day) : Math.round(400 + 6 * day + (day % 7 >= 5 ? -90 : 0) + 11);
  return { time: START + day * DAY, orders, low: orders - 9 * i, high: orders + 9 * i };
});

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const dayLabel = (t: number) => `${MONTHS[new Date(t).getUTCMonth()]} ${new Date(t).getUTCDate()}`;

interface SeriesStylesExampleProps {
  baseTheme?: Theme;
  /** Line width of every line, set once in the partial theme. The forecast keeps it: its own style names only the dash. */
  lineWidth?: number;
  /** Dash the forecast line through its `lineSeriesStyle`; off, only the legend and the range tell it apart. */
  dashed?: boolean;
  /** Shade the forecast's range with a banded area, styled by its own `areaSeriesStyle`. */
  showRange?: boolean;
}

export default function SeriesStylesExample({
  baseTheme = LIGHT_THEME,
  lineWidth = 2,
  dashed = true,
  showRange = true,
}: SeriesStylesExampleProps) {
  // The house style for every line of the chart: one width, no point markers.
  const theme: PartialTheme = { lineSeriesStyle: { line: { strokeWidth: lineWidth }, point: { visible: 'never' } } };
  // One colour for actuals, forecast and range: they are one measure, told apart by style, not by hue.
  const color = baseTheme.colors.vizColors[0] ?? baseTheme.colors.defaultVizColor;
  return (
    <Chart title="Orders per day">
      <Settings baseTheme={baseTheme} theme={theme} showLegend legendPosition={Position.Right} />
      {/* A time axis writes its own two rows of date labels; its tickFormat still formats the tooltip's header. */}
      <Axis id="time" position={Position.Bottom} tickFormat={dayLabel} />
      <Axis id="orders-axis" position={Position.Left} title="Orders" />
      {showRange && (
        <AreaSeries
          id="range"
          name="Range"
          data={forecast}
          xScaleType={ScaleType.Time}
          yScaleType={ScaleType.Linear}
          xAccessor="time"
          yAccessors={['high']}
          y0Accessors={['low']}
          y0AccessorFormat=" (low)"
          y1AccessorFormat=" (high)"
          // The shading explains itself; the tooltip still lists both edges.
          hideInLegend
          color={color}
          // Merged over the theme's areaSeriesStyle: a faint fill, no edge lines, no points.
          areaSeriesStyle={{ area: { opacity: 0.15 }, line: { visible: false }, point: { visible: 'never' } }}
          timeZone="UTC"
        />
      )}
      <LineSeries
        id="actual"
        name="Actual"
        data={actual}
        xScaleType={ScaleType.Time}
        yScaleType={ScaleType.Linear}
        xAccessor="time"
        yAccessors={['orders']}
        color={color}
        timeZone="UTC"
      />
      <LineSeries
        id="forecast"
        name="Forecast"
        data={forecast}
        xScaleType={ScaleType.Time}
        yScaleType={ScaleType.Linear}
        xAccessor="time"
        yAccessors={['orders']}
        color={color}
        // Only the dash: the width still comes from the theme, because the series style is merged over it.
        lineSeriesStyle={dashed ? { line: { dash: [6, 4] } } : undefined}
        timeZone="UTC"
      />
    </Chart>
  );
}
