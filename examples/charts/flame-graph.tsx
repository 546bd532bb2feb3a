/**
 * Flame graph
 * A small CPU profile: each bar is a function, its width the time spent in it and its callees.
 */
import React, { useEffect, useRef, useState } from 'react';
import { Chart, Flame, LIGHT_THEME, Settings, type ColumnarViewModel, type Theme } from '@elastic/charts';

// Frames in depth-first order: name, depth, start and width (as fractions of the whole run). Each name
// fits its bar at a phone's width; a label longer than its bar is cut.
const FRAMES: [string, number, number, number][] = [
  ['main', 0, 0, 1],
  ['serve', 1, 0, 0.74],
  ['parse', 2, 0, 0.17],
  ['query', 2, 0.17, 0.37],
  ['scan', 3, 0.17, 0.22],
  ['read', 4, 0.17, 0.14],
  ['sort', 3, 0.39, 0.12],
  ['render', 2, 0.54, 0.2],
  ['json', 3, 0.54, 0.13],
  ['gc', 1, 0.74, 0.14],
  ['idle', 1, 0.88, 0.12],
];
// The chart's unit height is divided into this many rows, of which the profile fills the top five. The
// library takes the row height from the first two frames, then draws every label as tall as a row, less
// 4 px: 14 rows keep the labels at about 12 px in the docs' 320 px box, and 12 where a note above the chart
// takes some of its height. With only the five rows the profile uses, each row, and each label, would be a
// fifth of the plot's height.
const ROWS = { whole: 14, underNote: 12 };
const PALETTE = [
  [0.33, 0.7, 0.6],
  [0.38, 0.57, 0.75],
  [0.83, 0.38, 0.53],
  [0.57, 0.44, 0.72],
  [0.85, 0.6, 0.3],
];

/** The frames as the Flame spec takes them, in a unit height cut into `rows` rows. */
const toColumns = (rows: number): ColumnarViewModel => ({
  label: FRAMES.map(([name]) => name),
  value: new Float64Array(FRAMES.map(([, , , width]) => Math.round(width * 1000))),
  color: new Float32Array(FRAMES.flatMap(([, depth]) => [...(PALETTE[depth] ?? [0.5, 0.5, 0.5]), 1])),
  // x and y of each frame's lower left corner; depth 0 is the top row.
  position0: new Float32Array(FRAMES.flatMap(([, depth, start]) => [start, 1 - (depth + 1) / rows])),
  position1: new Float32Array(FRAMES.flatMap(([, depth, start]) => [start, 1 - (depth + 1) / rows])),
  size0: new Float32Array(FRAMES.map(([, , , width]) => width)),
  size1: new Float32Array(FRAMES.map(([, , , width]) => width)),
});
const COLUMNS = { whole: toColumns(ROWS.whole), underNote: toColumns(ROWS.underNote) };

/**
 * The library's search row (back, reset and forward, the search box, then the Clear, case and regex buttons and
 * the match count it shows while a search is on) sits along the chart's bottom edge, whose right third the
 * minimap covers, and takes its type size from the page. In 10 px type it is about 450 px long, which ends left
 * of the minimap in a chart at least 680 px wide; in a narrower chart it runs under the minimap and wraps below
 * the chart's edge, out of sight. The module says so there.
 */
const SEARCH_ROW_FONT_PX = 10;
const WHOLE_SEARCH_ROW_FROM = 680;

/** Whether the element `ref` points at is at least `width` wide, followed as it resizes; undefined until measured. */
function useAtLeast(ref: React.RefObject<HTMLDivElement | null>, width: number): boolean | undefined {
  const [wide, setWide] = useState<boolean>();
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const observer = new ResizeObserver(([entry]) => setWide((entry?.contentRect.width ?? 0) >= width));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, width]);
  return wide;
}

export default function FlameGraphExample({ baseTheme = LIGHT_THEME }: { baseTheme?: Theme }) {
  const box = useRef<HTMLDivElement>(null);
  const wholeSearchRow = useAtLeast(box, WHOLE_SEARCH_ROW_FROM);
  return (
    <div ref={box} style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      {/* Drawn once the width is known: in 73.2.1 a flame graph reports its render complete only when it mounts. */}
      {wholeSearchRow !== undefined && (
        <>
          {!wholeSearchRow && (
            <p role="note" style={{ margin: '0 0 6px', fontSize: 12, lineHeight: 1.35 }}>
              At this width the search row runs under the minimap and its buttons fall below the chart: search on a
              wider screen.
            </p>
          )}
          <div style={{ flex: 1, minHeight: 0, fontSize: SEARCH_ROW_FONT_PX }}>
            <Chart title="CPU profile">
              <Settings baseTheme={baseTheme} />
              <Flame
                id="profile"
                columnarData={wholeSearchRow ? COLUMNS.whole : COLUMNS.underNote}
                controlProviderCallback={{}}
              />
            </Chart>
          </div>
        </>
      )}
    </div>
  );
}
