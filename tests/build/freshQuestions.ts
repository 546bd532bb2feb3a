import type { ReaderQuestion } from './readerQuestions';

/**
 * More reader questions, on topics or in phrasings that `READER_QUESTION_SET` does not use, with
 * every page that answers each. They take no part in tuning the search: they only check that what was
 * tuned on the first set also serves questions it has never seen. Same rules as the first set: answers
 * chosen by reading the pages, every URL checked against the built HTML.
 */
export const FRESH_QUESTIONS: ReaderQuestion[] = [
  {
    query: 'put the legend inside the plot',
    answers: [
      '/docs/legends',
      '/docs/legends#where-it-sits-and-how-big-it-is',
      '/api/specs/global/Settings#prop-legendPosition',
    ],
    kind: 'task',
  },
  {
    query: 'add a button next to each legend item',
    answers: [
      '/docs/legends',
      '/docs/legends#buttons-next-to-items-legendaction-and-uselegendaction',
      '/api/specs/global/Settings#prop-legendAction',
      '/api/specs/global/Settings#prop-legendActionOnHover',
    ],
    kind: 'task',
  },
  {
    query: 'byte values with ticks on powers of two',
    answers: [
      '/docs/axes-and-scales',
      '/docs/axes-and-scales#scale-types',
      '/docs/formatting',
      '/docs/formatting#format-in-the-chart-not-in-the-data',
      '/examples/formatting-number-units#adapt-it',
    ],
    kind: 'task',
  },
  {
    query: 'only whole numbers on the y axis ticks',
    answers: [
      '/docs/axes-and-scales#formatting-tickformat-and-labelformat',
      '/docs/formatting#numbers-with-intlnumberformat',
      '/api/specs/xy/Axis#prop-maximumFractionDigits',
      '/api/specs/xy/Axis#prop-integersOnly',
    ],
    kind: 'task',
  },
  {
    query: 'add a title above the chart',
    answers: [
      '/api/Chart',
      '/api/Chart#props',
      '/api/Chart#prop-title',
      '/api/Chart#prop-description',
      '/docs/accessibility#the-chart-title-and-description',
    ],
    kind: 'task',
  },
  {
    query: 'x axis shows 1700000000000 instead of dates',
    answers: [
      '/docs/axes-and-scales',
      '/docs/axes-and-scales#scale-types',
      '/docs/formatting',
      '/docs/formatting#time-on-a-cartesian-chart',
      '/docs/formatting#the-single-row-time-axis',
    ],
    kind: 'symptom',
  },
  {
    query: 'series colours too light on a white background',
    answers: ['/docs/accessibility', '/docs/accessibility#colour-and-contrast', '/docs/accessibility#series-colours'],
    kind: 'symptom',
  },
  {
    query: 'legend not clickable on a pie chart',
    answers: [
      '/docs/events',
      '/docs/events#legend-clicks',
      '/docs/legends',
      '/docs/legends#clicking-keyboard-and-hover',
      '/docs/accessibility#legend-items-are-buttons',
      '/examples/a11y-data-table#how-it-works',
    ],
    kind: 'symptom',
  },
  {
    query: 'onPointerUpdte',
    answers: ['/api/specs/global/Settings#prop-onPointerUpdate', '/docs/events', '/docs/events#pointer-updates'],
    kind: 'typo',
  },
  {
    query: 'goal chrat',
    answers: [
      '/api/specs/Goal',
      '/api/specs/Goal#when-to-use-it',
      '/examples/goal',
      '/examples/goal#how-it-works',
      '/examples/goal-horizontal',
    ],
    kind: 'typo',
  },
  {
    query: 'Moment Timezone has no data for',
    answers: ['/docs/formatting', '/docs/formatting#helpers-the-library-exports'],
    kind: 'error',
  },
  {
    query: 'presentation-role-conflict',
    answers: [
      '/docs/accessibility',
      '/docs/accessibility#the-plot-takes-no-focus',
      '/docs/accessibility#testing-your-charts-accessibility',
    ],
    kind: 'error',
  },
  {
    query: 'marimekko',
    answers: [
      '/examples/partition-mosaic',
      '/examples/partition-mosaic#how-it-works',
      '/api/specs/Partition',
      '/api/specs/Partition#prop-layout',
    ],
    kind: 'word',
  },
  {
    query: 'facet grid',
    answers: [
      '/examples/small-multiples-grid',
      '/examples/small-multiples-grid#how-it-works',
      '/examples/small-multiples',
      '/api/specs/global/SmallMultiples',
      '/api/specs/global/GroupBy',
    ],
    kind: 'word',
  },
  {
    query: 'markSizeAccessor',
    answers: [
      '/api/specs/types/SeriesAccessors#prop-markSizeAccessor',
      '/api/specs/types/BasicSeriesSpec#prop-markSizeAccessor',
      '/api/specs/xy/BubbleSeries#prop-markSizeAccessor',
      '/api/specs/xy/LineSeries#prop-markSizeAccessor',
      '/api/specs/xy/AreaSeries#prop-markSizeAccessor',
      '/api/specs/xy/BarSeries#prop-markSizeAccessor',
      '/api/specs/xy/HistogramBarSeries#prop-markSizeAccessor',
      '/docs/performance#the-marker-sort',
      '/examples/performance-100k#how-it-works',
      '/examples/bubble-series#how-it-works',
    ],
    kind: 'prop',
  },
  // Written before the search was tuned for issue 47, for the pages added since the set above: the recipes,
  // the chart-type guides and the upgrade pages. Answers chosen by reading those pages.
  {
    query: 'charts overflow their grid column',
    answers: ['/docs/recipes/resizable-layouts', '/docs/recipes/resizable-layouts#let-the-cell-shrink-min-width-0'],
    kind: 'symptom',
  },
  {
    query: 'scrolling a page of 40 small charts is sluggish',
    answers: [
      '/docs/recipes/many-charts',
      '/docs/recipes/many-charts#mount-charts-as-they-come-into-view',
      '/docs/recipes/many-charts#what-each-chart-costs',
    ],
    kind: 'symptom',
  },
  {
    query: 'sync crosshair across multiple charts',
    answers: [
      '/docs/recipes/many-charts',
      '/docs/recipes/many-charts#one-cursor-through-every-chart',
      '/examples/events-pointer-sync',
      '/examples/events-pointer-sync#how-it-works',
      '/examples/many-charts-synced',
      '/examples/many-charts-synced#how-it-works',
      '/api/specs/global/Settings#prop-externalPointerEvents',
      '/api/Chart#imperative-methods',
    ],
    kind: 'task',
  },
  {
    query: 'how many kilobytes does the library add',
    answers: ['/docs/recipes/library-cost', '/docs/recipes/library-cost#the-figures'],
    kind: 'word',
  },
  {
    query: 'tree shaking not working with elastic charts',
    answers: ['/docs/recipes/library-cost', '/docs/recipes/library-cost#how-the-package-is-built'],
    kind: 'symptom',
  },
  {
    query: 'load the chart only when needed with React.lazy',
    answers: [
      '/docs/recipes/library-cost',
      '/docs/recipes/library-cost#loading-the-chart-on-demand',
      '/examples/chart-lazy-loading',
      '/examples/chart-lazy-loading#how-it-works',
    ],
    kind: 'task',
  },
  {
    query: 'one broken chart takes down the whole dashboard',
    answers: [
      '/docs/recipes/when-a-chart-throws',
      '/docs/recipes/when-a-chart-throws#a-boundary-around-each-chart',
      '/examples/chart-error-boundary',
      '/examples/chart-error-boundary#how-it-works',
    ],
    kind: 'symptom',
  },
  {
    query: 'custom domain is invalid, min is greater than max',
    answers: ['/docs/recipes/when-a-chart-throws', '/docs/recipes/when-a-chart-throws#what-throws'],
    kind: 'error',
  },
  {
    query: 'Warning: Maximum update depth exceeded',
    answers: ['/docs/tooltips', '/docs/tooltips#pitfalls'],
    kind: 'error',
  },
  {
    query: 'real-time chart that scrolls as new points arrive',
    answers: [
      '/docs/recipes/live-data',
      '/docs/recipes/live-data#append-and-trim',
      '/docs/recipes/live-data#the-x-axis-follow-the-data-or-slide-a-fixed-window',
      '/examples/live-data',
      '/examples/live-data#how-it-works',
    ],
    kind: 'task',
  },
  {
    query: 'y axis jumps every time a new value arrives',
    answers: ['/docs/recipes/live-data', '/docs/recipes/live-data#the-y-axis-hold-it-still'],
    kind: 'symptom',
  },
  {
    query: 'remember hidden series after page reload',
    answers: [
      '/docs/recipes/series-visibility',
      '/docs/recipes/series-visibility#keeping-the-choice-across-a-reload',
      '/examples/series-visibility-legend',
      '/examples/series-visibility-legend#how-it-works',
    ],
    kind: 'task',
  },
  {
    query: 'series colors shift when one series is removed',
    answers: ['/docs/recipes/series-visibility', '/docs/recipes/series-visibility#the-pattern-render-only-the-visible-series'],
    kind: 'symptom',
  },
  {
    query: 'chart in a dialog renders empty',
    answers: [
      '/docs/recipes/hidden-containers',
      '/docs/recipes/hidden-containers#dialogs-mount-the-chart-when-it-opens',
      '/docs/troubleshooting#the-chart-is-blank-in-a-hidden-tab-or-a-collapsed-panel',
      '/examples/chart-in-modal',
      '/examples/chart-in-modal#how-it-works',
    ],
    kind: 'symptom',
  },
  {
    query: 'chart redraws on every frame while the panel animates open',
    answers: [
      '/docs/recipes/hidden-containers',
      '/docs/recipes/hidden-containers#panels-that-slide-open',
      '/examples/chart-in-collapsible',
      '/examples/chart-in-collapsible#how-it-works',
    ],
    kind: 'symptom',
  },
  {
    query: 'date_histogram with terms sub aggregation to stacked bars',
    answers: [
      '/docs/recipes/aggregation-buckets',
      '/docs/recipes/aggregation-buckets#the-search',
      '/docs/recipes/aggregation-buckets#rows-for-the-series',
      '/examples/aggregation-buckets',
      '/examples/aggregation-buckets#how-it-works',
    ],
    kind: 'task',
  },
  {
    query: 'sum_other_doc_count',
    answers: [
      '/docs/recipes/aggregation-buckets',
      '/docs/recipes/aggregation-buckets#the-response',
      '/docs/recipes/aggregation-buckets#the-other-series',
      '/examples/aggregation-buckets#how-it-works',
    ],
    kind: 'word',
  },
  {
    query: 'monthly bars leave gaps between them',
    answers: ['/docs/recipes/aggregation-buckets#bar-width-and-the-x-domain'],
    kind: 'symptom',
  },
  {
    query: 'annotation line above the data is not drawn',
    answers: [
      '/docs/charts/annotations',
      '/docs/charts/annotations#annotations-and-the-y-domain',
      '/docs/charts/annotations#what-to-watch-for',
    ],
    kind: 'symptom',
  },
  {
    query: 'heatmap cells are empty but legend looks right',
    answers: [
      '/docs/charts/heatmap#colours-bands-not-a-gradient',
      '/docs/charts/heatmap#time-on-the-x-axis',
      '/docs/charts/heatmap#what-to-watch-for',
    ],
    kind: 'symptom',
  },
  {
    query: 'heatmap rows sorted 1 10 11 2',
    // The sort predicates' paragraph moved from "The data shape" to its own section under it.
    answers: [
      '/docs/charts/heatmap#row-and-column-order',
      '/api/specs/Heatmap#prop-ySortPredicate',
      '/api/specs/Heatmap#prop-xSortPredicate',
    ],
    kind: 'symptom',
  },
  {
    query: 'different y scale for each small multiple panel',
    answers: ['/docs/charts/small-multiples', '/docs/charts/small-multiples#what-the-panels-share'],
    kind: 'task',
  },
  {
    query: 'progress bar in a table cell without a chart',
    answers: [
      '/docs/charts/kpis#meter',
      '/api/components/Meter',
      '/api/components/Meter#what-it-draws',
      '/examples/metric-meter',
      '/examples/metric-meter#how-it-works',
    ],
    kind: 'task',
  },
  {
    query: 'replace deprecated Goal with Bullet',
    answers: ['/docs/charts/kpis#goal', '/api/specs/Goal', '/api/specs/BulletGraph'],
    kind: 'task',
  },
  {
    query: 'flame graph zooms when I scroll the page',
    answers: ['/docs/charts/flame-and-timeslip', '/docs/charts/flame-and-timeslip#what-the-reader-can-do'],
    kind: 'symptom',
  },
  {
    query: 'what changed in version 70',
    answers: ['/docs/upgrading', '/docs/upgrading/from-69-to-70'],
    kind: 'version',
  },
  {
    query: 'migrating from 66 to 72',
    answers: ['/docs/upgrading', '/docs/upgrading/from-66-to-67'],
    kind: 'version',
  },
  {
    query: 'react 16 support',
    answers: ['/docs/docs#install-the-package-and-its-peers', '/docs/upgrading/from-72-to-73'],
    kind: 'version',
  },
  {
    query: 'props removed in 71',
    answers: ['/docs/upgrading/from-70-to-71'],
    kind: 'version',
  },
  {
    query: 'gzip size of elastic charts',
    answers: ['/docs/recipes/library-cost', '/docs/recipes/library-cost#the-figures'],
    kind: 'word',
  },
  {
    query: 'metric tile shows N/A',
    answers: ['/docs/charts/kpis#values-and-formatters', '/docs/charts/kpis#progress-targets-and-empty-cells'],
    kind: 'symptom',
  },
  {
    query: 'legend squeezes the plot in a narrow panel',
    answers: ['/docs/recipes/resizable-layouts', '/docs/recipes/resizable-layouts#moving-the-legend-when-the-cell-is-narrow'],
    kind: 'symptom',
  },
  {
    query: 'resizeDebounce does nothing',
    answers: [
      '/docs/recipes/resizable-layouts#resize-storms-what-a-drag-costs',
      '/api/specs/global/Settings#prop-resizeDebounce',
    ],
    kind: 'symptom',
  },
  {
    query: 'wafle chart',
    answers: [
      '/docs/charts/partition#choosing-a-layout',
      '/examples/partition-waffle',
      '/examples/partition-waffle#how-it-works',
      '/api/specs/Partition#prop-layout',
    ],
    kind: 'typo',
  },
  {
    query: 'pie slices too small to label',
    answers: ['/docs/charts/partition#labels-and-small-slices'],
    kind: 'symptom',
  },
  {
    query: 'flame error: Mismatch between position1 (xy) and size1 length',
    answers: [
      '/docs/recipes/when-a-chart-throws#what-throws',
      '/docs/charts/flame-and-timeslip#the-data-columns-not-rows',
    ],
    kind: 'error',
  },
  {
    query: 'timeslip title says machine.ram',
    answers: ['/docs/charts/flame-and-timeslip#timeslip', '/examples/timeslip', '/examples/timeslip#how-it-works'],
    kind: 'symptom',
  },
];
