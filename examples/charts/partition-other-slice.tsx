/**
 * Pie with an "Other" slice
 * A blog's visits by source, the sources under a minimum share merged into one "Other" slice before the data reaches the chart.
 */
import React from 'react';
import { Chart, LIGHT_THEME, Partition, PartitionLayout, Settings, type Theme } from '@elastic/charts';

interface Source {
  source: string;
  visits: number;
}

// One month of visits (10,000 in all): four large sources and a long tail of small ones.
const visits: Source[] = [
  { source: 'Search', visits: 4210 },
  { source: 'Direct', visits: 2380 },
  { source: 'Newsletter', visits: 1260 },
  { source: 'Social', visits: 910 },
  { source: 'Partners', visits: 540 },
  { source: 'Ads', visits: 310 },
  { source: 'Forums', visits: 142 },
  { source: 'Podcasts', visits: 96 },
  { source: 'Wikis', visits: 71 },
  { source: 'Webinars', visits: 48 },
  { source: 'Print', visits: 22 },
  { source: 'QR codes', visits: 11 },
];

const OTHER = 'Other';

/**
 * The rows whose share of the total is at least `minShare`, plus one "Other" row that sums the rest. A single small
 * row stays as it is: merging it would hide its name and save no slice.
 */
function groupSmall(rows: Source[], minShare: number): { rows: Source[]; merged: number } {
  const total = rows.reduce((sum, row) => sum + row.visits, 0);
  const small = rows.filter((row) => row.visits / total < minShare);
  if (small.length < 2) return { rows, merged: 0 };
  const kept = rows.filter((row) => row.visits / total >= minShare);
  const other = small.reduce((sum, row) => sum + row.visits, 0);
  return { rows: [...kept, { source: OTHER, visits: other }], merged: small.length };
}

const COLORS: Record<string, string> = {
  Search: '#6092c0',
  Direct: '#54b399',
  Newsletter: '#d6bf57',
  Social: '#d36086',
  Partners: '#9170b8',
  Ads: '#da8b45',
  Forums: '#aa6556',
  Podcasts: '#7b9ed1',
  Wikis: '#8bc5a9',
  Webinars: '#e4a6bd',
  Print: '#b6a0d4',
  'QR codes': '#e7b480',
  // A neutral grey: "Other" is not a source of its own and should not compete with the named slices.
  [OTHER]: '#a2abba',
};

interface OtherSliceExampleProps {
  baseTheme?: Theme;
  /** Sources under this share of all visits (0.04 is 4%) are merged into "Other"; 0 keeps every source. */
  minShare?: number;
}

export default function OtherSliceExample({ baseTheme = LIGHT_THEME, minShare = 0.04 }: OtherSliceExampleProps) {
  const { rows, merged } = groupSmall(visits, minShare);
  return (
    <Chart title="Visits by source">
      <Settings
        baseTheme={baseTheme}
        // Labels from 10 to 16 px in both modes (DARK_THEME allows 64): a slice whose label would be smaller gets it
        // outside, on a leader line, in the margin that the smaller pie (outerSizeRatio) leaves around it.
        theme={{ partition: { minFontSize: 10, maxFontSize: 16, outerSizeRatio: 0.8 } }}
      />
      <Partition
        id="visits"
        layout={PartitionLayout.sunburst}
        data={rows}
        valueAccessor={(d: Source) => d.visits}
        valueFormatter={(v: number) => v.toLocaleString('en-GB')}
        valueGetter="percent"
        layers={[
          {
            groupByRollup: (d: Source) => d.source,
            // The label says how many sources "Other" stands for; the key stays "Other" for colours and sorting.
            nodeLabel: (key) => (key === OTHER ? `${OTHER} (${merged})` : String(key)),
            // Largest first, as by default, but "Other" always last, whatever its size.
            sortPredicate: ([keyA, nodeA], [keyB, nodeB]) =>
              Number(keyA === OTHER) - Number(keyB === OTHER) || nodeB.value - nodeA.value,
            shape: { fillColor: (key) => COLORS[String(key)] ?? '#999999' },
          },
        ]}
      />
    </Chart>
  );
}
