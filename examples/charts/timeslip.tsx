/**
 * Timeslip
 * A zoomable time chart that asks for data at whatever resolution the view shows.
 */
import React, { useLayoutEffect, useRef, useState } from 'react';
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

export default function TimeslipExample({ baseTheme = LIGHT_THEME }: { baseTheme?: Theme }) {
  const [ref, box] = useSize();
  const scale = box ? Math.min(1, box.width / WIDTH, box.height / HEIGHT) : 1;
  return (
    <div ref={ref} style={{ position: 'relative', height: '100%', overflow: 'hidden' }}>
      {box && (
        <div
          style={{
            position: 'absolute',
            left: (box.width - WIDTH * scale) / 2,
            top: (box.height - HEIGHT * scale) / 2,
            width: WIDTH,
            height: HEIGHT,
            transform: `scale(${scale})`,
            transformOrigin: '0 0',
            // The timeslip ignores the theme and draws on white; inverted (and turned back to its hues), its
            // canvas takes the black background and white text of the dark palette the library leaves unused.
            filter: baseTheme === DARK_THEME ? 'invert(1) hue-rotate(180deg)' : undefined,
          }}
        >
          <Chart>
            <Settings baseTheme={baseTheme} />
            <Timeslip id="timeslip" getData={getData} />
          </Chart>
        </div>
      )}
    </div>
  );
}
