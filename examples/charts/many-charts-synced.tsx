/**
 * Chart grid with one cursor
 * Six metrics of one service as six small charts, each on its own scale, mounted when they scroll into view, with a cursor shared by all.
 */
import React, { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import {
  AreaSeries,
  Axis,
  Chart,
  LIGHT_THEME,
  Position,
  ScaleType,
  Settings,
  Tooltip,
  type PartialTheme,
  type PointerUpdateListener,
  type Theme,
} from '@elastic/charts';

const HOUR = 60 * 60 * 1000;
const START = Date.UTC(2025, 8, 1);
/** The day's traffic, 0 at night and 1 at the afternoon peak. */
const load = (hour: number) => (1 + Math.sin(((hour - 9) / 24) * 2 * Math.PI)) / 2;

interface Metric {
  id: string;
  title: string;
  format: (v: number) => string;
  /** The value at each hour of the day. */
  value: (hour: number) => number;
}

// Six metrics in six units: one shared y scale would flatten all but the largest, so each gets a chart.
const METRICS: Metric[] = [
  { id: 'requests', title: 'Requests/s', format: (v) => `${v}`, value: (h) => Math.round(120 + 380 * load(h)) },
  { id: 'latency', title: 'p95 latency', format: (v) => `${v} ms`, value: (h) => Math.round(180 + 140 * load(h) ** 3) },
  {
    id: 'errors',
    title: 'Errors',
    format: (v) => `${v}%`,
    value: (h) => (h === 15 ? 2.4 : Math.round((0.2 + 0.3 * load(h)) * 10) / 10),
  },
  { id: 'cpu', title: 'CPU', format: (v) => `${v}%`, value: (h) => Math.round(22 + 58 * load(h) + ((h * 7) % 5)) },
  { id: 'memory', title: 'Memory', format: (v) => `${v} GB`, value: (h) => Math.round((3.1 + h * 0.04) * 10) / 10 },
  { id: 'pods', title: 'Pods', format: (v) => `${v}`, value: (h) => Math.round(3 + 5 * load(h)) },
];
const rows = Array.from({ length: 24 }, (_, hour) => ({
  time: START + hour * HOUR,
  ...Object.fromEntries(METRICS.map((m) => [m.id, m.value(hour)])),
}));

const clock = (t: number) => `${new Date(t).toISOString().slice(11, 16)} UTC`;
// No margin of their own and little padding: a small chart has no room to spare.
const COMPACT: PartialTheme = { chartPaddings: { top: 4, bottom: 0, left: 0, right: 4 } };

/**
 * Renders its children once its box comes within `margin` of the viewport, and keeps them after that. The box
 * has its size before the chart arrives (here the grid's cell gives it), so nothing around it moves then.
 */
function WhenVisible({ margin = '200px', children }: { margin?: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element || visible) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [margin, visible]);
  return (
    <div ref={box} style={{ height: '100%' }}>
      {visible ? children : null}
    </div>
  );
}

interface ManyChartsSyncedExampleProps {
  baseTheme?: Theme;
  /** Show the tooltip in every chart, or only in the chart under the pointer. */
  syncTooltips?: boolean;
}

export default function ManyChartsSyncedExample({
  baseTheme = LIGHT_THEME,
  syncTooltips = false,
}: ManyChartsSyncedExampleProps) {
  // One slot per metric; a chart not mounted yet leaves its slot null and is skipped.
  const charts = useRef<(Chart | null)[]>([]);
  // Every chart reports its pointer here and every chart is handed the event; each ignores its own.
  const onPointerUpdate = useCallback<PointerUpdateListener>((event) => {
    for (const chart of charts.current) chart?.dispatchExternalPointerEvent(event);
  }, []);
  return (
    <div
      style={{
        display: 'grid',
        height: '100%',
        // Three columns where they fit 150 px each, otherwise two; the rows share the height.
        gridTemplateColumns: 'repeat(auto-fill, minmax(max(150px, calc((100% - 24px) / 3)), 1fr))',
        gridAutoRows: 'minmax(0, 1fr)',
        gap: '8px 12px',
      }}
    >
      {METRICS.map((metric, i) => (
        <WhenVisible key={metric.id}>
          <div style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
            {/* A small heading of our own: the chart's title prop sets a larger one, with room around it. */}
            <div style={{ fontSize: 12, fontWeight: 600 }}>{metric.title}</div>
            <div style={{ flex: 1, minHeight: 0 }}>
              <Chart
                ref={(chart) => {
                  charts.current[i] = chart;
                }}
                id={`metric-${metric.id}`}
              >
                <Settings
                  baseTheme={baseTheme}
                  ariaLabel={metric.title}
                  theme={COMPACT}
                  onPointerUpdate={onPointerUpdate}
                  externalPointerEvents={{ tooltip: { visible: syncTooltips } }}
                />
                {/* No x axis: the charts share the day, and the tooltip's header gives the hour, formatted here. */}
                <Tooltip headerFormatter={({ value }) => clock(Number(value))} />
                {/* The same width in every chart, so that their plots, and so their cursors, line up in a column. */}
                <Axis
                  id="value"
                  position={Position.Left}
                  ticks={3}
                  tickFormat={metric.format}
                  style={{ minExtent: 44 }}
                />
                <AreaSeries
                  id={metric.id}
                  name={metric.title}
                  data={rows}
                  xScaleType={ScaleType.Time}
                  yScaleType={ScaleType.Linear}
                  xAccessor="time"
                  yAccessors={[metric.id]}
                  timeZone="UTC"
                />
              </Chart>
            </div>
          </div>
        </WhenVisible>
      ))}
    </div>
  );
}
