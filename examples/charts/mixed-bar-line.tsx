/**
 * Bars and a line together
 * Monthly orders as bars with their moving average as a line on the same scale, so the trend shows through the month-to-month noise.
 */
import React from 'react';
import {
  Axis,
  BarSeries,
  Chart,
  LIGHT_THEME,
  LineSeries,
  Position,
  ScaleType,
  Settings,
  type Theme,
} from '@elastic/charts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// Orders per month over 18 months from January 2024: slow growth, a summer dip and a December peak.
const ORDERS = [412, 388, 455, 470, 498, 441, 402, 396, 517, 548, 611, 702, 530, 502, 584, 598, 633, 571];

// x values of an ordinal scale must be unique, so each month carries its year.
const monthly = ORDERS.map((orders, i) => ({
  month: `${MONTHS[i % 12]} ${24 + Math.floor(i / 12)}`,
  orders,
}));

/** The mean of the last `window` months, or null while there are fewer months than that. */
function withMovingAverage(window: number) {
  return monthly.map((row, i) => {
    if (i < window - 1) return { ...row, average: null };
    const last = monthly.slice(i - window + 1, i + 1);
    return { ...row, average: Math.round(last.reduce((sum, r) => sum + r.orders, 0) / window) };
  });
}

interface MixedBarLineExampleProps {
  baseTheme?: Theme;
  /** How many months the moving average spans: a longer window gives a smoother line that starts later. */
  window?: number;
}

export default function MixedBarLineExample({ baseTheme = LIGHT_THEME, window = 3 }: MixedBarLineExampleProps) {
  const data = withMovingAverage(window);
  return (
    <Chart title="Orders per month">
      <Settings baseTheme={baseTheme} showLegend legendPosition={Position.Bottom} />
      {/* The first month of each quarter: eighteen names do not fit under the bars, and the axis would leave out
          the ones that touch a neighbour, unevenly ("Jul 24 Aug 24" after gaps of two months). The empty labels
          would still push the next name out, so the axis draws all it is given: six names that never meet. */}
      <Axis
        id="month"
        position={Position.Bottom}
        labelFormat={(month: string) => (monthly.findIndex((row) => row.month === month) % 3 === 0 ? month : '')}
        showOverlappingLabels
      />
      <Axis id="orders-axis" position={Position.Left} title="Orders" />
      {/* No groupId on either series: both share the default group, hence one y scale and one axis. */}
      <BarSeries
        id="orders"
        name="Orders"
        color="#61A2FF"
        data={data}
        xScaleType={ScaleType.Ordinal}
        yScaleType={ScaleType.Linear}
        xAccessor="month"
        yAccessors={['orders']}
      />
      {/* Listed after the bars, so second in the legend; it would be drawn over the bars in any order. */}
      <LineSeries
        id="average"
        name={`${window}-month average`}
        color="#E7664C"
        data={data}
        xScaleType={ScaleType.Ordinal}
        yScaleType={ScaleType.Linear}
        xAccessor="month"
        yAccessors={['average']}
      />
    </Chart>
  );
}
