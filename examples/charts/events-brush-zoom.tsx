/**
 * Brush to zoom
 * Drag across a time series to zoom into that range; the x domain lives in React state and a button resets it.
 */
import React, { useCallback, useState } from 'react';
import {
  AreaSeries,
  Axis,
  Chart,
  LIGHT_THEME,
  Position,
  ScaleType,
  Settings,
  type BrushEndListener,
  type Theme,
} from '@elastic/charts';

const STEP = 15 * 60 * 1000;
const START = Date.UTC(2025, 2, 3);
// Requests per 15 minutes over a day: a daily cycle plus a little deterministic noise. (Two days would leave a
// phone's axis only the dates: six-hour labels need 48 px each.)
const data = Array.from({ length: 96 }, (_, i) => ({
  time: START + i * STEP,
  requests: Math.round(900 + 600 * Math.sin(((i % 96) / 96 - 0.3) * 2 * Math.PI) + ((i * 37) % 120)),
}));

const clock = (epoch: number) => new Date(epoch).toISOString().slice(11, 16);
const dayAndClock = (epoch: number) =>
  `${new Date(epoch).toLocaleDateString('en', { weekday: 'short', timeZone: 'UTC' })} ${clock(epoch)}`;

interface BrushZoomExampleProps {
  baseTheme?: Theme;
  /** The narrowest drag, in pixels along x, that counts as a brush; a narrower one zooms nothing. */
  minBrushDelta?: number;
}

export default function BrushZoomExample({ baseTheme = LIGHT_THEME, minBrushDelta = 10 }: BrushZoomExampleProps) {
  // The visible range: undefined shows all the data.
  const [domain, setDomain] = useState<{ min: number; max: number }>();
  const onBrushEnd = useCallback<BrushEndListener>((event) => {
    // A heatmap reports cells; a cartesian chart reports x (here in epoch milliseconds, as the data).
    if ('cells' in event || !event.x) return;
    const [min, max] = event.x;
    // The brushed values fall between data points: widen them to whole steps, so the series reaches both edges.
    setDomain({ min: Math.floor(min / STEP) * STEP, max: Math.ceil(max / STEP) * STEP });
  }, []);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%', color: 'inherit' }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: '0.75em', padding: '0.25em 0.75em', fontSize: 13 }}>
        <span aria-live="polite">
          {domain
            ? `Showing ${dayAndClock(domain.min)} to ${dayAndClock(domain.max)} UTC`
            : 'Drag across the chart to zoom in'}
        </span>
        <button
          type="button"
          onClick={() => setDomain(undefined)}
          disabled={!domain}
          style={{
            marginLeft: 'auto',
            padding: '0.15em 0.75em',
            font: 'inherit',
            color: 'inherit',
            background: 'transparent',
            border: '1px solid currentColor',
            borderRadius: 4,
            cursor: domain ? 'pointer' : 'default',
            opacity: domain ? 1 : 0.5,
          }}
        >
          Reset zoom
        </button>
      </div>
      <div style={{ flex: 1, minHeight: 0 }}>
        <Chart title="Requests per 15 minutes">
          <Settings baseTheme={baseTheme} xDomain={domain} onBrushEnd={onBrushEnd} minBrushDelta={minBrushDelta} />
          {/* A time axis draws its own two rows of labels; tickFormat formats the tooltip's header. */}
          <Axis id="time" position={Position.Bottom} tickFormat={(t: number) => dayAndClock(t)} />
          <Axis id="requests-axis" position={Position.Left} />
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
