/**
 * Timeslip
 * A zoomable time chart that asks for data at whatever resolution the view shows.
 */
import React, { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Chart, DARK_THEME, LIGHT_THEME, Settings, Timeslip, type GetData, type Theme } from '@elastic/charts';

/** Length of each bin unit in seconds: the chart's time domain is in seconds. */
const UNIT_SECONDS: Record<string, number> = {
  year: 365.25 * 86400,
  month: 30.44 * 86400,
  week: 7 * 86400,
  day: 86400,
  hour: 3600,
  minute: 60,
  second: 1,
  millisecond: 0.001,
  one: 1,
};
const MAX_POINTS = 2000;

/**
 * One value per bin of the requested range: a slow wave with a daily ripple, between 2.2 and 5.8. Below 6,
 * the value axis has single-digit labels at every zoom, which fit the chart's side margins.
 */
const getData: GetData = ({ lo, hi, binUnit, binUnitCount }) => {
  if (!lo || !hi) return [];
  const step = Math.max((UNIT_SECONDS[binUnit] ?? 1) * binUnitCount, (hi.supremum - lo.minimum) / MAX_POINTS);
  const rows = [];
  for (let t = lo.minimum; t < hi.supremum; t += step) {
    rows.push({ epochMs: t * 1000, value: 4 + 1.2 * Math.sin(t / 2_000_000) + 0.6 * Math.sin(t / 13_750) });
  }
  return rows;
};

// Timeslip 73.2.1 lays out its drawing in the CSS size of its canvas, which it rounds up to a multiple of
// 256 px: in a chart of another size the header and the time axis fall outside the chart. It needs 512 px of
// height for its header to clear its own title, and 768 px of width for the value labels it draws 16 px
// outside the plot, in side margins of 4 % of the width. So the chart is always 768 by 512 px, scaled down to
// fit a smaller box.
const WIDTH = 768;
const HEIGHT = 512;

/** The element's size, once it is laid out, and on every change. */
function useSize(): [React.RefObject<HTMLDivElement>, { width: number; height: number } | undefined] {
  const ref = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<{ width: number; height: number }>();
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setSize({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, size];
}

/**
 * The timeslip draws its labels in a 12 px font at full size: scaled below five sixths (a box under 640 px wide, a
 * phone's), they shrink under 10 px, too small to read without zooming.
 */
const LEGIBLE_SCALE = 10 / 12;

export default function TimeslipExample({ baseTheme = LIGHT_THEME }: { baseTheme?: Theme }) {
  const [ref, box] = useSize();
  const [areaRef, area] = useSize();
  // Whether the labels can be read depends on the width alone; the chart is then scaled to the room left under the note.
  const tooSmall = box ? box.width / WIDTH < LEGIBLE_SCALE : false;
  const scale = area ? Math.min(1, area.width / WIDTH, area.height / HEIGHT) : 1;
  const dark = baseTheme === DARK_THEME;
  // One element for as long as the theme stays: the boxes around it change size as the page lays out (the note
  // appears, the room under it shrinks), and in 73.2.1 a timeslip rendered again never reports its render complete.
  const chart = useMemo(
    () => (
      <Chart>
        <Settings baseTheme={baseTheme} />
        <Timeslip id="timeslip" getData={getData} />
      </Chart>
    ),
    [baseTheme],
  );
  return (
    // A column: the note, when there is one, then the room left for the chart, which is scaled to fit it.
    <div ref={ref} style={{ display: 'flex', flexDirection: 'column', gap: 8, height: '100%', overflow: 'hidden' }}>
      {tooSmall && (
        <p role="note" style={{ margin: 0, fontSize: 14, lineHeight: 1.4 }}>
          This chart lays itself out for a box 768 px wide and is scaled down to fit this one, which leaves its labels
          too small to read. Turn the phone sideways or open the page on a wider screen.
        </p>
      )}
      <div
        ref={areaRef}
        style={{
          flex: 1,
          minHeight: 0,
          display: 'flex',
          alignItems: tooSmall ? 'flex-start' : 'center',
          justifyContent: 'center',
        }}
      >
        {area && (
          // The room the scaled chart takes; the chart itself keeps its 768 by 512 px, scaled from its top left corner.
          <div style={{ position: 'relative', flex: 'none', width: WIDTH * scale, height: HEIGHT * scale }}>
            <div
              style={{
                position: 'absolute',
                left: 0,
                top: 0,
                width: WIDTH,
                height: HEIGHT,
                transform: `scale(${scale})`,
                transformOrigin: '0 0',
                // The timeslip ignores the theme and draws on white; inverted (and turned back to its hues), its
                // canvas takes the black background and white text of the dark palette the library leaves unused.
                // Lightened onto what is behind it, its black gives way to the page's dark background.
                filter: dark ? 'invert(1) hue-rotate(180deg)' : undefined,
                mixBlendMode: dark ? 'lighten' : undefined,
              }}
            >
              {chart}
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
