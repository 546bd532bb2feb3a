/**
 * Percentage stacked bars
 * Each month's sessions split by device and scaled to 100%, so the bars show how the mix shifts, not the volume.
 */
import React from 'react';
import {
  Axis,
  BarSeries,
  Chart,
  LegendLayout,
  LIGHT_THEME,
  Position,
  ScaleType,
  Settings,
  StackMode,
  type Theme,
} from '@elastic/charts';

// Sessions in thousands per month and device.
const data = [
  { month: 'Jan', desktop: 52, mobile: 30, tablet: 9 },
  { month: 'Feb', desktop: 50, mobile: 34, tablet: 8 },
  { month: 'Mar', desktop: 47, mobile: 38, tablet: 8 },
  { month: 'Apr', desktop: 45, mobile: 41, tablet: 7 },
  { month: 'May', desktop: 41, mobile: 47, tablet: 7 },
  { month: 'Jun', desktop: 38, mobile: 52, tablet: 6 },
];
// One series per device, stacked in this order: desktop at the bottom of each bar, tablet on top.
const DEVICES = ['desktop', 'mobile', 'tablet'];

const percent = (share: number) => `${Math.round(share * 100)}%`;

interface PercentageBarsExampleProps {
  baseTheme?: Theme;
  /** Scale every bar to 100%; off stacks the raw session counts. */
  percentage?: boolean;
  /** Write each segment's value on it, where it fits. */
  showValues?: boolean;
  legendPosition?: Position;
}

export default function PercentageBarsExample({
  baseTheme = LIGHT_THEME,
  percentage = true,
  showValues = true,
  legendPosition = Position.Bottom,
}: PercentageBarsExampleProps) {
  return (
    <Chart title="Sessions by device">
      <Settings
        baseTheme={baseTheme}
        showLegend
        // List layout: items side by side at their own widths. The default grid gives each item at least the
        // theme's legend.verticalWidth (200 px) and, on a phone, wraps to more rows than the legend has room for.
        legendLayout={LegendLayout.List}
        legendPosition={legendPosition}
        // The tooltip (and a legend on the left or right) list the devices top-down, as they sit in the
        // bars; by default both list the bottom one first.
        legendSort={(a, b) => DEVICES.indexOf(b.specId) - DEVICES.indexOf(a.specId)}
      />
      <Axis id="month" position={Position.Bottom} />
      <Axis
        id="sessions-axis"
        position={Position.Left}
        title={percentage ? 'Share of sessions' : 'Sessions (k)'}
        // In percentage mode the values run from 0 to 1: this formats the ticks, the tooltip and the value labels.
        tickFormat={percentage ? percent : (v: number) => `${v}k`}
      />
      {DEVICES.map((device) => (
        <BarSeries
          key={device}
          id={device}
          data={data}
          xScaleType={ScaleType.Ordinal}
          yScaleType={ScaleType.Linear}
          xAccessor="month"
          yAccessors={[device]}
          // Any non-empty array turns stacking on; the field it names is not read. Stacked series of
          // the same groupId (here the default one) share one bar per month.
          stackAccessors={['month']}
          stackMode={percentage ? StackMode.Percentage : undefined}
          displayValueSettings={{ showValueLabel: showValues }}
        />
      ))}
    </Chart>
  );
}
