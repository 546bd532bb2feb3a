/**
 * Bullet graph
 * Three service objectives as horizontal bullets: each value against its target and range.
 */
import React from 'react';
import { Bullet, BulletSubtype, Chart, LIGHT_THEME, Settings, type Theme } from '@elastic/charts';

const plain = (v: number) => String(v);

interface BulletExampleProps {
  baseTheme?: Theme;
  /** Bars that run left to right, or bottom to top. */
  subtype?: typeof BulletSubtype.horizontal | typeof BulletSubtype.vertical;
}

export default function BulletExample({
  baseTheme = LIGHT_THEME,
  subtype = BulletSubtype.horizontal,
}: BulletExampleProps) {
  return (
    <Chart title="Service objectives">
      <Settings baseTheme={baseTheme} />
      <Bullet
        id="objectives"
        subtype={subtype}
        // Units go in the titles: a `subtitle` adds a line to every row's header, and below the height the rows
        // need (header plus 50 px each) the library draws metric tiles instead of bullets.
        data={[
          [
            {
              title: 'p95 latency (ms)',
              value: 212,
              target: 250,
              domain: [0, 400],
              valueFormatter: plain,
              tickFormatter: plain,
            },
          ],
          [
            {
              title: 'Error rate (%)',
              value: 1.4,
              target: 1,
              domain: [0, 3],
              valueFormatter: (v) => v.toFixed(1),
              tickFormatter: plain,
            },
          ],
          [
            {
              title: 'Availability (%)',
              value: 99.2,
              target: 99.5,
              domain: [98, 100],
              valueFormatter: (v) => v.toFixed(1),
              tickFormatter: plain,
            },
          ],
        ]}
      />
    </Chart>
  );
}
