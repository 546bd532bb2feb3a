/**
 * Sunburst
 * Browser share by browser and major version, as two rings of a partition chart.
 */
import React from 'react';
import { Chart, LIGHT_THEME, Partition, PartitionLayout, Settings, type Theme } from '@elastic/charts';

interface Visit {
  browser: string;
  version: string;
  share: number;
}

const data: Visit[] = [
  { browser: 'Chrome', version: 'Chrome 131', share: 38 },
  { browser: 'Chrome', version: 'Chrome 130', share: 22 },
  { browser: 'Safari', version: 'Safari 18', share: 14 },
  { browser: 'Safari', version: 'Safari 17', share: 6 },
  { browser: 'Firefox', version: 'Firefox 133', share: 8 },
  { browser: 'Edge', version: 'Edge 131', share: 7 },
  { browser: 'Other', version: 'Other', share: 5 },
];

/** Versions take the colour of their browser, the first word of their label. */
const COLORS: Record<string, string> = {
  Chrome: '#54b399',
  Safari: '#6092c0',
  Firefox: '#d36086',
  Edge: '#9170b8',
  Other: '#ca8eae',
};

interface SunburstExampleProps {
  baseTheme?: Theme;
  /** The same two layers in another partition layout: rings, nested rectangles, or stacked bands. */
  layout?: PartitionLayout;
  showLegend?: boolean;
}

export default function SunburstExample({
  baseTheme = LIGHT_THEME,
  layout = PartitionLayout.sunburst,
  showLegend = true,
}: SunburstExampleProps) {
  return (
    <Chart title="Browser share">
      <Settings
        baseTheme={baseTheme}
        // The library shrinks a label down to 8 px to fit its slice; below 10 px a thin slice keeps no
        // label at all, and the legend and the tooltip name it.
        theme={{ partition: { minFontSize: 10 } }}
        showLegend={showLegend}
        flatLegend
        legendMaxDepth={1}
      />
      <Partition
        id="browsers"
        layout={layout}
        data={data}
        valueAccessor={(d: Visit) => d.share}
        valueFormatter={(v: number) => `${v}%`}
        layers={[
          {
            groupByRollup: (d: Visit) => d.browser,
            shape: { fillColor: (key) => COLORS[String(key)] ?? '#999999' },
          },
          {
            groupByRollup: (d: Visit) => d.version,
            shape: { fillColor: (key) => COLORS[String(key).split(' ')[0] ?? ''] ?? '#999999' },
          },
        ]}
      />
    </Chart>
  );
}
