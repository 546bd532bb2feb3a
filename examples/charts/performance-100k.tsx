/**
 * 100,000 points
 * One sensor line of up to 100,000 points on canvas, with the time the chart took to draw it printed underneath.
 */
import React, { memo, useCallback, useMemo, useRef, useState } from 'react';
import { Axis, Chart, LIGHT_THEME, LineSeries, Position, ScaleType, Settings, type Theme } from '@elastic/charts';

const START = Date.UTC(2025, 0, 6);
const SECOND = 1000;
const COUNTS = [1_000, 10_000, 100_000];

interface Reading {
  time: number;
  value: number;
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

const clock = (t: number) => new Date(t).toISOString().slice(11, 19);

// A mark size that is the same for every point. In 73.2.1 a line series without a markSizeAccessor sorts its
// point markers by size, one insertion at a time: a cost that can grow with the square of the point count. With
// one, the markers are not sorted; a constant 0 keeps the theme's radius and adds no column to the tooltip.
const sameMarkSize = () => 0;

interface TimedChartProps {
  data: Reading[];
  baseTheme: Theme;
  constantMarkSize: boolean;
  onDrawn: (ms: number) => void;
}

/**
 * The chart on its own, behind `memo`: when the parent's text changes, this component does not render again.
 * Without `memo`, every parent render would send the specs to the chart again, and it would recompute every point.
 */
const TimedChart = memo(function TimedChart({ data, baseTheme, constantMarkSize, onDrawn }: TimedChartProps) {
  // Taken once, in the first render (an initializer runs only then), before the specs reach the chart's store.
  const [mountedAt] = useState(() => performance.now());
  const reported = useRef(false);
  // Called after every render of the chart's status, a frame later; only the first `true` is the first full draw.
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
      <LineSeries
        id="readings"
        name="Amplitude"
        data={data}
        xScaleType={ScaleType.Time}
        yScaleType={ScaleType.Linear}
        xAccessor="time"
        yAccessors={['value']}
        markSizeAccessor={constantMarkSize ? sameMarkSize : undefined}
        timeZone="UTC"
      />
    </Chart>
  );
});

interface Performance100kExampleProps {
  baseTheme?: Theme;
  /** How many readings the chart starts with; the buttons above the chart change it. */
  points?: number;
  /**
   * Give the series a constant `markSizeAccessor`, which spares it the quadratic sort of its point markers.
   * Turn it off to time the series as written without it.
   */
  constantMarkSize?: boolean;
}

export default function Performance100kExample({
  baseTheme = LIGHT_THEME,
  points = 100_000,
  constantMarkSize = true,
}: Performance100kExampleProps) {
  const [count, setCount] = useState(points);
  // A new `points` prop (a Storybook control) starts over from it.
  const [startedWith, setStartedWith] = useState(points);
  if (points !== startedWith) {
    setStartedWith(points);
    setCount(points);
  }
  const [drawn, setDrawn] = useState<{ run: string; ms: number }>();
  // Generated once per count, and before the chart mounts, so that the measure leaves it out.
  const data = useMemo(() => sensorReadings(count), [count]);
  // A new run (count or knob) mounts a new chart, timed from its own mount.
  const run = `${count}/${constantMarkSize}`;
  const onDrawn = useCallback((ms: number) => setDrawn({ run, ms }), [run]);
  const label = count.toLocaleString('en');
  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%', color: 'inherit', fontSize: 13 }}>
      <div
        role="group"
        aria-label="Points"
        style={{ display: 'flex', alignItems: 'center', gap: '0.4em', padding: '0.25em 0.5em' }}
      >
        Points:
        {COUNTS.map((n) => (
          <button
            key={n}
            type="button"
            aria-pressed={n === count}
            onClick={() => setCount(n)}
            style={{
              padding: '0.1em 0.45em',
              font: 'inherit',
              color: 'inherit',
              background: 'transparent',
              border: '1px solid currentColor',
              borderRadius: 4,
              cursor: 'pointer',
              fontWeight: n === count ? 700 : 400,
              opacity: n === count ? 1 : 0.7,
            }}
          >
            {n.toLocaleString('en')}
          </button>
        ))}
      </div>
      <div style={{ flex: 1, minHeight: 0 }}>
        <TimedChart key={run} data={data} baseTheme={baseTheme} constantMarkSize={constantMarkSize} onDrawn={onDrawn} />
      </div>
      {/* One line of its own under the chart: a text that wrapped differently would resize the chart and redraw it. */}
      <p aria-live="polite" style={{ margin: 0, padding: '0.25em 0.5em', whiteSpace: 'nowrap' }}>
        {drawn?.run === run ? `${label} points drawn in ${Math.round(drawn.ms)} ms` : `Drawing ${label} points…`}
      </p>
    </div>
  );
}
