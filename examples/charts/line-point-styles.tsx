/**
 * Styled points
 * Orders per minute with the minutes an anomaly detector flagged drawn as red diamonds, styled point by point.
 */
import React from 'react';
import {
  Axis,
  Chart,
  type DataSeriesDatum,
  LIGHT_THEME,
  LineSeries,
  PointShape,
  type PointStyleAccessor,
  Position,
  ScaleType,
  Settings,
  type Theme,
} from '@elastic/charts';

interface Minute {
  minute: number;
  orders: number;
  /** Set by the detector when the count is far from what it expected for that minute. */
  anomaly: boolean;
}

// An hour of orders per minute. The detector flagged a payment outage (minutes 22-24) and a burst of
// orders from one client (minute 41). Both are anomalies, one low and one high: no threshold on the value finds them.
const OUTAGE = new Set([22, 23, 24]);
const orders: Minute[] = Array.from({ length: 60 }, (_, minute) => {
  const expected = 80 + 10 * Math.sin(minute / 6) + ((minute * 13) % 9);
  // During the outage about a third of the usual orders get through; the burst adds sixty per cent.
  const factor = OUTAGE.has(minute) ? 0.35 : minute === 41 ? 1.6 : 1;
  return { minute, orders: Math.round(expected * factor), anomaly: factor !== 1 };
});

interface PointStylesExampleProps {
  baseTheme?: Theme;
  /**
   * The series' point visibility. `always` draws every point the accessor styles; `auto` hides every point, flagged or
   * not, once points are closer than 20 px; `never` hides them all.
   */
  pointVisibility?: 'always' | 'auto' | 'never';
  /** Also draw the ordinary minutes as small dots, instead of hiding them. */
  markEveryMinute?: boolean;
}

export default function PointStylesExample({
  baseTheme = LIGHT_THEME,
  pointVisibility = 'always',
  markEveryMinute = false,
}: PointStylesExampleProps) {
  // Called for every point: return a style to merge over the series' point style, a colour for the stroke,
  // or null to keep the series' style.
  const pointStyle: PointStyleAccessor = (datum: DataSeriesDatum<Minute>) => {
    if (datum.datum.anomaly) {
      return { shape: PointShape.Diamond, radius: 6, fill: '#BD271E', stroke: '#BD271E', strokeWidth: 1 };
    }
    // The accessor cannot hide a point (visibility belongs to the series), but it can make it transparent.
    return markEveryMinute ? { radius: 1.5 } : { opacity: 0 };
  };

  return (
    <Chart title="Orders per minute">
      <Settings baseTheme={baseTheme} />
      <Axis id="minute" position={Position.Bottom} title="Minute" />
      <Axis id="orders-axis" position={Position.Left} title="Orders" ticks={4} />
      <LineSeries
        id="orders"
        name="Orders"
        data={orders}
        xScaleType={ScaleType.Linear}
        yScaleType={ScaleType.Linear}
        // Rounds the top of the scale up, so the diamond on the highest minute is not cut by the edge.
        yNice
        xAccessor="minute"
        yAccessors={['orders']}
        pointStyleAccessor={pointStyle}
        lineSeriesStyle={{ point: { visible: pointVisibility } }}
      />
    </Chart>
  );
}
