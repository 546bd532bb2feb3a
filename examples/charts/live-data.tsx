/**
 * Live data with a sliding window
 * A point a second on a line that keeps only the last two minutes, with a Pause button and a steady y scale.
 */
import React, { memo, useEffect, useState } from 'react';
import { Axis, Chart, LIGHT_THEME, LineSeries, Position, ScaleType, Settings, type Theme } from '@elastic/charts';

interface Point {
  time: number;
  requests: number;
}

/** The stream's first second: a fixed instant, so every visit draws the same numbers. */
const START = Date.UTC(2025, 8, 1, 12, 0, 0);
const SECOND = 1000;

/** The value of second `tick`: a formula of the tick alone, standing in for what a socket or a poll would bring. */
function pointAt(tick: number): Point {
  const wave = 60 * Math.sin(tick / 20) + 25 * Math.sin(tick / 4.3) + 8 * Math.sin(tick * 1.7);
  return { time: START + tick * SECOND, requests: Math.round(220 + wave) };
}

/** The window as the page opens: already full, ending at second `last`. */
function windowEndingAt(last: number, size: number): Point[] {
  return Array.from({ length: size }, (_, i) => pointAt(last - size + 1 + i));
}

const clock = (epoch: number) => new Date(epoch).toISOString().slice(11, 19);

interface LiveChartProps {
  baseTheme: Theme;
  points: Point[];
  windowSeconds: number;
  movingDomain: boolean;
}

// Memoized: the Pause button changes the parent's state, and a chart whose specs render again with the same data
// recomputes everything for nothing (and in 73.2.1 then leaves its render-complete flag at false).
const LiveChart = memo(function LiveChart({ baseTheme, points, windowSeconds, movingDomain }: LiveChartProps) {
  const last = points[points.length - 1]?.time ?? START;
  return (
    <Chart title="Requests per second">
      <Settings
        baseTheme={baseTheme}
        // The x domain slides with the window: it always spans the whole window, even before it has filled.
        xDomain={movingDomain ? { min: last - (windowSeconds - 1) * SECOND, max: last } : undefined}
      />
      <Axis id="time" position={Position.Bottom} tickFormat={clock} timeAxisLayerCount={0} />
      {/* A fixed y domain: a scale that follows the window's highest point would jump every few seconds. */}
      <Axis id="requests-axis" position={Position.Left} domain={{ min: 0, max: 400 }} ticks={5} />
      <LineSeries
        id="requests"
        name="Requests/s"
        data={points}
        xScaleType={ScaleType.Time}
        yScaleType={ScaleType.Linear}
        xAccessor="time"
        yAccessors={['requests']}
      />
    </Chart>
  );
});

const buttonStyle: React.CSSProperties = {
  padding: '0.15em 0.75em',
  font: 'inherit',
  color: 'inherit',
  background: 'transparent',
  border: '1px solid currentColor',
  borderRadius: 4,
  cursor: 'pointer',
};

interface LiveDataExampleProps {
  baseTheme?: Theme;
  /** Milliseconds between two points (each point is one more second of data). */
  intervalMs?: number;
  /** How many points, one per second, the window keeps. */
  windowSeconds?: number;
  /** Slide the x domain with the window (`Settings.xDomain`) rather than let it follow the data. */
  movingDomain?: boolean;
}

export default function LiveDataExample({
  baseTheme = LIGHT_THEME,
  intervalMs = 1000,
  windowSeconds = 120,
  movingDomain = true,
}: LiveDataExampleProps) {
  const [points, setPoints] = useState(() => windowEndingAt(windowSeconds, windowSeconds));
  const [running, setRunning] = useState(true);

  useEffect(() => {
    if (!running) return undefined;
    const timer = window.setInterval(() => {
      // Append the next second and drop what has left the window: a new array, as the chart needs one to redraw.
      setPoints((previous) => {
        const lastTime = previous[previous.length - 1]?.time ?? START;
        const next = pointAt((lastTime - START) / SECOND + 1);
        return [...previous.slice(Math.max(0, previous.length - windowSeconds + 1)), next];
      });
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [running, intervalMs, windowSeconds]);

  const latest = points[points.length - 1];
  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%', fontSize: 13 }}>
      <div
        style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.25em 0.75em', padding: '0 0.5em' }}
      >
        <button type="button" onClick={() => setRunning(!running)} style={buttonStyle}>
          {running ? 'Pause' : 'Resume'}
        </button>
        <span style={{ fontVariantNumeric: 'tabular-nums' }}>
          {running ? 'Live' : 'Paused'}: {latest ? `${latest.requests} req/s at ${clock(latest.time)} UTC` : '…'}
        </span>
      </div>
      <div style={{ flex: 1, minHeight: 0 }}>
        <LiveChart baseTheme={baseTheme} points={points} windowSeconds={windowSeconds} movingDomain={movingDomain} />
      </div>
    </div>
  );
}
