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
    title: 'Conversion',
    subtitle: '%',
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

// The library needs 140 px per vertical bullet; in a narrower column it draws every bullet as a metric tile.
const MIN_COLUMN_WIDTH = 150;

/** How many bullets fit side by side in the element's current width (between 1 and 4). */
function useColumns(): [React.RefObject<HTMLDivElement>, number] {
  const ref = useRef<HTMLDivElement>(null);
  const [columns, setColumns] = useState(4);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setColumns(Math.min(4, Math.max(1, Math.floor(entry.contentRect.width / MIN_COLUMN_WIDTH))));
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
