/**
 * Colour palette
 * Electricity generated per source: a palette of its own in the theme's colors.vizColors, and fixed greys for the fossil sources through the series' color function.
 */
import React from 'react';
import {
  Axis,
  BarSeries,
  Chart,
  LIGHT_THEME,
  Position,
  ScaleType,
  Settings,
  type PartialTheme,
  type SeriesColorAccessorFn,
  type Theme,
} from '@elastic/charts';

// A categorical palette that stays apart for the common kinds of colour blindness. The chart hands its
// colours out by position: the first series takes the first colour, the second the second, and so on.
const paletteTheme: PartialTheme = {
  colors: { vizColors: ['#0072B2', '#E69F00', '#009E73', '#56B4E9', '#D55E00', '#CC79A7'] },
};

// Colours that belong to a name rather than a position: the fossil sources stay grey whatever the palette.
const FOSSIL: Record<string, string> = { Coal: '#5F6B7A', Gas: '#A3ADBA' };

// Returning null leaves the series to the palette.
const fossilGrey: SeriesColorAccessorFn = ({ splitAccessors }) => FOSSIL[String(splitAccessors.get('source'))] ?? null;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
// Terawatt-hours per month. The first month lists the sources in the order the series are built in.
const SOURCES = [
  { source: 'Coal', twh: [9, 8, 8, 6, 5, 5] },
  { source: 'Gas', twh: [12, 11, 10, 8, 7, 7] },
  { source: 'Hydro', twh: [6, 6, 7, 9, 10, 9] },
  { source: 'Wind', twh: [11, 12, 10, 9, 7, 6] },
  { source: 'Solar', twh: [2, 3, 5, 7, 9, 10] },
];

interface PaletteExampleProps {
  baseTheme?: Theme;
  /** Give coal and gas fixed greys with the series' `color` function; off, they take palette colours too. */
  fixedFossil?: boolean;
  /**
   * Leave coal out of the data, as a filter would. Palette colours follow positions, so every later source
   * moves up one colour.
   */
  withoutCoal?: boolean;
}

export default function PaletteExample({
  baseTheme = LIGHT_THEME,
  fixedFossil = true,
  withoutCoal = false,
}: PaletteExampleProps) {
  const sources = withoutCoal ? SOURCES.filter(({ source }) => source !== 'Coal') : SOURCES;
  const data = MONTHS.flatMap((month, m) => sources.map(({ source, twh }) => ({ month, source, twh: twh[m] ?? 0 })));
  return (
    <Chart title="Electricity by source">
      {/* Five short names read best in a column beside the plot. */}
      <Settings baseTheme={baseTheme} theme={paletteTheme} showLegend legendPosition={Position.Right} />
      <Axis id="month" position={Position.Bottom} />
      <Axis id="twh-axis" position={Position.Left} title="TWh" />
      <BarSeries
        id="generation"
        data={data}
        xScaleType={ScaleType.Ordinal}
        yScaleType={ScaleType.Linear}
        xAccessor="month"
        yAccessors={['twh']}
        splitSeriesAccessors={['source']}
        stackAccessors={['month']}
        // A color on the series beats the palette; without one, every source takes its position's colour.
        color={fixedFossil ? fossilGrey : undefined}
      />
    </Chart>
  );
}
