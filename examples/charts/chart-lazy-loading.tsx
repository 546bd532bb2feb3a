/**
 * Chart loaded on demand
 * A chart behind React.lazy and Suspense, with a placeholder of the chart's size while it loads; here a timer stands in for the download of the chart's code.
 */
import React, { Suspense, lazy, useState, type ComponentType } from 'react';
import { Axis, Chart, LIGHT_THEME, LineSeries, Position, ScaleType, Settings, type Theme } from '@elastic/charts';

// Throughput per hour over a day: a fixed formula, so every load draws the same chart.
const throughput = Array.from({ length: 24 }, (_, hour) => ({
  hour,
  mbps: Math.round(120 + 80 * Math.sin(((hour - 6) / 24) * 2 * Math.PI) + ((hour * 13) % 17)),
}));
const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

interface ChartProps {
  baseTheme: Theme;
}

/** The chart. In an app it lives in a file of its own, so that the bundler can put it in a chunk of its own. */
function ThroughputChart({ baseTheme }: ChartProps) {
  return (
    <Chart title="Throughput per hour">
      <Settings baseTheme={baseTheme} />
      <Axis id="hour-axis" position={Position.Bottom} tickFormat={hourLabel} ticks={6} />
      <Axis id="mbps-axis" position={Position.Left} tickFormat={(mbps: number) => `${mbps} Mb/s`} ticks={4} />
      <LineSeries
        id="throughput"
        name="Throughput"
        data={throughput}
        xScaleType={ScaleType.Linear}
        yScaleType={ScaleType.Linear}
        xAccessor="hour"
        yAccessors={['mbps']}
      />
    </Chart>
  );
}

/**
 * A lazy component, made once per load and never during a render. In an app the loader is
 * `() => import('./ThroughputChart')`; on this site the library is already on the page, so a timer of `delayMs`
 * stands in for the download.
 */
function lazyChart(delayMs: number) {
  return lazy(
    () =>
      new Promise<{ default: ComponentType<ChartProps> }>((resolve) => {
        setTimeout(() => resolve({ default: ThroughputChart }), delayMs);
      }),
  );
}

/** What the reader sees while the chart loads: the chart's size and title, so nothing moves when it arrives. */
function ChartPlaceholder() {
  return (
    <div
      role="status"
      style={{
        height: '100%',
        boxSizing: 'border-box',
        display: 'flex',
        flexDirection: 'column',
        border: '1px dashed currentColor',
        borderRadius: 4,
        padding: '0.5em 0.75em',
      }}
    >
      <strong>Throughput per hour</strong>
      <span style={{ margin: 'auto' }}>Fetching the chart…</span>
    </div>
  );
}

export default function ChartLazyLoadingExample({
  baseTheme = LIGHT_THEME,
  delayMs = 800,
}: {
  baseTheme?: Theme;
  /** How long the stand-in for the download takes, in milliseconds. */
  delayMs?: number;
}) {
  // A new lazy component per load, and a new key: React.lazy keeps what it loaded, and without the key React would
  // keep the chart it already shows (hidden while the new one loads) instead of mounting a fresh one.
  const [load, setLoad] = useState(() => ({ id: 0, LazyThroughputChart: lazyChart(delayMs) }));
  const { id, LazyThroughputChart } = load;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%', gap: '0.4em', fontSize: 13 }}>
      <div>
        <button type="button" onClick={() => setLoad({ id: id + 1, LazyThroughputChart: lazyChart(delayMs) })}>
          Load it again
        </button>
      </div>
      <div style={{ flex: 1, minHeight: 0 }}>
        <Suspense fallback={<ChartPlaceholder />}>
          <LazyThroughputChart key={id} baseTheme={baseTheme} />
        </Suspense>
      </div>
    </div>
  );
}
