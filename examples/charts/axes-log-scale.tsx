/**
 * Log scale
 * Daily HTTP responses by status class, from tens to millions, on a logarithmic y axis with compact labels.
 */
import React from 'react';
import { Axis, Chart, LIGHT_THEME, LineSeries, Position, ScaleType, Settings, type Theme } from '@elastic/charts';

// Responses per day and status class. No request failed with a 5xx on Wednesday.
const responses = [
  { day: 'Mon', '2xx': 1820000, '3xx': 88000, '4xx': 6400, '5xx': 42 },
  { day: 'Tue', '2xx': 1910000, '3xx': 91000, '4xx': 7100, '5xx': 35 },
  { day: 'Wed', '2xx': 1875000, '3xx': 86500, '4xx': 6900, '5xx': 0 },
  { day: 'Thu', '2xx': 1960000, '3xx': 94000, '4xx': 12800, '5xx': 61 },
  { day: 'Fri', '2xx': 2040000, '3xx': 97500, '4xx': 7300, '5xx': 180 },
  { day: 'Sat', '2xx': 1210000, '3xx': 61000, '4xx': 4100, '5xx': 27 },
  { day: 'Sun', '2xx': 980000, '3xx': 52000, '4xx': 3600, '5xx': 9 },
];

// One colour per status class, from the library's palette; 5xx in red.
const COLORS: Record<string, string> = { '2xx': '#16C5C0', '3xx': '#61A2FF', '4xx': '#EAAE01', '5xx': '#F6726A' };
const SCALES = { log: ScaleType.Log, sqrt: ScaleType.Sqrt, linear: ScaleType.Linear };
const compact = new Intl.NumberFormat('en', { notation: 'compact' });
const full = new Intl.NumberFormat('en');

interface LogScaleExampleProps {
  baseTheme?: Theme;
  /** The y scale type: on a linear or square-root scale the small series flatten against the bottom of the chart. */
  yScale?: keyof typeof SCALES;
  /** Fit the y domain to the data instead of starting it at 1 (log) or 0 (linear and square root). */
  fit?: boolean;
}

export default function LogScaleExample({
  baseTheme = LIGHT_THEME,
  yScale = 'log',
  fit = false,
}: LogScaleExampleProps) {
  return (
    <Chart title="Responses per day by status">
      {/* A fixed legend width: the measured one can cut even these short labels. */}
      <Settings baseTheme={baseTheme} showLegend legendPosition={Position.Right} legendSize={90} />
      <Axis id="day" position={Position.Bottom} />
      <Axis
        id="responses-axis"
        position={Position.Left}
        title="Responses"
        tickFormat={(v: number) => compact.format(v)}
        // min and max are required by the type; NaN leaves them to the data.
        domain={{ min: NaN, max: NaN, fit }}
      />
      <LineSeries
        id="responses"
        // One series per y accessor: name each after its field, or the tooltip calls all four "responses".
        name={({ yAccessor }) => String(yAccessor)}
        data={responses}
        xScaleType={ScaleType.Ordinal}
        yScaleType={SCALES[yScale]}
        xAccessor="day"
        yAccessors={['2xx', '3xx', '4xx', '5xx']}
        color={({ yAccessor }) => COLORS[String(yAccessor)] ?? null}
        // The tooltip shows exact counts; the axis keeps its compact labels.
        tickFormat={(v: number) => full.format(v)}
      />
    </Chart>
  );
}
