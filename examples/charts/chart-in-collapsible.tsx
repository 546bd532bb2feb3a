/**
 * Chart in an animated panel
 * A panel that slides open and shut with a chart in it: the chart keeps its height while the panel clips it, so it draws once, not on every frame of the animation.
 */
import React, { memo, useEffect, useId, useRef, useState } from 'react';
import { Axis, BarSeries, Chart, LIGHT_THEME, Position, ScaleType, Settings, type Theme } from '@elastic/charts';

// Orders per weekday: a fixed list, so every load draws the same chart.
const orders = [
  { day: 'Mon', count: 412 },
  { day: 'Tue', count: 468 },
  { day: 'Wed', count: 437 },
  { day: 'Thu', count: 502 },
  { day: 'Fri', count: 566 },
  { day: 'Sat', count: 311 },
  { day: 'Sun', count: 264 },
];

const PANEL_HEIGHT = 220;
const DURATION = 400;

// Memoized: opening and closing re-render the panel, and the chart's specs stay put.
const OrdersChart = memo(function OrdersChart({ baseTheme }: { baseTheme: Theme }) {
  return (
    <Chart title="Orders per weekday">
      <Settings baseTheme={baseTheme} />
      <Axis id="day-axis" position={Position.Bottom} />
      <Axis id="orders-axis" position={Position.Left} ticks={4} />
      <BarSeries
        id="orders"
        name="Orders"
        data={orders}
        xScaleType={ScaleType.Ordinal}
        yScaleType={ScaleType.Linear}
        xAccessor="day"
        yAccessors={['count']}
      />
    </Chart>
  );
});

/** What the chart's status element says, read from the DOM as a test would read it. */
function useRenderCount(box: React.RefObject<HTMLElement | null>) {
  const [count, setCount] = useState('0');
  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const read = () => setCount(element.querySelector('.echChartStatus')?.getAttribute('data-ech-render-count') ?? '0');
    read();
    const observer = new MutationObserver(read);
    observer.observe(element, { subtree: true, attributes: true, attributeFilter: ['data-ech-render-count'] });
    return () => observer.disconnect();
  }, [box]);
  return count;
}

export default function ChartInCollapsibleExample({
  baseTheme = LIGHT_THEME,
  chartFollowsPanel: initialFollows = false,
}: {
  baseTheme?: Theme;
  /** Size the chart by the animated panel (100 % of its height) instead of giving it a fixed height. */
  chartFollowsPanel?: boolean;
}) {
  const [open, setOpen] = useState(true);
  const [follows, setFollows] = useState(initialFollows);
  const panel = useRef<HTMLDivElement>(null);
  const count = useRenderCount(panel);
  const panelId = useId();

  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%', gap: '0.4em', fontSize: 13 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.4em 1em' }}>
        <button type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
          {open ? 'Hide orders' : 'Show orders'}
        </button>
        <label>
          <input type="checkbox" checked={follows} onChange={(event) => setFollows(event.target.checked)} /> Chart
          height follows the panel
        </label>
        <span aria-live="polite">Draws so far: {count}</span>
      </div>
      <div
        ref={panel}
        id={panelId}
        style={{
          height: open ? PANEL_HEIGHT : 0,
          overflow: 'hidden',
          // Closing, `visibility` waits for the slide to end, then takes the chart out of the tab order and the
          // accessibility tree. Hidden that way, the chart keeps its size: nothing is redrawn.
          visibility: open ? 'visible' : 'hidden',
          transition: open ? `height ${DURATION}ms ease` : `height ${DURATION}ms ease, visibility 0s ${DURATION}ms`,
        }}
      >
        {/* A fixed height: the panel clips the chart as it slides, and the chart's own box never changes size. */}
        <div style={{ height: follows ? '100%' : PANEL_HEIGHT }}>
          <OrdersChart baseTheme={baseTheme} />
        </div>
      </div>
    </div>
  );
}
