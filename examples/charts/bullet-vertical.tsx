/**
 * Vertical bullets
 * Four quarterly targets of a web shop side by side, each with its own scale, ticks and number format.
 */
import React, { useLayoutEffect, useRef, useState } from 'react';
import { Bullet, BulletSubtype, Chart, LIGHT_THEME, Settings, type BulletDatum, type Theme } from '@elastic/charts';

const euros = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR', notation: 'compact' });
const compact = new Intl.NumberFormat('en-GB', { notation: 'compact' });
const signed = (v: number) => {
  const rounded = Math.round(v);
  return rounded > 0 ? `+${rounded}` : String(rounded);
};

const kpis: BulletDatum[] = [
  {
    title: 'Revenue',
    value: 412_000,
    target: 450_000,
    domain: [0, 500_000],
    // An array: exactly these ticks, the target among them.
    ticks: [0, 150_000, 300_000, 450_000],
    tickFormatter: (v) => euros.format(v),
    valueFormatter: (v) => euros.format(v),
  },
  {
    title: 'Orders',
    value: 8_930,
    target: 8_000,
    domain: [0, 10_000],
    // A number: about that many round ticks, chosen by the library.
    ticks: 3,
    tickFormatter: (v) => compact.format(v),
    valueFormatter: (v) => compact.format(v),
  },
  {
    // The unit in the title, not a subtitle: a subtitle adds a line to every header of its row.
    title: 'Conversion %',
    value: 2.7,
    target: 3,
    domain: [0, 4],
    // A function of the domain: five ticks, at its quarters, whatever the domain.
    ticks: ([min, max]) => Array.from({ length: 5 }, (_, i) => min + ((max - min) * i) / 4),
    tickFormatter: (v) => v.toFixed(1),
    valueFormatter: (v) => v.toFixed(1),
  },
  {
    title: 'NPS',
    value: 41,
    target: 50,
    domain: [-100, 100],
    ticks: [-100, -50, 0, 50, 100],
    tickFormatter: signed,
    // The header shows the score with its sign and the target as a plain number. The tooltip formats the
    // value under the pointer, the value and the target all with `valueFormatter`, so it rounds too.
    valueFormatter: signed,
    targetFormatter: (v) => String(v),
  },
];

// The library draws vertical bullets only where each one has 140 px of width and each row its header
// plus 100 px of height; short of either, it draws every bullet as a metric tile. 150 px per column and
// 150 px of this box per row (the chart's title included) leave that room in the example page's 400 px
// box and in a 320 px gallery card; in a phone's card the titles wrap, and the four tiles fit instead.
const MIN_COLUMN_WIDTH = 150;
const MIN_ROW_HEIGHT = 150;

/**
 * How many bullets go side by side in the element's current size (one to all four): as many as the
 * width holds, and more when the height holds fewer rows than that would need.
 */
function useColumns(): [React.RefObject<HTMLDivElement>, number] {
  const ref = useRef<HTMLDivElement>(null);
  const [columns, setColumns] = useState(4);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const { width, height } = entry.contentRect;
      const byWidth = Math.max(1, Math.floor(width / MIN_COLUMN_WIDTH));
      const rows = Math.max(1, Math.floor(height / MIN_ROW_HEIGHT));
      setColumns(Math.min(kpis.length, Math.max(byWidth, Math.ceil(kpis.length / rows))));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, columns];
}

interface BulletVerticalExampleProps {
  baseTheme?: Theme;
}

export default function BulletVerticalExample({ baseTheme = LIGHT_THEME }: BulletVerticalExampleProps) {
  const [ref, columns] = useColumns();
  // `data` is a grid: four bullets in one row when they fit, otherwise rows of as many as fit.
  const rows = Array.from({ length: Math.ceil(kpis.length / columns) }, (_, r) =>
    kpis.slice(r * columns, (r + 1) * columns),
  );
  return (
    <div ref={ref} style={{ height: '100%' }}>
      <Chart title="Q3 targets">
        <Settings baseTheme={baseTheme} />
        <Bullet id="q3" subtype={BulletSubtype.vertical} data={rows} />
      </Chart>
    </div>
  );
}
