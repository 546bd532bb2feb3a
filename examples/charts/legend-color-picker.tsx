/**
 * Legend colour picker
 * Daily sign-ups per channel; each legend swatch opens a small picker, and the chosen colours live in React state.
 */
import React, { useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  Axis,
  BarSeries,
  Chart,
  LIGHT_THEME,
  Position,
  ScaleType,
  Settings,
  type LegendColorPicker,
  type Theme,
} from '@elastic/charts';

// The days of one week by name: seven short labels that all fit under their bars on a phone, where a time axis
// in the plot left beside the legend labels whole weeks, one date for the seven bars.
const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const CHANNELS = ['Search', 'Email', 'Social'];
const data = CHANNELS.flatMap((channel, c) =>
  DAYS.map((day, d) => ({ day, channel, signups: 30 + 15 * (2 - c) + ((d * 17 + c * 29) % 25) })),
);

const SWATCHES = [
  { name: 'Teal', value: '#16c5c0' },
  { name: 'Blue', value: '#61a2ff' },
  { name: 'Pink', value: '#ee72a6' },
  { name: 'Orange', value: '#f08c3c' },
  { name: 'Purple', value: '#9170b8' },
  { name: 'Grey', value: '#8a94a6' },
];

/** Chosen colours by series key (`seriesIdentifier.key`); a series without an entry keeps its palette colour. */
type SeriesColors = Record<string, string>;

/**
 * With a picker, each legend swatch is a <button>, and the library's stylesheet leaves it the browser's grey, bordered
 * look (it expects a reset, as EUI's): one rule, scoped to this chart, draws the swatch alone.
 */
const PLAIN_SWATCH_BUTTONS =
  '[data-swatch-buttons] .echLegendItem__color--changable { padding: 0; border: 0; background: none; color: inherit; }';

/** The picker the legend opens from a swatch. Every change goes straight into React state. */
function swatchPicker(setColors: React.Dispatch<React.SetStateAction<SeriesColors>>): LegendColorPicker {
  return function SwatchPicker({ color, onChange, onClose, seriesIdentifiers }) {
    const group = useId();
    const keys = seriesIdentifiers.map(({ key }) => key);
    const choose = (value: string) =>
      setColors((colors) => ({ ...colors, ...Object.fromEntries(keys.map((key) => [key, value])) }));
    const close = () => {
      // The chart would otherwise keep a copy of the colour in its own store when the picker closes.
      onChange(null);
      onClose();
    };
    const reset = () => {
      setColors((colors) => Object.fromEntries(Object.entries(colors).filter(([key]) => !keys.includes(key))));
      close();
    };
    const current = color.toLowerCase();
    // The focus goes to the swatch in use, or to the first one when the colour is none of them.
    const focused = SWATCHES.some(({ value }) => value === current) ? current : SWATCHES[0]?.value;
    return (
      // The chart renders the picker right after the item, inside the legend's list: a list item keeps the HTML valid.
      <li style={{ listStyle: 'none', margin: '4px 0 8px', color: 'inherit', fontSize: 12 }}>
        {/* The fieldset is never focused: it hears Escape as the key bubbles up from the control that has the focus. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape from any control */}
        <fieldset
          style={{ margin: 0, padding: '4px 8px 8px', border: '1px solid', borderRadius: 4 }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
          }}
        >
          <legend>Colour</legend>
          {/* Two columns of swatches in the wide legend, one in the narrow legend of a phone. */}
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(72px, 1fr))', gap: '2px 8px' }}>
            {SWATCHES.map(({ name, value }) => (
              <label key={value} style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
                <input
                  type="radio"
                  name={group}
                  value={value}
                  checked={current === value}
                  // Not on page load: the picker opens on the reader's click, and a keyboard user needs the focus
                  // to move into what just opened.
                  // eslint-disable-next-line jsx-a11y/no-autofocus -- focus into the picker the reader opened
                  autoFocus={focused === value}
                  onChange={() => choose(value)}
                  style={{ margin: 0 }}
                />
                <span aria-hidden style={{ width: 10, height: 10, borderRadius: 2, background: value }} />
                {name}
              </label>
            ))}
          </div>
          <label style={{ display: 'flex', alignItems: 'center', gap: 4, marginTop: 6 }}>
            Other
            <input type="color" value={current} onChange={(event) => choose(event.target.value)} />
          </label>
          <div style={{ display: 'flex', gap: 4, marginTop: 6 }}>
            <button type="button" onClick={close}>
              Done
            </button>
            <button type="button" onClick={reset}>
              Reset
            </button>
          </div>
        </fieldset>
      </li>
    );
  };
}

/**
 * The legend's width beside the plot: room for two columns of swatches in the open picker, or one below
 * `NARROW_BELOW` pixels of chart width, where 200 would leave the bars a strip about 100 pixels wide.
 */
const LEGEND_WIDTH = { wide: 200, narrow: 120 };
const NARROW_BELOW = 480;

/**
 * Whether the element `ref` points at is narrower than `width`, followed as it resizes; undefined until measured.
 * A boolean, not the width, so that a resize which crosses no line re-renders nothing.
 */
function useNarrowerThan(ref: React.RefObject<HTMLDivElement | null>, width: number): boolean | undefined {
  const [narrow, setNarrow] = useState<boolean>();
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const observer = new ResizeObserver(([entry]) => setNarrow((entry?.contentRect.width ?? 0) < width));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, width]);
  return narrow;
}

interface LegendColorPickerExampleProps {
  baseTheme?: Theme;
  /** Stack the channels on one bar per day instead of drawing them side by side. */
  stacked?: boolean;
}

export default function LegendColorPickerExample({
  baseTheme = LIGHT_THEME,
  stacked = true,
}: LegendColorPickerExampleProps) {
  const [colors, setColors] = useState<SeriesColors>({});
  // One picker component for the chart's lifetime: a new one on every render would remount the open picker.
  const colorPicker = useMemo(() => swatchPicker(setColors), []);
  const box = useRef<HTMLDivElement>(null);
  const narrow = useNarrowerThan(box, NARROW_BELOW);
  return (
    <div ref={box} data-swatch-buttons style={{ height: '100%' }}>
      <style>{PLAIN_SWATCH_BUTTONS}</style>
      {narrow !== undefined && (
        <Chart title="Sign-ups per channel">
          <Settings
            baseTheme={baseTheme}
            showLegend
            legendColorPicker={colorPicker}
            legendSize={narrow ? LEGEND_WIDTH.narrow : LEGEND_WIDTH.wide}
          />
          <Axis id="day" position={Position.Bottom} />
          <Axis id="signups-axis" position={Position.Left} />
          <BarSeries
            id="signups"
            data={data}
            xScaleType={ScaleType.Ordinal}
            yScaleType={ScaleType.Linear}
            xAccessor="day"
            yAccessors={['signups']}
            splitSeriesAccessors={['channel']}
            stackAccessors={stacked ? ['day'] : undefined}
            // A colour from state, or null to keep the palette's.
            color={(series) => colors[series.key] ?? null}
          />
        </Chart>
      )}
    </div>
  );
}
