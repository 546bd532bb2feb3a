/**
 * Treemap
 * Disk use by folder and subfolder, each rectangle's area its size in gigabytes.
 */
import React from 'react';
import {
  Chart,
  LIGHT_THEME,
  type NodeColorAccessor,
  Partition,
  PartitionLayout,
  Settings,
  type Theme,
} from '@elastic/charts';

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

/**
 * Each folder's colours: a dark one for its strip, a lighter one for its subfolders. Opaque, and each at least 4.5:1
 * against the black or white text that the library picks for it.
 */
const COLORS: Record<string, [string, string]> = {
  data: ['#3f6f9c', '#6092c0'],
  logs: ['#2f8a6f', '#54b399'],
  cache: ['#9a3f61', '#d36086'],
};

/** A fill function for one depth. A node's path is [panel, root, folder, subfolder]: entry 2 names the folder. */
const fill =
  (depth: 0 | 1): NodeColorAccessor =>
  (_key, _sortIndex, node) =>
    COLORS[String(node.path[2]?.value)]?.[depth] ?? '#999999';

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
      {/* LIGHT_THEME caps fill labels at 16 px, DARK_THEME at 64 px: the same cap in both modes. */}
      <Settings baseTheme={baseTheme} theme={{ partition: { maxFontSize: 16 } }} showLegend={showLegend} />
      <Partition
        id="disk"
        layout={layout}
        data={data}
        valueAccessor={(d: Folder) => d.gigabytes}
        valueFormatter={(v: number) => `${v} GB`}
        layers={[
          {
            groupByRollup: (d: Folder) => d.folder,
            shape: { fillColor: fill(0) },
            fillLabel: { valueFormatter: () => '' },
          },
          { groupByRollup: (d: Folder) => d.subfolder, shape: { fillColor: fill(1) } },
        ]}
      />
    </Chart>
  );
}
