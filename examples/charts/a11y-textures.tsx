/**
 * Textures and dashes
 * Stacked bars told apart by texture as well as colour, and a dashed line with square markers for demand.
 */
import React from 'react';
import {
  Axis,
  BarSeries,
  Chart,
  LIGHT_THEME,
  LegendLayout,
  LineSeries,
  PointShape,
  Position,
  ScaleType,
  Settings,
  TextureShape,
  type RecursivePartial,
  type BarSeriesStyle,
  type TexturedStyles,
  type Theme,
} from '@elastic/charts';

// Electricity produced by source and consumed, per month, in GWh (a small region over half a year).
const months = [
  { month: 'Jan', solar: 12, wind: 48, hydro: 30, demand: 104 },
  { month: 'Feb', solar: 18, wind: 44, hydro: 32, demand: 98 },
  { month: 'Mar', solar: 29, wind: 41, hydro: 38, demand: 95 },
  { month: 'Apr', solar: 40, wind: 35, hydro: 44, demand: 88 },
  { month: 'May', solar: 52, wind: 30, hydro: 46, demand: 84 },
  { month: 'Jun', solar: 58, wind: 26, hydro: 40, demand: 86 },
];

// Each colour keeps at least 3:1 against both the light (#FFFFFF) and the dark (#0B1628) background.
const COLORS = { solar: '#DA6A00', wind: '#0E8A86', hydro: '#2A7FD4' };

interface TexturesExampleProps {
  baseTheme?: Theme;
  /** Draw the textures on the bars. Without them, only colour tells the sources apart. */
  textures?: boolean;
  /** Paint every bar in one colour, as a greyscale print or a reader who cannot tell the hues apart would see them. */
  monochrome?: boolean;
}

export default function TexturesExample({
  baseTheme = LIGHT_THEME,
  textures = true,
  monochrome = false,
}: TexturesExampleProps) {
  // Patterns are drawn in the background colour over the bar's own fill, so they read in both colour modes.
  const ink = baseTheme.background.color;
  const barStyle = (texture?: TexturedStyles): RecursivePartial<BarSeriesStyle> => ({
    rect: textures && texture ? { texture } : {},
    // A thin border in the background colour separates stacked segments of the same colour.
    rectBorder: { visible: true, stroke: ink, strokeWidth: 1 },
  });
  const color = (source: keyof typeof COLORS) => (monochrome ? COLORS.hydro : COLORS[source]);
  const bar = {
    data: months,
    xScaleType: ScaleType.Ordinal,
    yScaleType: ScaleType.Linear,
    xAccessor: 'month',
    stackAccessors: ['month'],
  };
  return (
    <Chart title="Electricity by source">
      {/* A list below the plot wraps its items in rows, so four names fit even on a phone. */}
      <Settings baseTheme={baseTheme} showLegend legendPosition={Position.Bottom} legendLayout={LegendLayout.List} />
      <Axis id="month" position={Position.Bottom} />
      <Axis id="gwh" position={Position.Left} title="GWh" />
      <BarSeries
        id="hydro"
        name="Hydro"
        color={color('hydro')}
        yAccessors={['hydro']}
        // Solid: the absence of a pattern is a pattern of its own.
        barSeriesStyle={barStyle()}
        {...bar}
      />
      <BarSeries
        id="wind"
        name="Wind"
        color={color('wind')}
        yAccessors={['wind']}
        // Continuous vertical lines, turned 45 degrees: diagonal stripes.
        barSeriesStyle={barStyle({
          shape: TextureShape.Line,
          stroke: ink,
          strokeWidth: 2,
          size: 8,
          spacing: { x: 5, y: 0 },
          rotation: 45,
        })}
        {...bar}
      />
      <BarSeries
        id="solar"
        name="Solar"
        color={color('solar')}
        yAccessors={['solar']}
        barSeriesStyle={barStyle({ shape: TextureShape.Circle, fill: ink, stroke: ink, size: 4, spacing: 4 })}
        {...bar}
      />
      <LineSeries
        id="demand"
        name="Demand"
        // The theme's text colour: the line stays the darkest (or lightest) mark on the plot in either mode.
        color={baseTheme.axes.axisTitle.fill}
        data={months}
        xScaleType={ScaleType.Ordinal}
        yScaleType={ScaleType.Linear}
        xAccessor="month"
        yAccessors={['demand']}
        // A dash and a marker shape of its own; the legend repeats the square, not the dash.
        lineSeriesStyle={{
          line: { strokeWidth: 2, dash: [6, 4] },
          point: { visible: 'always', shape: PointShape.Square, radius: 4, fill: baseTheme.axes.axisTitle.fill },
        }}
      />
    </Chart>
  );
}
