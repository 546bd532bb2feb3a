/**
 * Two y axes
 * Monthly temperature and rainfall of one city, each on its own y axis with its own unit, bound to its series by groupId.
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

// Mean temperature (°C) and total rainfall (mm) per month, for a city with cold winters.
const climate = [
  { month: 'Jan', temperature: -4, rainfall: 36 },
  { month: 'Feb', temperature: -2, rainfall: 31 },
  { month: 'Mar', temperature: 3, rainfall: 38 },
  { month: 'Apr', temperature: 9, rainfall: 46 },
  { month: 'May', temperature: 15, rainfall: 62 },
  { month: 'Jun', temperature: 19, rainfall: 77 },
  { month: 'Jul', temperature: 21, rainfall: 84 },
  { month: 'Aug', temperature: 20, rainfall: 71 },
  { month: 'Sep', temperature: 15, rainfall: 55 },
  { month: 'Oct', temperature: 9, rainfall: 47 },
  { month: 'Nov', temperature: 3, rainfall: 44 },
  { month: 'Dec', temperature: -2, rainfall: 39 },
];

interface DualYExampleProps {
  baseTheme?: Theme;
  /**
   * Draw the rainfall on the temperature scale (with `useDefaultGroupDomain`) instead of its own: the right axis
   * goes away and millimetres are read against degrees.
   */
  oneScale?: boolean;
}

export default function DualYExample({ baseTheme = LIGHT_THEME, oneScale = false }: DualYExampleProps) {
  return (
    <Chart title="Temperature and rainfall">
      <Settings baseTheme={baseTheme} showLegend legendPosition={Position.Bottom} />
      <Axis id="month" position={Position.Bottom} />
      {/* Each y axis shows the scale of the series with the same groupId, and takes its tickFormat. */}
      <Axis id="temperature-axis" groupId="temperature" position={Position.Left} title="Temperature (°C)" />
      <Axis
        id="rainfall-axis"
        groupId="rainfall"
        position={Position.Right}
        title="Rainfall (mm)"
        // Two sets of horizontal grid lines that never line up are noise: keep the left axis's only.
        gridLine={{ visible: false }}
      />
      <BarSeries
        id="rainfall"
        name="Rainfall"
        color="#61A2FF"
        groupId="rainfall"
        useDefaultGroupDomain={oneScale ? 'temperature' : undefined}
        data={climate}
        xScaleType={ScaleType.Ordinal}
        yScaleType={ScaleType.Linear}
        xAccessor="month"
        yAccessors={['rainfall']}
        tickFormat={(v: number) => `${v} mm`}
      />
      <LineSeries
        id="temperature"
        name="Temperature"
        color="#F6726A"
        groupId="temperature"
        data={climate}
        xScaleType={ScaleType.Ordinal}
        yScaleType={ScaleType.Linear}
        xAccessor="month"
        yAccessors={['temperature']}
        tickFormat={(v: number) => `${v} °C`}
      />
    </Chart>
  );
}
