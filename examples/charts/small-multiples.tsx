/**
 * Small multiples
 * Load per data centre, one panel per centre side by side, on shared scales.
 */
import React from 'react';
import {
  AreaSeries,
  Axis,
  BarSeries,
  Chart,
  GroupBy,
  LIGHT_THEME,
  LineSeries,
  Position,
  ScaleType,
  Settings,
  SmallMultiples,
  type Theme,
} from '@elastic/charts';

const CENTRES = ['Frankfurt', 'Virginia', 'Tokyo', 'Sydney'];
const data = CENTRES.flatMap((centre, c) =>
  Array.from({ length: 24 }, (_, hour) => ({
    centre,
    hour,
    load: Math.max(0, Math.round(50 + 35 * Math.sin(((hour - 8 - c * 6) / 24) * 2 * Math.PI))),
  })),
);

const SERIES = { area: AreaSeries, line: LineSeries, bar: BarSeries };

interface SmallMultiplesExampleProps {
  baseTheme?: Theme;
  /** The series drawn in every panel. */
  seriesType?: keyof typeof SERIES;
  /** Panels side by side in one row, or stacked in one column. */
  split?: 'row' | 'column';
}

export default function SmallMultiplesExample({
  baseTheme = LIGHT_THEME,
  seriesType = 'area',
  split = 'row',
}: SmallMultiplesExampleProps) {
  const Series = SERIES[seriesType];
  return (
    <Chart title="Load per data centre">
      <Settings baseTheme={baseTheme} />
      <GroupBy
        id="byCentre"
        by={(_spec, datum: { centre: string }) => datum.centre}
        sort="dataIndex"
        format={(name) => String(name)}
      />
      <SmallMultiples
        splitVertically={split === 'column' ? 'byCentre' : undefined}
        splitHorizontally={split === 'row' ? 'byCentre' : undefined}
        // Gaps between panels, as shares of a panel's size: with less than 0.15 across, on a phone the last tick of one
        // panel ran into the first of the next ("20" and "0" read as "200").
        style={{ verticalPanelPadding: { outer: 0, inner: 0.15 }, horizontalPanelPadding: { outer: 0, inner: 0.15 } }}
      />
      <Axis id="hour" position={Position.Bottom} title="Hour (UTC)" />
      <Axis id="load-axis" position={Position.Left} title="Load %" ticks={3} />
      <Series
        id="load"
        data={data}
        xScaleType={ScaleType.Linear}
        yScaleType={ScaleType.Linear}
        xAccessor="hour"
        yAccessors={['load']}
      />
    </Chart>
  );
}
