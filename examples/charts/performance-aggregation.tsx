/**
 * Aggregating before the chart
 * 100,000 sensor readings drawn raw, as one mean per minute, or as a min–max band per minute: what each keeps and what it costs.
 */
import React, { memo, useCallback, useMemo, useRef, useState } from 'react';
import {
  AreaSeries,
  Axis,
  Chart,
  LIGHT_THEME,
  LineSeries,
  Position,
  ScaleType,
  Settings,
  type Theme,
} from '@elastic/charts';

const START = Date.UTC(2025, 0, 6);
const SECOND = 1000;
const COUNT = 100_000;
const COLOR = '#16C5C0';

type Mode = 'raw' | 'mean' | 'minmax';
const MODES: { mode: Mode; label: string }[] = [
  { mode: 'raw', label: 'Raw' },
  { mode: 'mean', label: 'Mean' },
  { mode: 'minmax', label: 'Min–max' },
];

interface Reading {
  time: number;
  value: number;
}

interface Bucket {
  time: number;
  mean: number;
  min: number;
  max: number;
}

/**
 * One reading per second: a slow drift around 40 µm, a little noise, and now and then a jolt of a few seconds.
 * A seeded linear congruential generator stands in for `Math.random()`, so that every visit draws the same data.
 */
function sensorReadings(count: number): Reading[] {
  const data: Reading[] = [];
  let seed = 20250106;
  const random = () => (seed = (seed * 1664525 + 1013904223) % 4294967296) / 4294967296;
  let level = 40;
  let jolt = 0; // seconds left in the current jolt
  for (let i = 0; i < count; i++) {
    level += (random() - 0.5) * 0.6 + (40 - level) * 0.001;
    if (jolt === 0 && random() < 0.0005) jolt = 6;
    const value = level + (random() - 0.5) * 2 + (jolt > 0 ? 30 : 0);
    jolt = Math.max(0, jolt - 1);
    data.push({ time: START + i * SECOND, value: Math.round(value * 100) / 100 });
  }
  return data;
}

const twoDecimals = (v: number) => Math.round(v * 100) / 100;

/**
 * One bucket per `seconds` of time, keyed by its start: the readings must be sorted by time, and a bucket
 * without readings is simply absent (the line then joins its neighbours).
 */
function perBucket(readings: Reading[], seconds: number): Bucket[] {
  const size = seconds * SECOND;
  const buckets: Bucket[] = [];
  let current: { time: number; sum: number; count: number; min: number; max: number } | undefined;
  const close = () => {
    if (current)
      buckets.push({
        time: current.time,
        mean: twoDecimals(current.sum / current.count),
        min: current.min,
        max: current.max,
      });
  };
  for (const { time, value } of readings) {
    const bucketStart = time - ((time - START) % size);
    if (current?.time !== bucketStart) {
      close();
      current = { time: bucketStart, sum: 0, count: 0, min: Infinity, max: -Infinity };
    }
    current.sum += value;
    current.count += 1;
    current.min = Math.min(current.min, value);
    current.max = Math.max(current.max, value);
  }
  close();
  return buckets;
}

const clock = (t: number) => new Date(t).toISOString().slice(11, 19);

// A mark size that is the same for every point. In 73.2.1 a line or area series without a markSizeAccessor
// sorts its point markers by size one insertion at a time, which can grow with the square of the point count;
// with this one the markers are not sorted and keep their theme radius. Only the raw series needs it.
const sameMarkSize = () => 0;

interface TimedChartProps {
  mode: Mode;
  readings: Reading[];
  buckets: Bucket[];
  baseTheme: Theme;
  onDrawn: (ms: number) => void;
}

