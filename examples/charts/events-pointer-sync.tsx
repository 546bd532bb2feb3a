/**
 * Synced cursors
 * Two charts of the same hours, one above the other: hovering either moves the cursor of both.
 */
import React, { useCallback, useRef } from 'react';
import {
  AreaSeries,
  Axis,
  Chart,
  LIGHT_THEME,
  LineSeries,
  Position,
  ScaleType,
  Settings,
  type PointerUpdateListener,
  type Theme,
  type PartialTheme,
} from '@elastic/charts';

/**
 * Room for the last point: 73.2.1's themes leave no margin around the chart, and a line's points are drawn
 * unclipped, so the point at the last x was cut in half by the canvas's right edge.
 */
const LAST_POINT_ROOM: PartialTheme = { chartMargins: { right: 8 } };

const HOUR = 60 * 60 * 1000;
const START = Date.UTC(2025, 2, 3);
// One day of one service, hour by hour: its CPU use and the requests it served.
const data = Array.from({ length: 24 }, (_, hour) => {
  const load = Math.sin(((hour - 6) / 24) * 2 * Math.PI);
  return {
    time: START + hour * HOUR,
    cpu: Math.round(45 + 30 * load + ((hour * 7) % 6)),
    requests: Math.round(1200 + 900 * load + ((hour * 53) % 150)),
  };
});

const clock = (epoch: number) => new Date(epoch).toISOString().slice(11, 16);
// The same width for both y axes, so that both plots start at the same x and the two cursors line up.
const Y_AXIS_STYLE = { minExtent: 56 };

interface PointerSyncExampleProps {
  baseTheme?: Theme;
  /** Show the tooltip in the chart that follows, as well as the cursor line. */
  syncTooltips?: boolean;
}

export default function PointerSyncExample({ baseTheme = LIGHT_THEME, syncTooltips = false }: PointerSyncExampleProps) {
  const cpuChart = useRef<Chart>(null);
  const requestsChart = useRef<Chart>(null);
  // Both charts report their pointer here, and both are handed the event: each chart ignores the events
  // that carry its own id, so only the other one moves its cursor.
  const onPointerUpdate = useCallback<PointerUpdateListener>((event) => {
    cpuChart.current?.dispatchExternalPointerEvent(event);
    requestsChart.current?.dispatchExternalPointerEvent(event);
  }, []);
  const externalPointerEvents = { tooltip: { visible: syncTooltips } };
  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <div style={{ flex: 1, minHeight: 0 }}>
        <Chart ref={cpuChart} id="cpu-chart" title="CPU">
          <Settings
            baseTheme={baseTheme}
            theme={LAST_POINT_ROOM}
            onPointerUpdate={onPointerUpdate}
            externalPointerEvents={externalPointerEvents}
          />
          <Axis id="cpu-time" position={Position.Bottom} tickFormat={clock} />
          <Axis
            id="cpu-axis"
            position={Position.Left}
            ticks={3}
            tickFormat={(v: number) => `${v}%`}
            style={Y_AXIS_STYLE}
          />
          <LineSeries
            id="cpu"
            data={data}
            xScaleType={ScaleType.Time}
            yScaleType={ScaleType.Linear}
            xAccessor="time"
            yAccessors={['cpu']}
            timeZone="UTC"
          />
        </Chart>
      </div>
      <div style={{ flex: 1, minHeight: 0 }}>
        <Chart ref={requestsChart} id="requests-chart" title="Requests">
          <Settings
            baseTheme={baseTheme}
            theme={LAST_POINT_ROOM}
            onPointerUpdate={onPointerUpdate}
            externalPointerEvents={externalPointerEvents}
          />
          <Axis id="requests-time" position={Position.Bottom} tickFormat={clock} />
          <Axis id="requests-axis" position={Position.Left} ticks={3} style={Y_AXIS_STYLE} />
          <AreaSeries
            id="requests"
            data={data}
            xScaleType={ScaleType.Time}
            yScaleType={ScaleType.Linear}
            xAccessor="time"
            yAccessors={['requests']}
            timeZone="UTC"
          />
        </Chart>
      </div>
    </div>
  );
}
