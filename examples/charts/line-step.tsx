/**
 * Step line
 * Hourly day-ahead electricity prices as a step line: each price holds for its whole hour, then jumps to the next.
 */
import React from 'react';
import {
  Axis,
  Chart,
  CurveType,
  LIGHT_THEME,
  LineSeries,
  Position,
  ScaleType,
  Settings,
  type Theme,
} from '@elastic/charts';

// Day-ahead price (€/MWh) of each hour, from 00:00-01:00 to 23:00-24:00: cheap at night and at the sunny midday,
// dear at the morning and evening peaks.
const PRICES = [
  82, 78, 74, 71, 73, 85, 112, 138, 131, 104, 76, 58, 44, 39, 47, 69, 98, 141, 176, 164, 127, 103, 94, 88,
];

// One row per hour, keyed by the hour the price starts at, plus a closing row at 24 that repeats the last price:
// a step that starts at x needs a point at the next x to end on, and the last hour has no next hour otherwise.
const prices = [...PRICES, PRICES[PRICES.length - 1] ?? 0].map((price, hour) => ({ hour, price }));

interface StepLineExampleProps {
  baseTheme?: Theme;
  /**
   * How the line runs between hours. `CURVE_STEP_AFTER` holds each value until the next x, `CURVE_STEP_BEFORE`
   * jumps to the next value straight away, `CURVE_STEP` changes half-way, and `LINEAR` draws the slopes a step chart avoids.
   */
  curve?: CurveType;
}

export default function StepLineExample({
  baseTheme = LIGHT_THEME,
  curve = CurveType.CURVE_STEP_AFTER,
}: StepLineExampleProps) {
  return (
    <Chart title="Electricity price per hour">
      <Settings baseTheme={baseTheme} />
      <Axis
        id="hour"
        position={Position.Bottom}
        ticks={8}
        tickFormat={(h: number) => `${String(h).padStart(2, '0')}:00`}
      />
      <Axis id="price-axis" position={Position.Left} title="€ per MWh" />
      <LineSeries
        id="price"
        name="Price"
        data={prices}
        xScaleType={ScaleType.Linear}
        yScaleType={ScaleType.Linear}
        xAccessor="hour"
        yAccessors={['price']}
        curve={curve}
        // A point on every corner adds nothing to a step line: the flat runs already show each hour.
        lineSeriesStyle={{ point: { visible: 'never' } }}
      />
    </Chart>
  );
}
