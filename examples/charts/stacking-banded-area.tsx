/**
 * Banded area around a line
 * Mean response time per hour inside a band from the fastest to the slowest request, with legend names that say which edge is which.
 */
import React from 'react';
import {
  AreaSeries,
  Axis,
  Chart,
  LegendLayout,
  LIGHT_THEME,
  LineSeries,
  Position,
  ScaleType,
  Settings,
  type Theme,
  type PartialTheme,
} from '@elastic/charts';

/**
 * Room for the last point: 73.2.1's themes leave no margin around the chart, and a line's points are drawn
 * unclipped, so the point at the last x was cut in half by the canvas's right edge.
 */
const LAST_POINT_ROOM: PartialTheme = { chartMargins: { right: 8 } };

const HOUR = 60 * 60 * 1000;
const START = Date.UTC(2025, 4, 12);

// Response times in milliseconds: the fastest, mean and slowest request of each hour.
const data = Array.from({ length: 24 }, (_, hour) => {
  const load = Math.sin(((hour - 8) / 24) * 2 * Math.PI);
  const mean = Math.round(180 + 60 * load + ((hour * 7) % 11));
  return {
    time: START + hour * HOUR,
    min: Math.round(mean * 0.55),
    mean,
    max: Math.round(mean * 1.6 + ((hour * 13) % 40)),
  };
});

const ms = (v: number) => `${v} ms`;
const clock = (t: number) => `${String(new Date(t).getUTCHours()).padStart(2, '0')}:00`;

interface BandedAreaExampleProps {
  baseTheme?: Theme;
  /** Appended to the series name for the band's lower edge, in the legend and the tooltip. */
  lowerPostfix?: string;
  /** Appended to the series name for the band's upper edge. */
  upperPostfix?: string;
  /** Draw the mean as a line inside the band. */
  showMean?: boolean;
}

export default function BandedAreaExample({
  baseTheme = LIGHT_THEME,
  lowerPostfix = ' (fastest)',
  upperPostfix = ' (slowest)',
  showMean = true,
}: BandedAreaExampleProps) {
  const color = baseTheme.colors.vizColors[0] ?? baseTheme.colors.defaultVizColor;
  return (
    <Chart title="Response time per hour">
      {/* List layout: items side by side at their own widths. The default grid gives each item at least
          the theme's legend.verticalWidth (200 px) and, on a phone, wraps to more rows than the legend has room for. */}
      <Settings
        baseTheme={baseTheme}
        theme={LAST_POINT_ROOM}
        showLegend
        legendLayout={LegendLayout.List}
        legendPosition={Position.Bottom}
      />
      <Axis id="time" position={Position.Bottom} tickFormat={clock} />
      <Axis id="ms-axis" position={Position.Left} title="Response time" tickFormat={ms} />
      <AreaSeries
        id="range"
        name="Response time"
        data={data}
        xScaleType={ScaleType.Time}
        yScaleType={ScaleType.Linear}
        xAccessor="time"
        // The upper edge comes from yAccessors, the lower edge from y0Accessors, index by index.
        yAccessors={['max']}
        y0Accessors={['min']}
        y0AccessorFormat={lowerPostfix}
        y1AccessorFormat={upperPostfix}
        color={color}
        areaSeriesStyle={{ area: { opacity: 0.2 }, line: { strokeWidth: 1 } }}
        timeZone="UTC"
      />
      {showMean && (
        <LineSeries
          id="mean"
          name="Mean"
          data={data}
          xScaleType={ScaleType.Time}
          yScaleType={ScaleType.Linear}
          xAccessor="time"
          yAccessors={['mean']}
          color={color}
          timeZone="UTC"
        />
      )}
    </Chart>
  );
}
