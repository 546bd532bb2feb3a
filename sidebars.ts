/**
 * The three sidebars of the site, one per docs instance (`docs`, `api`, `examples`). Each instance
 * loads its own from `src/sidebars/{id}.ts`, which only re-exports the object defined here.
 */
import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import type { SidebarItemConfig } from './src/sidebars/loadTypedocSidebar';
import { loadTypedocSidebar } from './src/sidebars/loadTypedocSidebar';

export const docsSidebars = {
  docs: ['docs', 'troubleshooting'],
} satisfies SidebarsConfig;

export const examplesSidebars = {
  examples: ['examples'],
} satisfies SidebarsConfig;

/** Chart-type specs, one per chart; each page is `api/api/specs/{Name}.mdx`. */
const CHART_SPECS = ['BulletGraph', 'Goal', 'Heatmap', 'Metric', 'Partition', 'Wordcloud'];
/** Specs that apply to any chart: `api/api/specs/global/{Name}.mdx`. */
const GLOBAL_SPECS = ['GroupBy', 'Settings', 'SmallMultiples', 'Tooltip'];
/** Cartesian (xy) series, axes and annotations: `api/api/specs/xy/{Name}.mdx`. */
const CARTESIAN_SPECS = [
  'AreaSeries',
  'Axis',
  'BarSeries',
  'BubbleSeries',
  'HistogramBarSeries',
  'LineAnnotation',
  'LineSeries',
  'RectAnnotation',
];
/** Types the specs share: `api/api/specs/types/{Name}.mdx`. */
const SPEC_TYPES = [
  'AnnotationPortalSettings',
  'BaseAnnotationSpec',
  'BasicSeriesSpec',
  'HistogramConfig',
  'LegendSpec',
  'MarkFormatter',
  'Postfixes',
  'SeriesAccessors',
  'SeriesScales',
  'SeriesSpec',
  'Spec',
  'WordcloudViewModel',
];

function category(label: string, dir: string, names: string[], indexSlug?: string): SidebarItemConfig {
  return {
    type: 'category',
    label,
    ...(indexSlug && { link: { type: 'generated-index', slug: indexSlug, title: label } }),
    items: names.map((name) => `api/specs/${dir}${name}`),
  };
}

export const apiSidebars = {
  api: [
    'api/Chart',
    {
      type: 'category',
      label: 'Specs',
      link: {
        type: 'generated-index',
        slug: '/category/specs',
        title: 'Specs',
        description: 'Every chart is a <Chart> holding specs: one chart-type spec, the global specs, and for cartesian charts any number of series, axes and annotations.',
      },
      items: [
        ...CHART_SPECS.map((name) => `api/specs/${name}`),
        category('Global', 'global/', GLOBAL_SPECS, '/category/global'),
        category('Cartesian', 'xy/', CARTESIAN_SPECS, '/category/cartesian'),
        category('Types', 'types/', SPEC_TYPES),
      ],
    },
    {
      type: 'category',
      label: 'All types',
      link: { type: 'doc', id: 'all-types/index' },
      items: loadTypedocSidebar(),
    },
  ],
} satisfies SidebarsConfig;
