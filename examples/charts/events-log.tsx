/**
 * Element events log
 * A bar chart that writes each click, hover and leave it reports, with its payload, into a short log under it.
 */
import React, { memo, useCallback, useRef, useState } from 'react';
import {
  Axis,
  BarSeries,
  Chart,
  LIGHT_THEME,
  Position,
  ScaleType,
  Settings,
  type ElementClickListener,
  type ElementOverListener,
  type Theme,
  type XYChartElementEvent,
} from '@elastic/charts';

const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];
// Support tickets opened and closed on each weekday.
const data = DAYS.map((day, i) => ({ day, opened: 30 + ((i * 17) % 25), closed: 24 + ((i * 13) % 28) }));

/** One element of an XY event as a line of text: the bar's x, y and accessor, then its series. */
function describe(elements: Parameters<ElementOverListener>[0]): string {
  // This chart draws only bars, so every element is an XY one: a [geometry, series] pair.
  return (elements as XYChartElementEvent[])
    .map(
      ([{ x, y, accessor }, { specId, yAccessor }]) =>
        `{ x: ${x}, y: ${y}, accessor: ${accessor} } of ${specId}/${String(yAccessor)}`,
    )
    .join(', ');
}

interface TicketsChartProps {
  baseTheme: Theme;
  onEvent: (text: string) => void;
}

// Memoized: the log's state changes on every event, and re-rendering a chart's parent sends all its specs to
// the chart again, which redraws it. Given the same theme and callback, this component does not re-render.
const TicketsChart = memo(function TicketsChart({ baseTheme, onEvent }: TicketsChartProps) {
  const onElementClick = useCallback<ElementClickListener>(
    (elements, options) => {
      const keys = Object.entries(options?.keyPressed ?? {})
        .filter(([, pressed]) => pressed)
        .map(([key]) => key);
      onEvent(`click ${describe(elements)}${keys.length > 0 ? ` + ${keys.join(', ')}` : ''}`);
    },
    [onEvent],
  );
  const onElementOver = useCallback<ElementOverListener>(
    (elements) => onEvent(`over  ${describe(elements)}`),
    [onEvent],
  );
  const onElementOut = useCallback(() => onEvent('out'), [onEvent]);
  return (
    <Chart title="Support tickets">
      <Settings
        baseTheme={baseTheme}
        showLegend
        legendPosition={Position.Bottom}
        onElementClick={onElementClick}
        onElementOver={onElementOver}
        onElementOut={onElementOut}
      />
      <Axis id="day" position={Position.Bottom} />
      <Axis id="tickets-axis" position={Position.Left} />
      <BarSeries
        id="tickets"
        name={(series) => String(series.yAccessor)}
        data={data}
        xScaleType={ScaleType.Ordinal}
        yScaleType={ScaleType.Linear}
        xAccessor="day"
        yAccessors={['opened', 'closed']}
      />
    </Chart>
  );
});

interface EventsLogExampleProps {
  baseTheme?: Theme;
  /** How many events the log keeps, newest first. */
  maxEntries?: number;
}

export default function EventsLogExample({ baseTheme = LIGHT_THEME, maxEntries = 5 }: EventsLogExampleProps) {
  const [log, setLog] = useState<{ id: number; text: string }[]>([]);
  const nextId = useRef(0);
  const onEvent = useCallback(
    (text: string) => setLog((entries) => [{ id: nextId.current++, text }, ...entries].slice(0, maxEntries)),
    [maxEntries],
  );
  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%', color: 'inherit' }}>
      <div style={{ flex: 1, minHeight: 0 }}>
        <TicketsChart baseTheme={baseTheme} onEvent={onEvent} />
      </div>
      <ul
        aria-label="Events the chart reported, newest first"
        style={{
          flex: 'none',
          height: `${maxEntries * 1.5}em`,
          margin: 0,
          padding: '0.25em 0.75em',
          overflow: 'hidden',
          listStyle: 'none',
          borderTop: '1px solid currentColor',
          fontFamily: 'monospace',
          fontSize: 12,
          lineHeight: 1.5,
        }}
      >
        {log.length === 0 ? <li style={{ opacity: 0.7 }}>Hover or click a bar; its events appear here.</li> : null}
        {log.map(({ id, text }) => (
          <li key={id} style={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
            {text}
          </li>
        ))}
      </ul>
    </div>
  );
}
