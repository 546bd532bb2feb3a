/**
 * Grouped bar series
 * Successful and failed logins per region, side by side, with each value on its bar where it fits.
 */
import React from 'react';
import { Axis, BarSeries, Chart, LIGHT_THEME, Position, ScaleType, Settings, type Theme } from '@elastic/charts';

const data = [
  { region: 'Europe', succeeded: 820, failed: 42 },
  { region: 'Americas', succeeded: 1130, failed: 61 },
  { region: 'Asia', succeeded: 640, failed: 25 },
  { region: 'Oceania', succeeded: 210, failed: 9 },
];

interface BarSeriesExampleProps {
  baseTheme?: Theme;
  /** Horizontal bars rotate the whole chart by 90°: the regions go down the left side. */
  orientation?: 'vertical' | 'horizontal';
  /** Stack the two values of a region instead of grouping them side by side. */
  stacked?: boolean;
  legendPosition?: Position;
}

export default function BarSeriesExample({
  baseTheme = LIGHT_THEME,
  orientation = 'vertical',
  stacked = false,
  legendPosition = Position.Bottom,
}: BarSeriesExampleProps) {
  const horizontal = orientation === 'horizontal';
  return (
    <Chart title="Logins per region">
      <Settings baseTheme={baseTheme} rotation={horizontal ? 90 : 0} showLegend legendPosition={legendPosition} />
      <Axis id="region" position={horizontal ? Position.Left : Position.Bottom} />
      <Axis id="logins-axis" position={horizontal ? Position.Bottom : Position.Left} title="Logins" />
      <BarSeries
        id="logins"
        data={data}
        xScaleType={ScaleType.Ordinal}
        yScaleType={ScaleType.Linear}
        xAccessor="region"
        yAccessors={['succeeded', 'failed']}
        stackAccessors={stacked ? ['region'] : undefined}
        displayValueSettings={{ showValueLabel: true }}
      />
    </Chart>
  );
}
