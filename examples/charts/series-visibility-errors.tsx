/**
 * Show only errors, on two charts
 * One visibility state for two charts of HTTP responses, with toggles per status class and a Show only errors button.
 */
import React, { memo, useState } from 'react';
import { Axis, Chart, LIGHT_THEME, LineSeries, Position, ScaleType, Settings, type Theme } from '@elastic/charts';

/** The status classes, each with its colour: set by the app, so that a class keeps it on both charts when others hide. */
const CLASSES = [
  { id: '2xx', color: '#54b399', error: false },
  { id: '3xx', color: '#6092c0', error: false },
  { id: '4xx', color: '#d6bf57', error: true },
  { id: '5xx', color: '#e7664c', error: true },
] as const;
type ClassId = (typeof CLASSES)[number]['id'];

const MINUTE = 60 * 1000;
const START = Date.UTC(2025, 8, 1, 9, 0);
/** Thirty minutes per class: how many responses, and how long the slowest 5 % of them took. */
const SERIES = CLASSES.map(({ id, color }, c) => {
  const scale = [900, 120, 40, 12][c] ?? 1;
  return {
    id,
    color,
    data: Array.from({ length: 30 }, (_, m) => {
      const burst = id === '5xx' && m >= 18 && m <= 22 ? 3 : 1; // five minutes of trouble
      return {
        time: START + m * MINUTE,
        count: Math.round(scale * burst * (1 + 0.2 * Math.sin((m + c * 4) / 3))),
        p95: Math.round((c + 1) * 80 + 40 * Math.sin((m + c) / 5) + (burst > 1 ? 600 : 0)),
      };
    }),
  };
});

const clock = (t: number) => new Date(t).toISOString().slice(11, 16);

interface PanelProps {
  baseTheme: Theme;
  title: string;
  metric: 'count' | 'p95';
  unit: string;
  hidden: ClassId[];
}

/** One chart of the pair: it draws the classes the shared state keeps, and has no legend (the toolbar is it). */
const Panel = memo(function Panel({ baseTheme, title, metric, unit, hidden }: PanelProps) {
  return (
    <Chart title={title}>
      <Settings baseTheme={baseTheme} />
      <Axis id="time" position={Position.Bottom} tickFormat={clock} timeAxisLayerCount={0} ticks={4} />
      <Axis id={`${metric}-axis`} position={Position.Left} ticks={3} tickFormat={(v: number) => `${v}${unit}`} />
      {SERIES.filter(({ id }) => !hidden.includes(id)).map(({ id, color, data }) => (
        <LineSeries
          key={id}
          id={id}
          data={data}
          color={color}
          xScaleType={ScaleType.Time}
          yScaleType={ScaleType.Linear}
          // The y domain rounded out to the ticks (1,000 ms rather than the slowest 885): a label at the top too,
          // where a chart short on a phone would have only 0 and 500 ms.
          yNice
          xAccessor="time"
          yAccessors={[metric]}
        />
      ))}
    </Chart>
  );
});

const buttonStyle: React.CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  padding: '0.1em 0.6em',
  font: 'inherit',
  color: 'inherit',
  background: 'transparent',
  border: '1px solid currentColor',
  borderRadius: 4,
  cursor: 'pointer',
};

const NOT_ERRORS: ClassId[] = CLASSES.filter(({ error }) => !error).map(({ id }) => id);

export default function SeriesVisibilityErrorsExample({ baseTheme = LIGHT_THEME }: { baseTheme?: Theme }) {
  // One state for both charts: what a class's toggle or the errors button changes, both charts draw.
  const [hidden, setHidden] = useState<ClassId[]>([]);
  const onlyErrors = hidden.length === NOT_ERRORS.length && NOT_ERRORS.every((id) => hidden.includes(id));
  const toggle = (id: ClassId) =>
    setHidden((previous) => {
      const next = previous.includes(id) ? previous.filter((h) => h !== id) : [...previous, id];
      return next.length === CLASSES.length ? previous : next; // keep one class drawn
    });

  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%', fontSize: 13 }}>
      <div
        role="group"
        aria-label="Status classes"
        style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 6, padding: '0 0.5em 4px' }}
      >
        {CLASSES.map(({ id, color }) => (
          <button
            key={id}
            type="button"
            aria-pressed={!hidden.includes(id)}
            onClick={() => toggle(id)}
            style={{ ...buttonStyle, textDecoration: hidden.includes(id) ? 'line-through' : 'none' }}
          >
            {/* A hidden class: a hollow dot and a struck-through name, at full contrast. */}
            <span
              aria-hidden
              style={{
                boxSizing: 'border-box',
                width: 10,
                height: 10,
                borderRadius: 5,
                border: `2px solid ${color}`,
                background: hidden.includes(id) ? 'transparent' : color,
              }}
            />
            {id}
          </button>
        ))}
        <button
          type="button"
          aria-pressed={onlyErrors}
          onClick={() => setHidden(onlyErrors ? [] : NOT_ERRORS)}
          style={{ ...buttonStyle, fontWeight: onlyErrors ? 700 : 400 }}
        >
          Show only errors
        </button>
      </div>
      {/* Two columns where there is room, one above the other on a phone; minmax(0, …) lets each cell shrink. */}
      <div
        style={{
          flex: 1,
          minHeight: 0,
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(280px, 100%), 1fr))',
          gridAutoRows: 'minmax(0, 1fr)',
          gap: 8,
        }}
      >
        <Panel baseTheme={baseTheme} title="Responses per minute" metric="count" unit="" hidden={hidden} />
        <Panel baseTheme={baseTheme} title="p95 latency" metric="p95" unit=" ms" hidden={hidden} />
      </div>
    </div>
  );
}
