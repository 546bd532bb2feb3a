/**
 * Flame graph from a call tree
 * A hand-written profile as a nested tree, laid out into the Flame spec's columns and coloured by package.
 */
import React, { useEffect, useRef, useState } from 'react';
import { Chart, Flame, LIGHT_THEME, Settings, type ColumnarViewModel, type Theme } from '@elastic/charts';

/** A profiler's node: a function, its package, the time spent in its own code, and the functions it called. */
interface CallNode {
  name: string;
  pkg: string;
  selfMs: number;
  children?: CallNode[];
}

// A request handler's profile, as a profiler would hand it over. The names are short enough to fit their
// bars on a phone: the library cuts a label that is wider than its bar.
const PROFILE: CallNode = {
  name: 'serve',
  pkg: 'http',
  selfMs: 4,
  children: [
    { name: 'auth', pkg: 'auth', selfMs: 6, children: [{ name: 'get', pkg: 'db', selfMs: 14 }] },
    {
      name: 'cart',
      pkg: 'app',
      selfMs: 9,
      children: [
        { name: 'query', pkg: 'db', selfMs: 41, children: [{ name: 'scan', pkg: 'db', selfMs: 22 }] },
        { name: 'price', pkg: 'app', selfMs: 18 },
      ],
    },
    { name: 'json', pkg: 'codec', selfMs: 19 },
  ],
};

/** A colour per package (red, green, blue between 0 and 1), so that a reader sees whose code the time goes to. */
const PACKAGE_COLORS: Record<string, [number, number, number]> = {
  http: [0.62, 0.78, 0.91],
  auth: [0.96, 0.76, 0.47],
  app: [0.65, 0.85, 0.75],
  db: [0.93, 0.6, 0.6],
  codec: [0.8, 0.72, 0.92],
};
const OTHER: [number, number, number] = [0.8, 0.8, 0.8];
const css = ([r, g, b]: [number, number, number]) => `rgb(${r * 255} ${g * 255} ${b * 255})`;

// The unit height is cut into this many rows, of which the four levels of the profile fill the top four: the
// library draws each label as tall as a row less 4 px, so more rows mean smaller labels (about 12 px here, above the
// key, with 10 rows where a note above the chart takes some of its height).
const ROWS = { whole: 12, underNote: 10 };

const totalMs = (node: CallNode): number =>
  node.selfMs + (node.children ?? []).reduce((sum, child) => sum + totalMs(child), 0);

/** One depth-first walk: each frame starts where the previous sibling ended, and is as wide as its share of the run. */
function toColumns(root: CallNode, rows: number): ColumnarViewModel {
  const runMs = totalMs(root);
  const frames: { name: string; pkg: string; ms: number; depth: number; x: number; width: number }[] = [];
  const walk = (node: CallNode, depth: number, x: number) => {
    const ms = totalMs(node);
    frames.push({ name: node.name, pkg: node.pkg, ms, depth, x, width: ms / runMs });
    let childX = x;
    for (const child of node.children ?? []) {
      walk(child, depth + 1, childX);
      childX += totalMs(child) / runMs;
    }
  };
  walk(root, 0, 0);
  const positions = new Float32Array(frames.flatMap(({ depth, x }) => [x, 1 - (depth + 1) / rows]));
  const widths = new Float32Array(frames.map(({ width }) => width));
  return {
    label: frames.map(({ name }) => name),
    // What the tooltip shows beside the label: the frame's total time in milliseconds.
    value: new Float64Array(frames.map(({ ms }) => ms)),
    color: new Float32Array(frames.flatMap(({ pkg }) => [...(PACKAGE_COLORS[pkg] ?? OTHER), 1])),
    // The same start and end of the animation: no animation.
    position0: positions,
    position1: positions,
    size0: widths,
    size1: widths,
  };
}

const COLUMNS = { whole: toColumns(PROFILE, ROWS.whole), underNote: toColumns(PROFILE, ROWS.underNote) };

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

export default function FlameCallTreeExample({ baseTheme = LIGHT_THEME }: { baseTheme?: Theme }) {
  const box = useRef<HTMLDivElement>(null);
  const wholeSearchRow = useAtLeast(box, WHOLE_SEARCH_ROW_FROM);
  return (
    <div ref={box} style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      {wholeSearchRow === false && (
        <p role="note" style={{ margin: '0 0 6px', fontSize: 12, lineHeight: 1.35 }}>
          At this width the search row runs under the minimap and its buttons fall below the chart: search on a wider
          screen.
        </p>
      )}
      <div style={{ flex: 1, minHeight: 0, fontSize: SEARCH_ROW_FONT_PX }}>
        {/* Drawn once the width is known, and keyed by the theme: in 73.2.1 a flame graph reports its render
            complete only when it mounts, so a new chart for a new theme keeps `data-ech-render-complete` true for
            tools that wait on it. */}
        {wholeSearchRow !== undefined && (
          <Chart key={baseTheme.background.color} title={`Checkout request, ${totalMs(PROFILE)} ms`}>
            <Settings baseTheme={baseTheme} />
            <Flame
              id="checkout"
              columnarData={wholeSearchRow ? COLUMNS.whole : COLUMNS.underNote}
              controlProviderCallback={{}}
            />
          </Chart>
        )}
      </div>
      {/* The flame graph has no legend: the key to its colours is the page's to draw. */}
      <ul
        aria-label="Packages"
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: '2px 14px',
          margin: 0,
          padding: '6px 0 0',
          listStyle: 'none',
          fontSize: 13,
        }}
      >
        {Object.entries(PACKAGE_COLORS).map(([pkg, color]) => (
          <li key={pkg} style={{ display: 'flex', alignItems: 'center', gap: 5 }}>
            <span aria-hidden style={{ width: 12, height: 12, borderRadius: 2, background: css(color) }} />
            {pkg}
          </li>
        ))}
      </ul>
    </div>
  );
}
