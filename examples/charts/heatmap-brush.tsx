/**
 * Select heatmap cells
 * Drag across a heatmap of CPU use to select hosts and hours; the selection stays highlighted and is summed up above.
 */
import React, { useCallback, useState } from 'react';
import {
  Chart,
  Heatmap,
  LIGHT_THEME,
  Settings,
  type BrushEndListener,
  type HeatmapHighlightedData,
  type PartialTheme,
  type Theme,
} from '@elastic/charts';

const HOSTS = ['web-1', 'web-2', 'web-3', 'api-1', 'api-2', 'db-1'];
// Working hours, 8:00 to 18:00: the column label is the hour the slot starts at.
const HOURS = Array.from({ length: 11 }, (_, i) => 8 + i);

// Mean CPU use in percent: a morning peak on the web hosts, a batch job on db-1 after 14:00.
const data = HOSTS.flatMap((host, h) =>
  HOURS.map((hour) => {
    const web = host.startsWith('web') && hour >= 9 && hour <= 11 ? 35 : 0;
    const batch = host === 'db-1' && hour >= 14 ? 45 : 0;
    return { host, hour, cpu: Math.min(99, 22 + ((h * 7 + hour * 5) % 17) + web + batch) };
  }),
);

const CELL_VALUES: PartialTheme = { heatmap: { cell: { label: { minFontSize: 10 } } } };

/** The CPU values of the cells whose host and hour are both in the selection. */
function valuesIn({ x, y }: HeatmapHighlightedData): number[] {
  return data.filter((d) => x.includes(d.hour) && y.includes(d.host)).map((d) => d.cpu);
}

/** "web-1–web-3" or "db-1": the first and last of a run of values. */
function span(values: (string | number)[], format: (value: string | number) => string) {
  const first = values[0];
  const last = values.at(-1);
  if (first === undefined || last === undefined) return '';
  return first === last ? format(first) : `${format(first)}–${format(last)}`;
}

interface HeatmapBrushExampleProps {
  baseTheme?: Theme;
  /** Keep the selected cells highlighted after the drag, by passing them back as `highlightedData`. */
  keepHighlight?: boolean;
}

export default function HeatmapBrushExample({
  baseTheme = LIGHT_THEME,
  keepHighlight = true,
}: HeatmapBrushExampleProps) {
  const [selection, setSelection] = useState<HeatmapHighlightedData>();
  const onBrushEnd = useCallback<BrushEndListener>((event) => {
    // A heatmap reports the rows and columns under the brush; a cartesian chart would report an x range instead.
    if (!('cells' in event)) return;
    // A drag along the row labels reports no columns, one along the column labels no rows: that means all of them.
    const x = event.x.length > 0 ? event.x : HOURS;
    const y = event.y.length > 0 ? event.y : HOSTS;
    setSelection({ x, y });
  }, []);

  const values = selection ? valuesIn(selection) : [];
  const mean = values.length > 0 ? Math.round(values.reduce((a, b) => a + b, 0) / values.length) : 0;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%', color: 'inherit' }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: '0.75em', padding: '0.25em 0.75em', fontSize: 13 }}>
        <span aria-live="polite">
          {selection
            ? `${span(selection.y, String)}, ${span(selection.x, (h) => `${h}:00`)}: mean ${mean}%, ${values.length} cells`
            : 'Drag across cells to select them'}
        </span>
        <button
          type="button"
          onClick={() => setSelection(undefined)}
          disabled={!selection}
          style={{
            marginLeft: 'auto',
            padding: '0.15em 0.75em',
            font: 'inherit',
            color: 'inherit',
            background: 'transparent',
            border: '1px solid currentColor',
            borderRadius: 4,
            cursor: selection ? 'pointer' : 'default',
            opacity: selection ? 1 : 0.5,
          }}
        >
          Clear
        </button>
      </div>
      <div style={{ flex: 1, minHeight: 0 }}>
        <Chart title="CPU use by host and hour">
          {/* Values in the cells no smaller than 10 px (the theme goes down to 8, too small to read on a phone). */}
          <Settings baseTheme={baseTheme} theme={CELL_VALUES} onBrushEnd={onBrushEnd} />
          <Heatmap
            id="cpu"
            name="CPU"
            data={data}
            xAccessor="hour"
            yAccessor="host"
            valueAccessor="cpu"
            xSortPredicate="numAsc"
            ySortPredicate="dataIndex"
            xAxisLabelName="Hour"
            yAxisLabelName="Host"
            valueFormatter={(value) => `${value}%`}
            // The selection, drawn as the library draws a brush: the cells outside it are masked.
            highlightedData={keepHighlight ? selection : undefined}
            colorScale={{
              type: 'bands',
              bands: [
                { start: 0, end: 40, color: '#d6ecd2' },
                { start: 40, end: 60, color: '#8fcf87' },
                { start: 60, end: 80, color: '#f2b441' },
                { start: 80, end: Infinity, color: '#d6493a' },
              ],
            }}
          />
        </Chart>
      </div>
    </div>
  );
}
