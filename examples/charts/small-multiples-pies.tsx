/**
 * Small multiples of pies
 * Visits by device in twelve countries, one small donut per country, wrapped into rows by splitZigzag.
 */
import React from 'react';
import {
  Chart,
  GroupBy,
  LIGHT_THEME,
  Partition,
  PartitionLayout,
  Settings,
  SmallMultiples,
  type Theme,
} from '@elastic/charts';

interface Visits {
  country: string;
  device: string;
  visits: number;
}

const DEVICES = ['Phone', 'Desktop', 'Tablet'];
// Thousand visits per country and device, in that order: phones lead in most countries, desktops in a few.
const VISITS: Record<string, number[]> = {
  Germany: [52, 61, 9],
  France: [58, 44, 8],
  Spain: [64, 30, 7],
  Italy: [61, 33, 6],
  Poland: [49, 38, 5],
  Sweden: [41, 47, 12],
  Norway: [39, 50, 11],
  Ireland: [57, 35, 9],
  Austria: [46, 48, 8],
  Greece: [66, 27, 5],
  Finland: [40, 49, 13],
  Portugal: [62, 31, 6],
};
const data: Visits[] = Object.entries(VISITS).flatMap(([country, counts]) =>
  DEVICES.map((device, d) => ({ country, device, visits: counts[d] ?? 0 })),
);

/** One colour per device, by name, so that a device has the same colour in every pie. */
const COLORS: Record<string, string> = { Phone: '#6092c0', Desktop: '#d6bf57', Tablet: '#d36086' };

interface SmallMultiplesPiesExampleProps {
  baseTheme?: Theme;
  /** `zigzag` wraps the pies into rows and columns that fit the box; `row` and `column` keep them in one line. */
  split?: 'zigzag' | 'row' | 'column';
  /** Panel order: alphabetical, or as the countries come in the data. */
  order?: 'alphaAsc' | 'dataIndex';
}

export default function SmallMultiplesPiesExample({
  baseTheme = LIGHT_THEME,
  split = 'zigzag',
  order = 'alphaAsc',
}: SmallMultiplesPiesExampleProps) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      {/*
        The title and a key for the colours in one HTML line. A partition chart's own legend lists every slice
        once per panel (36 rows here), and the line leaves the pies more height than the chart's title would.
      */}
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: '4px 16px', marginBottom: 4 }}>
        <strong style={{ fontSize: 14 }}>Visits by device and country</strong>
        <ul style={{ display: 'flex', gap: 12, margin: 0, padding: 0, listStyle: 'none', fontSize: 12 }}>
          {DEVICES.map((device) => (
            <li key={device} style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
              <span style={{ width: 10, height: 10, borderRadius: 5, background: COLORS[device] }} />
              {device}
            </li>
          ))}
        </ul>
      </div>
      <div style={{ flex: 1, minHeight: 0 }}>
        <Chart>
          <Settings
            baseTheme={baseTheme}
            ariaLabel="Visits by device and country"
            // Names outside the pies would collide at this size: linkLabel.maxCount 0 turns them off too.
            theme={{ partition: { emptySizeRatio: 0.4, linkLabel: { maxCount: 0 } } }}
          />
          <GroupBy id="byCountry" by={(_spec, d: Visits) => d.country} sort={order} />
          <SmallMultiples
            splitZigzag={split === 'zigzag' ? 'byCountry' : undefined}
            splitHorizontally={split === 'row' ? 'byCountry' : undefined}
            splitVertically={split === 'column' ? 'byCountry' : undefined}
            style={{
              horizontalPanelPadding: { outer: 0, inner: 0.1 },
              // The outer share leaves room above the first row for its titles, which sit above each pie.
              verticalPanelPadding: { outer: 0.08, inner: 0.2 },
            }}
          />
          <Partition
            id="visits"
            layout={PartitionLayout.sunburst}
            // No text in the slices: most are too small for a name, and names in some pies and not in others
            // read as a difference in the data. maxRowCount caps the lines of text in a slice; 0 leaves none.
            maxRowCount={0}
            data={data}
            valueAccessor={(d: Visits) => d.visits}
            valueFormatter={(v: number) => `${v}k`}
            layers={[
              {
                groupByRollup: (d: Visits) => d.device,
                // The same slice order in every pie, Phone first from twelve o'clock, instead of the largest
                // slice first: the eye compares the blue slices from one pie to the next.
                sortPredicate: ([a], [b]) => DEVICES.indexOf(String(a)) - DEVICES.indexOf(String(b)),
                shape: { fillColor: (key) => COLORS[String(key)] ?? '#999999' },
              },
            ]}
          />
        </Chart>
      </div>
    </div>
  );
}