/** The chart on its own behind `memo`, so that printing the time does not make the chart compute again. */
const TimedChart = memo(function TimedChart({ mode, readings, buckets, baseTheme, onDrawn }: TimedChartProps) {
  const [mountedAt] = useState(() => performance.now());
  const reported = useRef(false);
  const onRenderChange = useCallback(
    (rendered: boolean) => {
      if (!rendered || reported.current) return;
      reported.current = true;
      onDrawn(performance.now() - mountedAt);
    },
    [onDrawn, mountedAt],
  );
  return (
    <Chart title="Vibration sensor">
      <Settings baseTheme={baseTheme} onRenderChange={onRenderChange} />
      <Axis id="time" position={Position.Bottom} tickFormat={clock} />
      <Axis id="value-axis" position={Position.Left} title="Amplitude (µm)" />
      {mode === 'raw' && (
        <LineSeries
          id="raw"
          name="Reading"
          color={COLOR}
          data={readings}
          xScaleType={ScaleType.Time}
          yScaleType={ScaleType.Linear}
          xAccessor="time"
          yAccessors={['value']}
          markSizeAccessor={sameMarkSize}
          timeZone="UTC"
        />
      )}
      {mode === 'minmax' && (
        // A band from each bucket's lowest to its highest reading: the spikes stay, at two values per bucket.
        <AreaSeries
          id="range"
          name="Min–max"
          color={COLOR}
          data={buckets}
          xScaleType={ScaleType.Time}
          yScaleType={ScaleType.Linear}
          xAccessor="time"
          yAccessors={['max']}
          y0Accessors={['min']}
          areaSeriesStyle={{ area: { opacity: 0.35 }, line: { strokeWidth: 1 } }}
          timeZone="UTC"
        />
      )}
      {mode !== 'raw' && (
        <LineSeries
          id="mean"
          name="Mean"
          color={COLOR}
          data={buckets}
          xScaleType={ScaleType.Time}
          yScaleType={ScaleType.Linear}
          xAccessor="time"
          yAccessors={['mean']}
          timeZone="UTC"
        />
      )}
    </Chart>
  );
});

interface PerformanceAggregationExampleProps {
  baseTheme?: Theme;
  /** What the chart starts with: every reading, the mean per bucket, or the mean inside a min–max band. */
  initialMode?: Mode;
  /** The width of a bucket in seconds: 60 gives 1,667 buckets for the 100,000 readings. */
  bucketSeconds?: number;
}

export default function PerformanceAggregationExample({
  baseTheme = LIGHT_THEME,
  initialMode = 'minmax',
  bucketSeconds = 60,
}: PerformanceAggregationExampleProps) {
  const [mode, setMode] = useState<Mode>(initialMode);
  // A new `initialMode` prop (a Storybook control) starts over from it.
  const [startedWith, setStartedWith] = useState(initialMode);
  if (initialMode !== startedWith) {
    setStartedWith(initialMode);
    setMode(initialMode);
  }
  const [drawn, setDrawn] = useState<{ run: string; ms: number }>();
  // The readings are made once; the buckets again only when their width changes.
  const readings = useMemo(() => sensorReadings(COUNT), []);
  const buckets = useMemo(() => perBucket(readings, bucketSeconds), [readings, bucketSeconds]);
  // A new run (mode or bucket width) mounts a new chart, timed from its own mount.
  const run = `${mode}/${bucketSeconds}`;
  const onDrawn = useCallback((ms: number) => setDrawn({ run, ms }), [run]);
  const values = mode === 'raw' ? readings.length : mode === 'mean' ? buckets.length : buckets.length * 3;
  const what = `${values.toLocaleString('en')} values`;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%', color: 'inherit', fontSize: 13 }}>
      <div
        role="group"
        aria-label="View"
        style={{ display: 'flex', alignItems: 'center', gap: '0.4em', padding: '0.25em 0.5em' }}
      >
        View:
        {MODES.map(({ mode: m, label }) => (
          <button
            key={m}
            type="button"
            aria-pressed={m === mode}
            onClick={() => setMode(m)}
            style={{
              padding: '0.1em 0.45em',
              font: 'inherit',
              color: 'inherit',
              background: 'transparent',
              border: '1px solid currentColor',
              borderRadius: 4,
              cursor: 'pointer',
              fontWeight: m === mode ? 700 : 400,
              opacity: m === mode ? 1 : 0.7,
            }}
          >
            {label}
          </button>
        ))}
      </div>
      <div style={{ flex: 1, minHeight: 0 }}>
        <TimedChart
          key={run}
          mode={mode}
          readings={readings}
          buckets={buckets}
          baseTheme={baseTheme}
          onDrawn={onDrawn}
        />
      </div>
      {/* One line of its own under the chart: a text that wrapped differently would resize the chart and redraw it. */}
      <p aria-live="polite" style={{ margin: 0, padding: '0.25em 0.5em', whiteSpace: 'nowrap' }}>
        {drawn?.run === run ? `${what} drawn in ${Math.round(drawn.ms)} ms` : `Drawing ${what}…`}
      </p>
    </div>
  );
}
