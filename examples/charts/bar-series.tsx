/**
 * Grouped bar series
 * Successful and failed logins per region, side by side, with values on the bars.
 */
import React from 'react';
import { Axis, BarSeries, Chart, LIGHT_THEME, Position, ScaleType, Settings, type Theme } from '@elastic/charts';

const data = [
  { region: 'Europe', succeeded: 820, failed: 42 },
  { region: 'Americas', succeeded: 1130, failed: 61 },
  { region: 'Asia', succeeded: 640, failed: 25 },
  { region: 'Oceania', succeeded: 210, failed: 9 },
];

export default function BarSeriesExample({ baseTheme = LIGHT_THEME }: { baseTheme?: Theme }) {
  return (
    <Chart title="Logins per region">
      <Settings baseTheme={baseTheme} showLegend legendPosition={Position.Bottom} />
      <Axis id="region" position={Position.Bottom} />
      <Axis id="logins" position={Position.Left} title="Logins" />
      <BarSeries
        id="logins"
        data={data}
        xScaleType={ScaleType.Ordinal}
        yScaleType={ScaleType.Linear}
        xAccessor="region"
        yAccessors={['succeeded', 'failed']}
        displayValueSettings={{ showValueLabel: true }}
      />
    </Chart>
  );
}
