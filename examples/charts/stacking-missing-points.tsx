/**
 * Stacked areas with missing points
 * Requests per region in one stack, where one region skipped a few samples: a fit function bridges them so the total keeps its shape.
 */
import React from 'react';
import {
  AreaSeries,
  Axis,
  Chart,
  Fit,
  LegendLayout,
  LIGHT_THEME,
  Position,
  ScaleType,
  Settings,
  type Theme,
} from '@elastic/charts';

const MINUTE = 60 * 1000;
const START = Date.UTC(2025, 8, 1, 14, 0);
const REGIONS = [
  { region: 'eu', base: 420 },
  { region: 'us', base: 310 },
  { region: 'apac', base: 180 },
];

// Requests per minute, one row per region and sample. The us collector missed two samples
// (no row at all) and sent one empty value (requests: null).
const data = REGIONS.flatMap(({ region, base }, r) =>
  Array.from({ length: 13 }, (_, i) => ({
    time: START + i * 5 * MINUTE,
    region,
    requests: region === 'us' && i === 9 ? null : Math.round(base + 40 * Math.sin((i + r * 3) / 2)),
  })).filter((row, i) => !(row.region === 'us' && (i === 4 || i === 5))),
);

const clock = (t: number) => new Date(t).toISOString().slice(11, 16);

interface MissingPointsExampleProps {
  baseTheme?: Theme;
  /** How the areas fill the samples they lack; `none` counts them as zero, so the areas above dip into the hole. */
  fit?: Exclude<Fit, typeof Fit.Explicit>;
}

export default function MissingPointsExample({ baseTheme = LIGHT_THEME, fit = Fit.Linear }: MissingPointsExampleProps) {
  return (
    <Chart title="Requests per region">
      {/* List layout: items side by side at their own widths. The default grid gives each item at least
          the theme's legend.verticalWidth (200 px) and, on a phone, wraps to more rows than the legend has room for. */}
      <Settings baseTheme={baseTheme} showLegend legendLayout={LegendLayout.List} legendPosition={Position.Bottom} />
      <Axis id="time" position={Position.Bottom} tickFormat={clock} />
      <Axis id="requests-axis" position={Position.Left} title="Requests / min" />
      <AreaSeries
        id="requests"
        data={data}
        xScaleType={ScaleType.Time}
        yScaleType={ScaleType.Linear}
        xAccessor="time"
        yAccessors={['requests']}
        splitSeriesAccessors={['region']}
        stackAccessors={['time']}
        fit={fit}
        timeZone="UTC"
      />
    </Chart>
  );
}
