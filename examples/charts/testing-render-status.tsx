/**
 * Render status for tests
 * A bar chart with its render-complete flag and render count read from the DOM, as an end-to-end test reads them.
 */
import React, { memo, useCallback, useEffect, useRef, useState } from 'react';
import {
  Axis,
  BarSeries,
  Chart,
  LIGHT_THEME,
  Position,
  ScaleType,
  Settings,
  type RenderChangeListener,
  type Theme,
} from '@elastic/charts';

const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];

/** Deployments per weekday in week `week`: a fixed formula, so every week has its own, repeatable numbers. */
function deploysOfWeek(week: number) {
  return DAYS.map((day, i) => ({ day, deploys: 4 + ((week * 7 + i * 5) % 9) }));
}

type Row = ReturnType<typeof deploysOfWeek>[number];

interface DeploysChartProps {
  baseTheme: Theme;
  week: number;
  rows: Row[];
  onRenderChange: RenderChangeListener;
}

// Memoized: the status line's state changes after every render, and re-rendering the chart's parent would send
// the specs to the chart again and start another render, forever. Same props, no re-render.
const DeploysChart = memo(function DeploysChart({ baseTheme, week, rows, onRenderChange }: DeploysChartProps) {
  return (
    <Chart title={`Deploys per day, week ${week}`}>
      <Settings baseTheme={baseTheme} onRenderChange={onRenderChange} />
      <Axis id="day" position={Position.Bottom} />
      <Axis id="deploys-axis" position={Position.Left} />
      <BarSeries
        id="deploys"
        name="Deploys"
        data={rows}
        xScaleType={ScaleType.Ordinal}
        yScaleType={ScaleType.Linear}
        xAccessor="day"
        yAccessors={['deploys']}
      />
    </Chart>
  );
});

/** The two attributes a test waits on, as the chart's status element holds them right now. */
interface DomStatus {
  complete: string;
  count: string;
}

const buttonStyle: React.CSSProperties = {
  padding: '0.15em 0.75em',
  font: 'inherit',
  color: 'inherit',
  background: 'transparent',
  border: '1px solid currentColor',
  borderRadius: 4,
  cursor: 'pointer',
};

export default function RenderStatusExample({ baseTheme = LIGHT_THEME }: { baseTheme?: Theme }) {
  const [week, setWeek] = useState(1);
  const [rows, setRows] = useState(() => deploysOfWeek(1));
  const [dom, setDom] = useState<DomStatus>({ complete: '…', count: '…' });
  const [calls, setCalls] = useState<{ count: number; last?: boolean }>({ count: 0 });
  const chartBox = useRef<HTMLDivElement>(null);

  // Read the attributes from the DOM whenever the library changes them, with no help from React: this is the
  // element and the values a Playwright or Cypress test sees.
  useEffect(() => {
    const box = chartBox.current;
    if (!box) return undefined;
    const read = () => {
      const status = box.querySelector('.echChartStatus');
      setDom({
        complete: status?.getAttribute('data-ech-render-complete') ?? 'missing',
        count: status?.getAttribute('data-ech-render-count') ?? 'missing',
      });
    };
    read();
    const observer = new MutationObserver(read);
    observer.observe(box, {
      subtree: true,
      attributes: true,
      attributeFilter: ['data-ech-render-complete', 'data-ech-render-count'],
    });
    return () => observer.disconnect();
  }, []);

  // Stable, so that the memoized chart does not re-render when the calls are recorded.
  const onRenderChange = useCallback<RenderChangeListener>((isRendered) => {
    setCalls((previous) => ({ count: previous.count + 1, last: isRendered }));
  }, []);

  const nextWeek = () => {
    setWeek(week + 1);
    setRows(deploysOfWeek(week + 1));
  };
  // Same values in a new array: the specs reach the chart again, which marks it as not rendered. A cartesian chart
  // then finds nothing new to draw, skips the redraw and, in 73.2.1, leaves the flag at false until the next one.
  const sameValues = () => setRows((previous) => [...previous]);

  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%', color: 'inherit', fontSize: 13 }}>
      <div
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: '0.25em 0.75em',
          padding: '0.25em 0.75em',
        }}
      >
        <button type="button" onClick={nextWeek} style={buttonStyle}>
          Next week
        </button>
        <button type="button" onClick={sameValues} style={buttonStyle}>
          Same values, new array
        </button>
      </div>
      <dl
        aria-label="Render status read from the chart's DOM"
        aria-live="polite"
        style={{
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          gap: '0 0.75em',
          margin: 0,
          padding: '0.25em 0.75em',
          fontFamily: 'monospace',
          fontSize: 12,
          lineHeight: 1.5,
        }}
      >
        <dt>data-ech-render-complete</dt>
        <dd style={{ margin: 0, fontWeight: 700 }}>{dom.complete}</dd>
        <dt>data-ech-render-count</dt>
        <dd style={{ margin: 0, fontWeight: 700 }}>{dom.count}</dd>
        <dt>onRenderChange</dt>
        <dd style={{ margin: 0 }}>
          {calls.count === 0 ? 'not called yet' : `${String(calls.last)} (call ${calls.count})`}
        </dd>
      </dl>
      <div ref={chartBox} style={{ flex: 1, minHeight: 0 }}>
        <DeploysChart baseTheme={baseTheme} week={week} rows={rows} onRenderChange={onRenderChange} />
      </div>
    </div>
  );
}
