/**
 * Three-level treemap
 * A web app's JavaScript bundle by package, folder and module, each group named in a strip above its children.
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

interface Module {
  pkg: string;
  folder: string;
  file: string;
  kb: number;
}

// Minified size in kilobytes of each module, written as "package/folder/file".
const sizes: [path: string, kb: number][] = [
  ['app/pages/reports.js', 96],
  ['app/pages/settings.js', 41],
  ['app/components/table.js', 54],
  ['app/components/forms.js', 37],
  ['app/state/store.js', 58],
  ['react-dom/cjs/client.js', 132],
  ['react-dom/cjs/server.js', 28],
  ['charts/chart_types/xy.js', 88],
  ['charts/chart_types/partition.js', 46],
  ['charts/chart_types/heatmap.js', 31],
  ['charts/state/selectors.js', 57],
];

const data: Module[] = sizes.map(([path, kb]) => {
  const [pkg = '', folder = '', file = ''] = path.split('/');
  return { pkg, folder, file, kb };
});

/** Each package has a hue; its folders and modules take lighter tints of it, deeper levels lighter still. */
const TINTS: Record<string, [string, string, string]> = {
  app: ['#3f6f9c', '#6092c0', '#9fbfdd'],
  'react-dom': ['#2f8a6f', '#54b399', '#97d2bf'],
  charts: ['#9a3f61', '#d36086', '#e9a1ba'],
};

/**
 * A fill function for one depth. A node's path is [panel, root, package, folder, file]: entry 2 names the package,
 * at every depth.
 */
const tint =
  (depth: 0 | 1 | 2): NodeColorAccessor =>
  (_key, _sortIndex, node) =>
    TINTS[String(node.path[2]?.value)]?.[depth] ?? '#999999';

interface TreemapMultilayerExampleProps {
  baseTheme?: Theme;
  /** Height in pixels of the strip that holds each group's name (the spec's `topGroove`); 0 removes the strips. */
  groove?: number;
}

export default function TreemapMultilayerExample({
  baseTheme = LIGHT_THEME,
  groove = 16,
}: TreemapMultilayerExampleProps) {
  return (
    <Chart title="Bundle size (kB)">
      {/* LIGHT_THEME caps fill labels at 16 px, DARK_THEME at 64 px: the same cap in both modes. Below 10 px a
          label is left out rather than drawn (the themes' floor is 8 px, too small to read on a phone). */}
      <Settings baseTheme={baseTheme} theme={{ partition: { maxFontSize: 16, minFontSize: 10 } }} />
      <Partition
        id="bundle"
        layout={PartitionLayout.treemap}
        data={data}
        valueAccessor={(d: Module) => d.kb}
        valueFormatter={(v: number) => `${v} kB`}
        topGroove={groove}
        layers={[
          {
            groupByRollup: (d: Module) => d.pkg,
            shape: { fillColor: tint(0) },
            // Package names in bold. A layer's fillLabel sets the font, but not the text colour: that comes from
            // the theme's partition.fillLabel.textColor, by default a black or white that contrasts with the fill.
            fillLabel: { fontWeight: 700 },
          },
          {
            groupByRollup: (d: Module) => d.folder,
            shape: { fillColor: tint(1) },
          },
          {
            groupByRollup: (d: Module) => d.file,
            shape: { fillColor: tint(2) },
            // Leaves: the file name and its size, in a smaller type than the groups.
            fillLabel: { maxFontSize: 12 },
          },
        ]}
      />
    </Chart>
  );
}
