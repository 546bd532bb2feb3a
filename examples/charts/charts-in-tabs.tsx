/**
 * Charts in tabs
 * Two charts in tabs: each mounts the first time its tab opens and stays mounted, with what each chart reports read from the DOM.
 */
import React, { memo, useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import {
  Axis,
  BarSeries,
  Chart,
  LIGHT_THEME,
  LineSeries,
  Position,
  ScaleType,
  Settings,
  type Theme,
} from '@elastic/charts';

const HOURS = Array.from({ length: 12 }, (_, hour) => hour);
// p95 latency and error count per hour: fixed formulas, so every load draws the same chart.
const latency = HOURS.map((hour) => ({ hour, ms: 180 + ((hour * 37) % 60) + (hour >= 8 ? 40 : 0) }));
const errors = HOURS.map((hour) => ({ hour, count: (hour * 5) % 7 }));
const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

const TABS = [
  { id: 'latency', label: 'Latency' },
  { id: 'errors', label: 'Errors' },
] as const;
type TabId = (typeof TABS)[number]['id'];

// Memoized: a click on a tab re-renders the tabs, and the specs of a chart whose props did not change stay put.
const LatencyChart = memo(function LatencyChart({ baseTheme }: { baseTheme: Theme }) {
  return (
    <Chart title="p95 latency per hour">
      <Settings baseTheme={baseTheme} theme={{ chartMargins: { right: 8 } }} />
      <Axis id="latency-hour" position={Position.Bottom} tickFormat={hourLabel} />
      <Axis id="ms-axis" position={Position.Left} tickFormat={(ms: number) => `${ms} ms`} />
      <LineSeries
        id="p95-latency"
        name="p95 latency"
        data={latency}
        xScaleType={ScaleType.Linear}
        yScaleType={ScaleType.Linear}
        xAccessor="hour"
        yAccessors={['ms']}
      />
    </Chart>
  );
});

const ErrorsChart = memo(function ErrorsChart({ baseTheme }: { baseTheme: Theme }) {
  return (
    <Chart title="Errors per hour">
      <Settings baseTheme={baseTheme} />
      <Axis id="errors-hour" position={Position.Bottom} tickFormat={hourLabel} />
      <Axis id="count-axis" position={Position.Left} ticks={4} />
      <BarSeries
        id="error-count"
        name="Errors"
        data={errors}
        xScaleType={ScaleType.Ordinal}
        yScaleType={ScaleType.Linear}
        xAccessor="hour"
        yAccessors={['count']}
      />
    </Chart>
  );
});

/**
 * A tab's panel. It reports what its chart's status element says whenever that changes, read from the DOM as a test
 * would read it (`undefined` while no chart is mounted in it).
 */
function TabPanel({
  tab,
  idPrefix,
  shown,
  onStatus,
  children,
}: {
  tab: TabId;
  idPrefix: string;
  shown: boolean;
  onStatus: (id: TabId, status: string | undefined) => void;
  children: React.ReactNode;
}) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = panel.current;
    if (!box) return undefined;
    const read = () => {
      const element = box.querySelector('.echChartStatus');
      const complete = element?.getAttribute('data-ech-render-complete');
      const count = element?.getAttribute('data-ech-render-count');
      onStatus(tab, element ? `render-complete ${complete}, count ${count}` : undefined);
    };
    read();
    const observer = new MutationObserver(read);
    observer.observe(box, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-ech-render-complete', 'data-ech-render-count'],
    });
    return () => observer.disconnect();
  }, [tab, onStatus]);
  return (
    <div
      ref={panel}
      role="tabpanel"
      id={`${idPrefix}-panel-${tab}`}
      aria-labelledby={`${idPrefix}-tab-${tab}`}
      // `hidden` is display: none. A chart mounted in it has no size: 73.2.1 draws nothing until it has one.
      hidden={!shown}
      style={{ flex: 1, minHeight: 0 }}
    >
      {children}
    </div>
  );
}

const tabStyle = (selected: boolean): React.CSSProperties => ({
  padding: '0.25em 0.9em',
  font: 'inherit',
  fontWeight: selected ? 700 : 400,
  color: 'inherit',
  background: 'transparent',
  border: 'none',
  borderBottom: `2px solid ${selected ? 'currentColor' : 'transparent'}`,
  cursor: 'pointer',
});

export default function ChartsInTabsExample({ baseTheme = LIGHT_THEME }: { baseTheme?: Theme }) {
  const [selected, setSelected] = useState<TabId>('latency');
  // The tabs opened so far: a chart mounts when its tab first opens, then stays mounted while hidden.
  const [opened, setOpened] = useState<ReadonlySet<TabId>>(() => new Set(['latency']));
  const [statuses, setStatuses] = useState<Partial<Record<TabId, string>>>({});
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  // Unique ids tie each tab to its panel, however many times the example is on a page.
  const idPrefix = useId();

  // Stable, so that the panels' observers are set up once.
  const onStatus = useCallback((id: TabId, status: string | undefined) => {
    setStatuses((previous) => (previous[id] === status ? previous : { ...previous, [id]: status }));
  }, []);
  const open = (id: TabId) => {
    setSelected(id);
    setOpened((previous) => (previous.has(id) ? previous : new Set([...previous, id])));
  };
  // Left and right arrows move between the tabs, as in any tab list.
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, at: number) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next = (at + (event.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length;
    const tab = TABS[next];
    if (!tab) return;
    open(tab.id);
    tabs.current[next]?.focus();
  };

  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%', color: 'inherit', fontSize: 13 }}>
      <div role="tablist" aria-label="Service health" style={{ display: 'flex', gap: '0.5em' }}>
        {TABS.map(({ id, label }, i) => (
          <button
            key={id}
            ref={(element) => {
              tabs.current[i] = element;
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${id}`}
            aria-selected={selected === id}
            aria-controls={`${idPrefix}-panel-${id}`}
            tabIndex={selected === id ? 0 : -1}
            onClick={() => open(id)}
            onKeyDown={(event) => onKeyDown(event, i)}
            style={tabStyle(selected === id)}
          >
            {label}
          </button>
        ))}
      </div>
      <p aria-live="polite" style={{ margin: 0, padding: '0.25em 0.9em', fontFamily: 'monospace', fontSize: 12 }}>
        {TABS.map(({ id, label }) => `${label}: ${statuses[id] ?? 'not mounted'}`).join(' · ')}
      </p>
      <TabPanel tab="latency" idPrefix={idPrefix} shown={selected === 'latency'} onStatus={onStatus}>
        {opened.has('latency') && <LatencyChart baseTheme={baseTheme} />}
      </TabPanel>
      <TabPanel tab="errors" idPrefix={idPrefix} shown={selected === 'errors'} onStatus={onStatus}>
        {opened.has('errors') && <ErrorsChart baseTheme={baseTheme} />}
      </TabPanel>
    </div>
  );
}
