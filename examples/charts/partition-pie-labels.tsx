/**
 * Pie with linked labels
 * A country's electricity generation by source as a pie, each slice labelled with its share, inside the slice or outside on a leader line.
 */
import React from 'react';
import { Chart, LIGHT_THEME, Partition, PartitionLayout, Settings, type Theme } from '@elastic/charts';

interface Source {
  source: string;
  twh: number;
}

// One year of generation in terawatt-hours (300 in all): a few large sources and a tail of small ones.
const data: Source[] = [
  { source: 'Gas', twh: 102.4 },
  { source: 'Nuclear', twh: 54.1 },
  { source: 'Wind', twh: 48.3 },
  { source: 'Coal', twh: 35.8 },
  { source: 'Solar', twh: 24.6 },
  { source: 'Hydro', twh: 17.9 },
  { source: 'Biomass', twh: 11.2 },
  { source: 'Oil', twh: 5.7 },
];

const COLORS: Record<string, string> = {
  Gas: '#da8b45',
  Nuclear: '#9170b8',
  Wind: '#6092c0',
  Coal: '#7b7b7b',
  Solar: '#d6bf57',
  Hydro: '#54b399',
  Biomass: '#aa6556',
  Oil: '#d36086',
};

interface PieLabelsExampleProps {
  baseTheme?: Theme;
  /**
   * `fit`: a label goes inside its slice when it fits there, on a leader line outside when it does not.
   * `outside`: every label on a leader line.
   */
  labels?: 'fit' | 'outside';
}

export default function PieLabelsExample({ baseTheme = LIGHT_THEME, labels = 'fit' }: PieLabelsExampleProps) {
  const outside = labels === 'outside';
  return (
    <Chart title="Electricity by source">
      <Settings
        baseTheme={baseTheme}
        theme={{
          partition: {
            // A smaller pie leaves a margin around it for the linked labels.
            outerSizeRatio: 0.6,
            // 16 in LIGHT_THEME, 64 in DARK_THEME: the same size in both modes. Below 10 px a label in a slice is
            // left out rather than drawn (the themes' floor is 8 px, too small to read on a phone).
            maxFontSize: 16,
            minFontSize: 10,
            linkLabel: {
              // Slices whose arc is shorter than maximumSection (px) get a linked label; a huge value sends all out.
              maximumSection: outside ? Infinity : 10,
              // The theme allows 5 linked labels; eight slices need eight.
              maxCount: data.length,
            },
          },
        }}
      />
      <Partition
        id="sources"
        layout={PartitionLayout.sunburst}
        data={data}
        valueAccessor={(d: Source) => d.twh}
        // Labels and tooltips show the share of the total, not the terawatt-hours.
        valueGetter="percent"
        percentFormatter={(p: number) => `${p.toFixed(1)}%`}
        valueFormatter={(v: number) => `${v} TWh`}
        layers={[
          {
            groupByRollup: (d: Source) => d.source,
            shape: { fillColor: (key) => COLORS[String(key)] ?? '#999999' },
          },
        ]}
      />
    </Chart>
  );
}
