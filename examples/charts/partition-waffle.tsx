/**
 * Waffle chart
 * How 1,240 survey respondents get to work, as a grid of 100 squares where each square is one per cent of them.
 */
import React from 'react';
import { Chart, LegendValue, LIGHT_THEME, Partition, PartitionLayout, Settings, type Theme } from '@elastic/charts';

interface Answer {
  mode: string;
  respondents: number;
}

// Answers to "How do you usually get to work?" (1,240 in all). Bike and walk are deliberately close.
const data: Answer[] = [
  { mode: 'Car', respondents: 471 },
  { mode: 'Bus', respondents: 260 },
  { mode: 'Bike', respondents: 211 },
  { mode: 'Walk', respondents: 174 },
  { mode: 'Train', respondents: 118 },
  { mode: 'Other', respondents: 6 },
];

const COLORS: Record<string, string> = {
  Car: '#6092c0',
  Bus: '#d6bf57',
  Bike: '#54b399',
  Walk: '#d36086',
  Train: '#9170b8',
  Other: '#b9a888',
};

interface WaffleExampleProps {
  baseTheme?: Theme;
  /** Print each answer's number of respondents after its name in the legend. */
  legendCounts?: boolean;
}

export default function WaffleExample({ baseTheme = LIGHT_THEME, legendCounts = true }: WaffleExampleProps) {
  return (
    <Chart title="Commute to work">
      {/* The squares carry no text: the legend is the only key to the colours. */}
      <Settings
        baseTheme={baseTheme}
        showLegend
        legendValues={legendCounts ? [LegendValue.Value] : []}
        // Room for the counts: the automatic width cuts the names short once values are shown.
        legendSize={legendCounts ? 130 : undefined}
      />
      <Partition
        id="commute"
        layout={PartitionLayout.waffle}
        data={data}
        valueAccessor={(d: Answer) => d.respondents}
        valueFormatter={(v: number) => v.toLocaleString('en-GB')}
        layers={[
          {
            groupByRollup: (d: Answer) => d.mode,
            shape: { fillColor: (key) => COLORS[String(key)] ?? '#999999' },
          },
        ]}
      />
    </Chart>
  );
}
