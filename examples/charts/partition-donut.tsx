/**
 * Donut chart
 * A month of support tickets by channel as one ring with a hole, the channels named in the ring and counted in the legend.
 */
import React from 'react';
import { Chart, LegendValue, LIGHT_THEME, Partition, PartitionLayout, Settings, type Theme } from '@elastic/charts';

interface Channel {
  channel: string;
  tickets: number;
}

// Tickets opened in one month, per channel: five parts of one total (1,028).
const data: Channel[] = [
  { channel: 'Email', tickets: 412 },
  { channel: 'Chat', tickets: 318 },
  { channel: 'Phone', tickets: 164 },
  { channel: 'Web form', tickets: 96 },
  { channel: 'Social', tickets: 38 },
];

/** One colour per channel, keyed by name so that a channel keeps its colour when the order of the data changes. */
const COLORS: Record<string, string> = {
  Email: '#6092c0',
  Chat: '#54b399',
  Phone: '#d6bf57',
  'Web form': '#d36086',
  Social: '#9170b8',
};

interface DonutExampleProps {
  baseTheme?: Theme;
  /** Diameter of the hole as a share of the outer diameter (the theme's `partition.emptySizeRatio`); 0 draws a pie. */
  hole?: number;
}

export default function DonutExample({ baseTheme = LIGHT_THEME, hole = 0.5 }: DonutExampleProps) {
  return (
    <Chart title="Tickets by channel">
      <Settings
        baseTheme={baseTheme}
        // The hole is a theme setting, not a prop of the spec: a partial theme merged over the base theme.
        // maxFontSize is 16 in LIGHT_THEME but 64 in DARK_THEME; fixing it keeps the labels alike in both.
        // linkLabel.maxCount 0: a slice too thin for its name gets no label outside the ring, where a narrow
        // chart has no room for it ("S…"); the legend names every slice anyway.
        theme={{ partition: { emptySizeRatio: hole, maxFontSize: 16, linkLabel: { maxCount: 0 } } }}
        showLegend
        // Counts sit in the legend, aligned in a column where they are easy to compare.
        legendValues={[LegendValue.Value]}
        // With values shown, the width the legend works out for itself cuts "Web form" short.
        legendSize={140}
      />
      <Partition
        id="tickets"
        layout={PartitionLayout.sunburst}
        data={data}
        valueAccessor={(d: Channel) => d.tickets}
        valueFormatter={(v: number) => v.toLocaleString('en-GB')}
        layers={[
          {
            groupByRollup: (d: Channel) => d.channel,
            shape: { fillColor: (key) => COLORS[String(key)] ?? '#999999' },
            // The ring names the channels only; its own formatter hides the number the legend already gives.
            fillLabel: { valueFormatter: () => '' },
          },
        ]}
      />
    </Chart>
  );
}
