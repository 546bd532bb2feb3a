/**
 * Small multiples ranked by total
 * Weekly sign-ups per channel, one panel per channel, the biggest channel first and its total in the panel title.
 */
import React from 'react';
import {
  AreaSeries,
  Axis,
  Chart,
  GroupBy,
  LIGHT_THEME,
  Position,
  ScaleType,
  Settings,
  SmallMultiples,
  type Theme,
} from '@elastic/charts';

interface SignUps {
  channel: string;
  week: number;
  signUps: number;
}

// Twelve weeks of sign-ups per channel, in the order the data source lists the channels (alphabetical).
const SHAPES: Record<string, (week: number) => number> = {
  Email: (w) => 100 + ((w * 37) % 60),
  Referral: (w) => 60 + w * 14,
  Search: (w) => 340 + 25 * Math.sin(w / 2) + ((w * 13) % 30),
  Social: (w) => (w < 6 ? 90 : 90 + (w - 5) * 45),
};
const data: SignUps[] = Object.entries(SHAPES).flatMap(([channel, shape]) =>
  Array.from({ length: 12 }, (_, i) => ({ channel, week: i + 1, signUps: Math.round(shape(i + 1)) })),
);

// Rank the channels once, by their total, largest first: rank 1 is the biggest channel.
const totals = new Map<string, number>();
for (const { channel, signUps } of data) totals.set(channel, (totals.get(channel) ?? 0) + signUps);
const ranked = [...totals].sort((a, b) => b[1] - a[1]).map(([channel]) => channel);
const rankOf = new Map(ranked.map((channel, i) => [channel, i + 1]));

const thousands = (n: number) => `${(n / 1000).toFixed(1)}k`;
const title = (channel: string) => `${channel} ${thousands(totals.get(channel) ?? 0)}`;

interface SmallMultiplesRankedExampleProps {
  baseTheme?: Theme;
  /** Panels by total sign-ups, largest first, or by channel name. */
  order?: 'total' | 'name';
}

export default function SmallMultiplesRankedExample({
  baseTheme = LIGHT_THEME,
  order = 'total',
}: SmallMultiplesRankedExampleProps) {
  const byTotal = order === 'total';
  // `sort` orders the values `by` returns, not the data: return the rank (a number) to order panels by a total,
  // and let `format` turn it back into a title. By name, return the channel and sort it alphabetically.
  const channelOf = (value: string | number) => (byTotal ? (ranked[Number(value) - 1] ?? '') : String(value));
  return (
    <Chart title="Sign-ups per week, by channel">
      <Settings baseTheme={baseTheme} />
      <GroupBy
        id="byChannel"
        by={(_spec, d: SignUps) => (byTotal ? (rankOf.get(d.channel) ?? 0) : d.channel)}
        sort={byTotal ? 'numAsc' : 'alphaAsc'}
        format={(value) => title(channelOf(value))}
      />
      <SmallMultiples splitHorizontally="byChannel" style={{ horizontalPanelPadding: { outer: 0, inner: 0.15 } }} />
      <Axis id="week" position={Position.Bottom} ticks={3} tickFormat={(w: number) => `W${w}`} />
      <Axis id="sign-ups-axis" position={Position.Left} ticks={3} />
      <AreaSeries
        id="sign-ups"
        // The panel's channel names the tooltip row: its header only shows the week.
        name={(series) => channelOf(series.smHorizontalAccessorValue ?? '')}
        data={data}
        xScaleType={ScaleType.Linear}
        yScaleType={ScaleType.Linear}
        xAccessor="week"
        yAccessors={['signUps']}
      />
    </Chart>
  );
}
