/**
 * Bullet gauges
 * Two gauges of one host, each on its own scale and unit, coloured by the same percentage thresholds.
 */
import React from 'react';
import {
  Bullet,
  BulletSubtype,
  Chart,
  LIGHT_THEME,
  Settings,
  type BulletColorConfig,
  type BulletDatum,
  type Theme,
} from '@elastic/charts';

const round = (v: number) => String(Math.round(v));

// One row of two gauges, each with its own domain and unit; the target is the level the team alerts on.
// Two fit a phone: below 160 px per gauge the library draws metric tiles instead.
const gauges: BulletDatum[] = [
  { title: 'CPU', subtitle: '%', value: 72, target: 80, domain: [0, 100], valueFormatter: round, tickFormatter: round },
  {
    title: 'Disk I/O',
    subtitle: 'MB/s',
    value: 362,
    target: 300,
    domain: [0, 400],
    valueFormatter: round,
    tickFormatter: round,
  },
];

// `colorBands` belongs to the spec, so both gauges share it. Percentages of each gauge's own domain
// (read from 0 to 100 by the compiled code) put the same thresholds on both: 60 % and 85 % of the range.
const bands: BulletColorConfig = [
  { gte: { type: 'percentage', value: 0 }, lt: { type: 'percentage', value: 60 }, color: '#8fcca5' },
  { gte: { type: 'percentage', value: 60 }, lt: { type: 'percentage', value: 85 }, color: '#efc46e' },
  { gte: { type: 'percentage', value: 85 }, lte: { type: 'percentage', value: 100 }, color: '#e8907f' },
];

interface BulletGaugesExampleProps {
  baseTheme?: Theme;
  /** The shape of the arcs. The library says the full circle is not yet fully supported. */
  subtype?: typeof BulletSubtype.halfCircle | typeof BulletSubtype.twoThirdsCircle | typeof BulletSubtype.circle;
}

export default function BulletGaugesExample({
  baseTheme = LIGHT_THEME,
  subtype = BulletSubtype.twoThirdsCircle,
}: BulletGaugesExampleProps) {
  return (
    <Chart title="Host db-02">
      <Settings baseTheme={baseTheme} />
      <Bullet id="resources" subtype={subtype} data={[gauges]} colorBands={bands} />
    </Chart>
  );
}
