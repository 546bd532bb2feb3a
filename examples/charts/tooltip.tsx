/**
 * Custom tooltip
 * A vertical-cursor tooltip that lists every series at the hovered day, with a formatted header and units.
 */
import React from 'react';
import {
  Axis,
  BarSeries,
  Chart,
  LIGHT_THEME,
  Position,
  ScaleType,
  Settings,
  Tooltip,
  TooltipType,
  type Theme,
} from '@elastic/charts';

const DAY = 24 * 60 * 60 * 1000;
const START = Date.UTC(2025, 2, 3);
const data = Array.from({ length: 7 }, (_, i) => ({
  day: START + i * DAY,
  orders: 120 + ((i * 37) % 50),
  returns: 8 + ((i * 11) % 7),
}));

const dayName = (epoch: number) => new Date(epoch).toLocaleDateString('en', { weekday: 'long', timeZone: 'UTC' });

interface TooltipExampleProps {
  baseTheme?: Theme;
  /** What the pointer shows: every series at the hovered day, a crosshair, only the bar under it, or nothing. */
  tooltipType?: TooltipType;
  /** Stack returns on orders instead of grouping them. */
  stacked?: boolean;
}

export default function TooltipExample({
  baseTheme = LIGHT_THEME,
  tooltipType = TooltipType.VerticalCursor,
  stacked = false,
}: TooltipExampleProps) {
  return (
    <Chart title="Orders and returns">
      <Settings baseTheme={baseTheme} showLegend legendPosition={Position.Bottom} />
      <Tooltip type={tooltipType} headerFormatter={({ value }) => dayName(Number(value))} />
      <Axis id="day" position={Position.Bottom} tickFormat={(t: number) => dayName(t).slice(0, 3)} />
      <Axis id="count" position={Position.Left} />
      <BarSeries
        id="orders"
        // Without it, both tooltip rows would read "orders", the spec's id: name each by its field.
        name={(series) => String(series.yAccessor)}
        data={data}
        xScaleType={ScaleType.Time}
        yScaleType={ScaleType.Linear}
        xAccessor="day"
        yAccessors={['orders', 'returns']}
        stackAccessors={stacked ? ['day'] : undefined}
        tickFormat={(v: number) => `${v} items`}
        timeZone="UTC"
      />
    </Chart>
  );
}
