/**
 * Bullet graph with qualitative ranges
 * Response times of four endpoints on one scale, against shared good, fair and poor ranges where lower is better.
 */
import React from 'react';
import {
  Bullet,
  BulletSubtype,
  Chart,
  DARK_THEME,
  LIGHT_THEME,
  Settings,
  type BulletColorConfig,
  type BulletDatum,
  type Theme,
} from '@elastic/charts';

const ms = (v: number) => `${Math.round(v)} ms`;
const plain = (v: number) => String(Math.round(v));

// One scale for all four, 0 to 800 ms, so that the bars can be compared with each other as well as with
// their targets. Each endpoint has its own target, the latency its team promised.
const endpoint = (title: string, value: number, target: number): BulletDatum => ({
  title,
  value,
  target,
  domain: [0, 800],
  ticks: [0, 200, 500, 800],
  valueFormatter: ms,
  tickFormatter: plain,
});

const ENDPOINTS = [
  endpoint('/search', 182, 250),
  endpoint('/checkout', 420, 400),
  endpoint('/login', 96, 150),
  endpoint('/report', 610, 500),
];

// The ranges in the measure's own units, shared by every bullet of the spec: good up to 200 ms, fair to
// 500, poor beyond. Lower is better, so the darkest shade, which draws the eye, sits at the high end.
// Shades of one grey-blue, rather than green to red, keep the bar and the target the strongest marks. The
// bar is dark on the light theme and light on the dark one, so each theme gets shades that stay behind it.
const ranges = (shades: [string, string, string]): BulletColorConfig => [
  { gte: 0, lt: 200, color: shades[0] },
  { gte: 200, lt: 500, color: shades[1] },
  { gte: 500, lte: 800, color: shades[2] },
];
const LIGHT_RANGES = ranges(['#dfe5ef', '#bcc7d8', '#8d9cb4']);
const DARK_RANGES = ranges(['#2a3447', '#3d4a63', '#5a6a88']);

export default function BulletRangesExample({ baseTheme = LIGHT_THEME }: { baseTheme?: Theme }) {
  return (
    <Chart title="p95 response time">
      <Settings baseTheme={baseTheme} />
      {/* Two rows of two: each bullet keeps the 140 px of width the library needs, on a phone too. */}
      <Bullet
        id="latency"
        subtype={BulletSubtype.horizontal}
        data={[ENDPOINTS.slice(0, 2), ENDPOINTS.slice(2)]}
        colorBands={baseTheme === DARK_THEME ? DARK_RANGES : LIGHT_RANGES}
        valueLabels={{ active: 'Pointer', value: 'p95', target: 'Objective' }}
      />
    </Chart>
  );
}
