/**
 * Tooltip with many series
 * Twelve hosts in one chart: every host stays in the tooltip, in a list that scrolls once the tooltip is pinned.
 */
import React from 'react';
import {
  Axis,
  Chart,
  LIGHT_THEME,
  LineSeries,
  Position,
  ScaleType,
  Settings,
  Tooltip,
  type Theme,
} from '@elastic/charts';

const TEN_MINUTES = 10 * 60 * 1000;
const START = Date.UTC(2025, 0, 6, 9);
const HOSTS = Array.from({ length: 12 }, (_, i) => `web-${String(i + 1).padStart(2, '0')}`);

// CPU use of twelve hosts every ten minutes for two hours: one row per host and time.
const data = HOSTS.flatMap((host, h) =>
  Array.from({ length: 13 }, (_, i) => ({
    time: START + i * TEN_MINUTES,
    host,
    cpu: Math.round(22 + h * 5 + 8 * Math.sin((i + h) / 2.5) + ((i * 3 + h) % 4)),
  })),
);

const clock = (epoch: number) => `${new Date(epoch).toISOString().slice(11, 16)} UTC`;

interface TooltipManySeriesExampleProps {
  baseTheme?: Theme;
  /** Above this many rows, hovering a point shows that host's row alone. At 12 or more, every host always stays. */
  maxTooltipItems?: number;
  /** How many rows the tooltip has room for before its list scrolls, while it follows the pointer. */
  maxVisibleTooltipItems?: number;
}

export default function TooltipManySeriesExample({
  baseTheme = LIGHT_THEME,
  maxTooltipItems = 20,
  maxVisibleTooltipItems = 6,
}: TooltipManySeriesExampleProps) {
  return (
    <Chart title="CPU use of 12 hosts">
      {/* A pinned tooltip's list takes its height from the theme (120 px by default): room for about 8 rows here. */}
      <Settings baseTheme={baseTheme} theme={{ tooltip: { maxTableHeight: 200 } }} />
      <Tooltip
        maxTooltipItems={maxTooltipItems}
        maxVisibleTooltipItems={maxVisibleTooltipItems}
        pinningPrompt="Right-click to pin, then scroll the list"
      />
      {/* One layer of labels, so that tickFormat writes them; it also writes the tooltip's header. */}
      <Axis id="time" position={Position.Bottom} tickFormat={clock} timeAxisLayerCount={0} />
      <Axis id="cpu-axis" position={Position.Left} title="CPU" />
      <LineSeries
        id="cpu"
        data={data}
        xScaleType={ScaleType.Time}
        yScaleType={ScaleType.Linear}
        xAccessor="time"
        yAccessors={['cpu']}
        splitSeriesAccessors={['host']}
        tickFormat={(v: number) => `${v}%`}
        timeZone="UTC"
      />
    </Chart>
  );
}
