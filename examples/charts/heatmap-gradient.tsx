/**
 * Heatmap colour ramp
 * Monthly mean temperatures of six cities, coloured by many narrow bands that step from blue to red.
 */
import React, { useEffect, useRef, useState } from 'react';
import { Chart, Heatmap, LIGHT_THEME, Settings, type ColorBand, type PartialTheme, type Theme } from '@elastic/charts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Yearly mean, half the summer-to-winter swing, and the warmest month (0 = January) of each city.
const CITIES: [name: string, mean: number, swing: number, warmest: number][] = [
  ['Oslo', 6, 10, 6],
  ['Berlin', 10, 9, 6],
  ['Madrid', 15, 10, 6],
  ['Cairo', 22, 7, 7],
  ['Singapore', 28, 1, 4],
  ['Sydney', 18, 5, 0],
];

const data = CITIES.flatMap(([city, mean, swing, warmest]) =>
  MONTHS.map((month, m) => ({
    city,
    month,
    celsius: Math.round(mean + swing * Math.cos(((m - warmest) / 12) * 2 * Math.PI)),
  })),
);

// The ramp runs through three colours: cold blue at -5 °C, a pale neutral at 12.5 °C, hot red at 30 °C.
const MIN = -5;
const MAX = 30;
type Stop = [at: number, rgb: [number, number, number]];
const STOPS: [Stop, Stop, Stop] = [
  [MIN, [49, 104, 170]],
  [(MIN + MAX) / 2, [244, 241, 234]],
  [MAX, [196, 58, 44]],
];

/** The colour at `value`, mixed linearly between the two stops around it. */
function colorAt(value: number): string {
  const [[from, a], [to, b]] = value < STOPS[1][0] ? [STOPS[0], STOPS[1]] : [STOPS[1], STOPS[2]];
  const t = Math.min(Math.max((value - from) / (to - from), 0), 1);
  return `rgb(${a.map((c, k) => Math.round(c + ((b[k] ?? c) - c) * t)).join(',')})`;
}

/**
 * `steps` bands of equal width from MIN to MAX, each painted with the colour of its middle. The first and
 * last are left open, so that a value beyond the range is still coloured instead of transparent.
 */
function ramp(steps: number): ColorBand[] {
  const size = (MAX - MIN) / steps;
  return Array.from({ length: steps }, (_, i) => ({
    start: i === 0 ? -Infinity : MIN + i * size,
    end: i === steps - 1 ? Infinity : MIN + (i + 1) * size,
    color: colorAt(MIN + (i + 0.5) * size),
  }));
}

interface HeatmapGradientExampleProps {
  baseTheme?: Theme;
  /** How many bands the ramp is cut into: few give clear classes, many come close to a smooth gradient. */
  steps?: number;
}

/**
 * Below this chart width a month's cell is narrower than its three-letter name: the names would touch ("FebMar"),
 * so they are turned upright. (Shortening them with `xAxisLabelFormatter` would shorten the tooltip's too.)
 */
const UPRIGHT_MONTHS_BELOW = 480;
const UPRIGHT_MONTHS: PartialTheme = { heatmap: { xAxisLabel: { rotation: 90 } } };

/**
 * Whether the element `ref` points at is narrower than `width`, followed as it resizes; undefined until measured.
 * A boolean, not the width, so that a resize which crosses no line re-renders nothing.
 */
function useNarrowerThan(ref: React.RefObject<HTMLDivElement | null>, width: number): boolean | undefined {
  const [narrow, setNarrow] = useState<boolean>();
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const observer = new ResizeObserver(([entry]) => setNarrow((entry?.contentRect.width ?? 0) < width));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, width]);
  return narrow;
}

export default function HeatmapGradientExample({ baseTheme = LIGHT_THEME, steps = 7 }: HeatmapGradientExampleProps) {
  const box = useRef<HTMLDivElement>(null);
  const narrow = useNarrowerThan(box, UPRIGHT_MONTHS_BELOW);
  return (
    <div ref={box} style={{ width: '100%', height: '100%' }}>
      {narrow !== undefined && (
        <Chart title="Monthly mean temperature">
          {/* No legend: with many bands it would be a long list, and every cell already prints its value. */}
          <Settings baseTheme={baseTheme} theme={narrow ? UPRIGHT_MONTHS : undefined} showLegend={false} />
          <Heatmap
            id="temperature"
            name="Mean"
            data={data}
            xAccessor="month"
            yAccessor="city"
            valueAccessor="celsius"
            xSortPredicate="dataIndex"
            ySortPredicate="dataIndex"
            xAxisLabelName="Month"
            yAxisLabelName="City"
            // Used for the number in each cell and in the tooltip (and for band labels, had the bands none).
            valueFormatter={(value) => `${value}°`}
            colorScale={{ type: 'bands', bands: ramp(steps) }}
          />
        </Chart>
      )}
    </div>
  );
}
