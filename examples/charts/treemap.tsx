/**
 * Treemap
 * Disk use by folder and subfolder, each rectangle's area its size in gigabytes.
 */
import React from 'react';
import { Chart, LIGHT_THEME, Partition, PartitionLayout, Settings, type Theme } from '@elastic/charts';

interface Folder {
  folder: string;
  subfolder: string;
  gigabytes: number;
}

const data: Folder[] = [
  { folder: 'logs', subfolder: 'nginx', gigabytes: 42 },
  { folder: 'logs', subfolder: 'app', gigabytes: 31 },
  { folder: 'logs', subfolder: 'audit', gigabytes: 12 },
  { folder: 'data', subfolder: 'indices', gigabytes: 120 },
  { folder: 'data', subfolder: 'snapshots', gigabytes: 64 },
  { folder: 'cache', subfolder: 'thumbnails', gigabytes: 18 },
  { folder: 'cache', subfolder: 'builds', gigabytes: 25 },
];

interface TreemapExampleProps {
  baseTheme?: Theme;
  /** The same folders in another partition layout. */
  layout?: PartitionLayout;
  showLegend?: boolean;
}

export default function TreemapExample({
  baseTheme = LIGHT_THEME,
  layout = PartitionLayout.treemap,
  showLegend = false,
}: TreemapExampleProps) {
  return (
    <Chart title="Disk use by folder">
      <Settings baseTheme={baseTheme} showLegend={showLegend} />
      <Partition
        id="disk"
        layout={layout}
        data={data}
        valueAccessor={(d: Folder) => d.gigabytes}
        valueFormatter={(v: number) => `${v} GB`}
        layers={[
          { groupByRollup: (d: Folder) => d.folder, fillLabel: { valueFormatter: () => '' } },
          { groupByRollup: (d: Folder) => d.subfolder },
        ]}
      />
    </Chart>
  );
}
