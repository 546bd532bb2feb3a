/**
 * Stacked area series
 * Requests per service over a week, stacked so the top edge is the total.
 */
import React from 'react';
import {
  AreaSeries,
  Axis,
  Chart,
  CurveType,
  LIGHT_THEME,
  Position,
  ScaleType,
  Settings,
  StackMode,
  type Theme,
} from '@elastic/charts';

const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const SERVICES = [
  { name: 'api', base: 120 },
  { name: 'web', base: 80 },
  { name: 'auth', base: 30 },
];

const data = SERVICES.flatMap(({ name, base }) =>
  DAYS.map((day, i) => ({ day, service: name, requests: Math.round(base * (i < 5 ? 1 + i * 0.1 : 0.5)) })),
);

interface AreaSeriesExampleProps {
  baseTheme?: Theme;
  /** Stack the services on each other; off draws each area from zero. */
  stacked?: boolean;
  /** With `stacked`: `percentage` makes the top edge 100%. */
  stackMode?: StackMode;
  curve?: CurveType;
  legendPosition?: Position;
}

export default function AreaSeriesExample({
  baseTheme = LIGHT_THEME,
  stacked = true,
  stackMode,
  curve = CurveType.LINEAR,
  legendPosition = Position.Right,
}: AreaSeriesExampleProps) {
  return (
    <Chart title="Requests per service">
      <Settings baseTheme={baseTheme} showLegend legendPosition={legendPosition} />
      <Axis id="day" position={Position.Bottom} />
      <Axis
        id="requests-axis"
        position={Position.Left}
        title={stackMode === StackMode.Percentage ? 'Share of requests' : 'Requests (thousands)'}
        tickFormat={stackMode === StackMode.Percentage ? (v: number) => `${Math.round(v * 100)}%` : undefined}
      />
      <AreaSeries
        id="requests"
        data={data}
        xScaleType={ScaleType.Ordinal}
        yScaleType={ScaleType.Linear}
        xAccessor="day"
        yAccessors={['requests']}
        splitSeriesAccessors={['service']}
        stackAccessors={stacked ? ['day'] : undefined}
        stackMode={stacked ? stackMode : undefined}
        curve={curve}
      />
    </Chart>
  );
}
