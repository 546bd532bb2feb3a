/**
 * Mosaic chart
 * Web sessions by country and device: column widths are each country's share of all sessions, band heights the device split within it.
 */
import React, { useEffect, useRef, useState } from 'react';
import {
  Chart,
  LIGHT_THEME,
  MODEL_KEY,
  Partition,
  PartitionLayout,
  Settings,
  type ShapeTreeNode,
  type Theme,
} from '@elastic/charts';

interface Sessions {
  country: string;
  device: string;
  sessions: number;
}

// Thousands of sessions in one month, per country and device.
const table: [country: string, desktop: number, mobile: number, tablet: number][] = [
  ['US', 410, 520, 90],
  ['Germany', 260, 170, 40],
  ['UK', 150, 210, 50],
  ['India', 80, 330, 15],
  ['Brazil', 70, 300, 15],
];

const data: Sessions[] = table.flatMap(([country, desktop, mobile, tablet]) => [
  { country, device: 'Desktop', sessions: desktop },
  { country, device: 'Mobile', sessions: mobile },
  { country, device: 'Tablet', sessions: tablet },
]);

const DEVICES = ['Desktop', 'Mobile', 'Tablet'];

const DEVICE_COLORS: Record<string, string> = {
  Desktop: '#6092c0',
  Mobile: '#54b399',
  Tablet: '#d6bf57',
};

/** Labels print the getter's number as a whole percentage. */
const asPercent = (p: number) => `${Math.round(p)}%`;

/** The share of a rectangle in its parent: a device's share of its country, a country's share of the total. */
const shareOfParent = (node: ShapeTreeNode) => (100 * node.value) / node[MODEL_KEY].value;

/**
 * Below this width the column headings show the country alone: in a phone's 340 pixels a column of 15 % is about
 * 50 pixels, room for "Brazil" but not for "Brazil 14%" on the heading's one line. The tooltip keeps the share.
 */
const SHARES_IN_HEADINGS_FROM = 480;

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

interface MosaicExampleProps {
  baseTheme?: Theme;
  /** Label each rectangle with its share of its parent (`percent of parent`) or with its share of all sessions (`percent of total`). */
  share?: 'percent of parent' | 'percent of total';
}

export default function MosaicExample({ baseTheme = LIGHT_THEME, share = 'percent of parent' }: MosaicExampleProps) {
  const box = useRef<HTMLDivElement>(null);
  const sharesInHeadings = useAtLeast(box, SHARES_IN_HEADINGS_FROM);
  return (
    <div ref={box} style={{ height: '100%' }}>
      {sharesInHeadings !== undefined && (
        <Chart title="Sessions by country and device">
          {/* LIGHT_THEME caps fill labels at 16 px, DARK_THEME at 64 px: the same cap in both modes. Below 10 px a
          label is left out rather than drawn (the themes' floor is 8 px, too small to read on a phone). */}
          <Settings baseTheme={baseTheme} theme={{ partition: { maxFontSize: 16, minFontSize: 10 } }} />
          <Partition
            id="sessions"
            layout={PartitionLayout.mosaic}
            data={data}
            valueAccessor={(d: Sessions) => d.sessions}
            // The tooltip ignores valueGetter: it prints the raw count with this, then the share of the total.
            valueFormatter={(v: number) => `${v}k`}
            valueGetter={share === 'percent of parent' ? shareOfParent : 'percent'}
            layers={[
              {
                // First layer: the columns, one per country, as wide as its sessions.
                groupByRollup: (d: Sessions) => d.country,
                shape: { fillColor: baseTheme.background.color },
                // The share is the label's second word; an empty one leaves the country's name.
                fillLabel: { valueFormatter: sharesInHeadings ? asPercent : () => '' },
              },
              {
                // Second layer: each column cut into bands, one per device, as tall as its share of the country.
                groupByRollup: (d: Sessions) => d.device,
                // Same band order in every column (the default puts each column's largest band on top).
                sortPredicate: ([a], [b]) => DEVICES.indexOf(String(a)) - DEVICES.indexOf(String(b)),
                shape: { fillColor: (key) => DEVICE_COLORS[String(key)] ?? '#999999' },
                fillLabel: { valueFormatter: asPercent },
              },
            ]}
          />
        </Chart>
      )}
    </div>
  );
}
