/**
 * Custom legend with saved visibility
 * A customLegend of checkboxes that shows and hides hosts from the app's own state, kept across reloads.
 */
import React, { createContext, memo, useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import {
  Axis,
  Chart,
  LIGHT_THEME,
  LineSeries,
  Position,
  ScaleType,
  Settings,
  type CustomLegendProps,
  type PartialTheme,
  type Theme,
} from '@elastic/charts';

/** Every host the app knows, with a colour of its own: the palette would recolour the rest when one is hidden. */
const HOSTS = [
  { id: 'web-1', color: '#54b399' },
  { id: 'web-2', color: '#6092c0' },
  { id: 'api-1', color: '#d36086' },
  { id: 'db-1', color: '#9170b8' },
] as const;
type HostId = (typeof HOSTS)[number]['id'];

const HOUR = 60 * 60 * 1000;
const START = Date.UTC(2025, 8, 1);
/** A day of CPU use per host, hour by hour. */
const SERIES = HOSTS.map(({ id, color }, h) => ({
  id,
  color,
  data: Array.from({ length: 24 }, (_, hour) => ({
    time: START + hour * HOUR,
    cpu: Math.round(30 + 12 * h + 18 * Math.sin((hour + h * 3) / 4) + ((hour * 7 + h * 5) % 9)),
  })),
}));

/** One key per app and per setting, so that no other page on the same origin reads or overwrites it. */
const STORAGE_KEY = 'elastic-charts-docs:series-visibility-legend:hidden-hosts';

/**
 * The saved value as the store holds it: local storage when the browser allows it, this copy when it does not
 * (storage blocked or full), so that the checkboxes work either way.
 */
let unsaved = '[]';
let storageFailed = false;
const listeners = new Set<() => void>();

function readSaved(): string {
  if (storageFailed) return unsaved;
  try {
    return window.localStorage.getItem(STORAGE_KEY) ?? unsaved;
  } catch {
    return unsaved;
  }
}

function save(hidden: HostId[]) {
  unsaved = JSON.stringify(hidden);
  try {
    window.localStorage.setItem(STORAGE_KEY, unsaved);
  } catch {
    storageFailed = true; // blocked or full: the choice lasts until the page closes
  }
  listeners.forEach((listener) => listener());
}

/** Called by React on every change: ours, and another tab's (the `storage` event fires in the other tabs only). */
function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The hosts a saved value names, or none: storage holds whatever an older version or another page wrote. */
function parseHidden(saved: string): HostId[] {
  try {
    const value: unknown = JSON.parse(saved);
    return Array.isArray(value) ? HOSTS.map(({ id }) => id).filter((id) => value.includes(id)) : [];
  } catch {
    return [];
  }
}

/** The app's visibility state, handed to the legend through context: the chart passes it only its own props. */
const VisibilityContext = createContext<{ hidden: HostId[]; toggle: (id: HostId) => void }>({
  hidden: [],
  toggle: () => {},
});

/**
 * The legend, defined once at module level (a component made during render would be remounted on every render).
 * It lists every host from the app's state: the chart's `items` hold only the series it draws.
 */
function HostChecklist({ items }: CustomLegendProps) {
  const { hidden, toggle } = useContext(VisibilityContext);
  const drawn = items.length;
  return (
    <fieldset style={{ border: 0, margin: 0, padding: '4px 0 0 8px', fontSize: 13 }}>
      <legend style={{ padding: 0, fontWeight: 600 }}>Hosts</legend>
      {HOSTS.map(({ id, color }) => {
        const shown = !hidden.includes(id);
        return (
          <label key={id} style={{ display: 'flex', alignItems: 'center', gap: 6, lineHeight: '24px' }}>
            <input
              type="checkbox"
              checked={shown}
              // The last series stays: with no series the chart draws no legend, and this list would go with it.
              disabled={shown && drawn === 1}
              onChange={() => toggle(id)}
            />
            <span aria-hidden style={{ width: 10, height: 10, borderRadius: 5, background: color }} />
            {id}
          </label>
        );
      })}
    </fieldset>
  );
}

/** Room for the last point: the themes leave no margin, and a line's points are drawn unclipped at the plot's edge. */
const LAST_POINT_ROOM: PartialTheme = { chartMargins: { right: 8 } };

interface CpuChartProps {
  baseTheme: Theme;
  hidden: HostId[];
}

const CpuChart = memo(function CpuChart({ baseTheme, hidden }: CpuChartProps) {
  return (
    <Chart title="CPU per host">
      {/* A fixed width beside the plot: the library sizes a legend from the drawn series' names only. */}
      <Settings
        baseTheme={baseTheme}
        theme={LAST_POINT_ROOM}
        showLegend
        legendPosition={Position.Right}
        legendSize={96}
        customLegend={HostChecklist}
      />
      <Axis
        id="time"
        position={Position.Bottom}
        tickFormat={(t: number) => new Date(t).toISOString().slice(11, 16)}
        timeAxisLayerCount={0}
      />
      <Axis id="cpu-axis" position={Position.Left} tickFormat={(v: number) => `${v}%`} ticks={4} />
      {/* One spec per visible host: a hidden host is simply not rendered, so the y scale fits the others. */}
      {SERIES.filter(({ id }) => !hidden.includes(id)).map(({ id, color, data }) => (
        <LineSeries
          key={id}
          id={id}
          data={data}
          color={color}
          xScaleType={ScaleType.Time}
          yScaleType={ScaleType.Linear}
          xAccessor="time"
          yAccessors={['cpu']}
        />
      ))}
    </Chart>
  );
});

export default function SeriesVisibilityLegendExample({ baseTheme = LIGHT_THEME }: { baseTheme?: Theme }) {
  // The server has no storage: it renders every host, and the browser switches to the saved value as it hydrates.
  const saved = useSyncExternalStore(subscribe, readSaved, () => '[]');
  // Parsed once per saved string, so the memoized chart sees the same array until the value changes.
  const hidden = useMemo(() => parseHidden(saved), [saved]);
  const toggle = useCallback(
    (id: HostId) => save(hidden.includes(id) ? hidden.filter((h) => h !== id) : [...hidden, id]),
    [hidden],
  );
  const visibility = useMemo(() => ({ hidden, toggle }), [hidden, toggle]);
  return (
    <VisibilityContext.Provider value={visibility}>
      <CpuChart baseTheme={baseTheme} hidden={hidden} />
    </VisibilityContext.Provider>
  );
}
