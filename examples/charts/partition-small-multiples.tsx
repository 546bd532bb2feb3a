/**
 * Pies side by side
 * Web traffic by device in 2015, 2020 and 2025, one pie per year from one data set, with small multiples.
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

interface Share {
  year: number;
  device: string;
  percent: number;
}

// Share of page views by device, in per cent of each year's views.
const table: [year: number, desktop: number, mobile: number, tablet: number][] = [
  [2015, 62, 30, 8],
  [2020, 45, 50, 5],
  [2025, 36, 61, 3],
];

const shares: Share[] = table.flatMap(([year, desktop, mobile, tablet]) => [
  { year, device: 'Desktop', percent: desktop },
  { year, device: 'Mobile', percent: mobile },
  { year, device: 'Tablet', percent: tablet },
]);

const COLORS: Record<string, string> = {
  Desktop: '#6092c0',
  Mobile: '#54b399',
  Tablet: '#d6bf57',
};

const DEVICES = Object.keys(COLORS);

interface SmallMultiplesPiesExampleProps {
  baseTheme?: Theme;
  /** Pies in one row, one column, or a grid the library works out from the chart's shape. */
  split?: 'row' | 'column' | 'grid';
}

export default function SmallMultiplesPiesExample({
  baseTheme = LIGHT_THEME,
  split = 'row',
}: SmallMultiplesPiesExampleProps) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <div style={{ flex: 1, minHeight: 0 }}>
        <Chart title="Page views by device">
          <Settings
            baseTheme={baseTheme}
            // 16 px labels in both modes (DARK_THEME allows 64); a label that would be under 9 px is left out.
            // No linked labels: beside a small pie they run into the next panel.
            theme={{ partition: { maxFontSize: 16, minFontSize: 9, linkLabel: { maxCount: 0 } } }}
          />
          {/* One panel per year, in the order the years come in the data. */}
          <GroupBy id="byYear" by={(_spec, d: Share) => d.year} sort="dataIndex" format={(year) => String(year)} />
          <SmallMultiples
            splitHorizontally={split === 'row' ? 'byYear' : undefined}
            splitVertically={split === 'column' ? 'byYear' : undefined}
            splitZigzag={split === 'grid' ? 'byYear' : undefined}
          />
          <Partition
            id="devices"
            layout={PartitionLayout.sunburst}
            data={shares}
            valueAccessor={(d: Share) => d.percent}
            valueFormatter={(v: number) => `${v}%`}
            // Slices clockwise from 12 o'clock in sort order (by default the first one is drawn last).
            specialFirstInnermostSector={false}
            layers={[
              {
                groupByRollup: (d: Share) => d.device,
                // The same order in every pie, so that each device starts at the same place and the eye can
                // compare across years (by default each pie sorts its own slices, largest first).
                sortPredicate: ([a], [b]) => DEVICES.indexOf(String(a)) - DEVICES.indexOf(String(b)),
                shape: { fillColor: (key) => COLORS[String(key)] ?? '#999999' },
              },
            ]}
          />
        </Chart>
      </div>
      {/* One key for all the panels: the chart's own legend would list every device once per year. */}
      <ul
        aria-label="Devices"
        style={{
          flex: 'none',
          display: 'flex',
          justifyContent: 'center',
          gap: 16,
          margin: 0,
          padding: '4px 0 0',
          listStyle: 'none',
          fontSize: 12,
          // The theme's text colour, so that the key follows the light or dark theme the chart uses.
          color: baseTheme.axes.axisTitle.fill,
        }}
      >
        {DEVICES.map((device) => (
          <li key={device} style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
            <span aria-hidden style={{ width: 10, height: 10, borderRadius: 2, background: COLORS[device] }} />
            {device}
          </li>
        ))}
      </ul>
    </div>
  );
}
