/**
 * The questions readers type into the search box, each with every page of this site that answers it: the
 * page itself and the sections (h2/h3 headings, `prop-…` rows of the API tables) where the answer is. A
 * hit counts when its URL equals one of `answers`. The answers were chosen by reading the pages (docs/,
 * examples/, api/), never by running the search, and every URL is checked against the built HTML.
 *
 * `freshQuestions.ts` holds a second, smaller set on other topics, kept out of any tuning.
 */
export interface ReaderQuestion {
  /** What the reader types, as they type it. */
  query: string;
  /** Site URLs (path, optionally `#anchor`) that answer it; a page and its sections are separate hits. */
  answers: string[];
  /**
   * `task`: how to do something; `symptom`: something looks wrong; `typo`: a misspelt term; `error`: a
   * pasted message the site quotes; `word`: the reader's word for what the site calls otherwise; `prop`:
   * an exact prop name; `version`: a question about a release, a version range or an upgrade.
   */
  kind: 'task' | 'symptom' | 'typo' | 'error' | 'word' | 'prop' | 'version';
}

export const READER_QUESTION_SET: ReaderQuestion[] = [
  // Tasks: how do I…
  {
    query: 'rotate x axis labels',
    answers: [
      '/docs/axes-and-scales',
      '/docs/axes-and-scales#long-labels',
      '/examples/axes-rotated-labels',
      '/examples/axes-rotated-labels#how-it-works',
      '/api/specs/xy/Axis#prop-style',
    ],
    kind: 'task',
  },
  {
    query: 'add a second y axis on the right',
    answers: [
      '/docs/axes-and-scales',
      '/docs/axes-and-scales#several-y-axes',
      '/examples/axes-dual-y',
      '/examples/axes-dual-y#how-it-works',
      '/api/specs/xy/Axis',
      '/api/specs/xy/Axis#when-to-use-it',
      '/api/specs/xy/Axis#prop-groupId',
      '/api/specs/xy/Axis#prop-position',
    ],
    kind: 'task',
  },
  {
    query: 'format dates on the x axis',
    answers: [
      '/docs/formatting',
      '/docs/formatting#time-on-a-cartesian-chart',
      '/docs/formatting#the-multi-layer-time-axis',
      '/docs/formatting#the-single-row-time-axis',
      '/docs/formatting#helpers-the-library-exports',
      '/examples/time-axis',
      '/examples/time-axis#how-it-works',
      '/api/specs/xy/Axis#prop-timeAxisLayerCount',
      '/api/specs/xy/Axis#prop-tickFormat',
    ],
    kind: 'task',
  },
  {
    query: 'show values on bars',
    answers: [
      '/api/specs/xy/BarSeries',
      '/api/specs/xy/BarSeries#when-to-use-it',
      '/api/specs/xy/BarSeries#prop-displayValueSettings',
      '/examples/bar-series',
      '/examples/bar-series#how-it-works',
      '/examples/bar-horizontal',
      '/examples/bar-horizontal#how-it-works',
    ],
    kind: 'task',
  },
  {
    query: 'stack areas',
    answers: [
      '/docs/stacking',
      '/docs/stacking#when-to-stack-and-with-what',
      '/docs/stacking#how-a-stack-forms-in-7321',
      '/examples/area-series',
      '/examples/area-series#how-it-works',
      '/api/specs/xy/AreaSeries',
      '/api/specs/xy/AreaSeries#in-a-chart',
      '/api/specs/xy/AreaSeries#prop-stackAccessors',
      '/api/specs/types/SeriesAccessors#how-stacking-works',
    ],
    kind: 'task',
  },
  {
    query: 'make a donut chart',
    answers: ['/examples/partition-donut', '/examples/partition-donut#how-it-works', '/api/specs/Partition'],
    kind: 'task',
  },
  {
    query: 'sync cursor between charts',
    answers: [
      '/docs/events',
      '/docs/events#syncing-cursors-across-charts',
      '/examples/events-pointer-sync',
      '/examples/events-pointer-sync#how-it-works',
      '/api/Chart#imperative-methods',
      '/api/specs/global/Settings#prop-onPointerUpdate',
      '/api/specs/global/Settings#prop-externalPointerEvents',
    ],
    kind: 'task',
  },
  {
    query: 'export chart as png',
    answers: [
      '/docs/exporting-and-testing',
      '/docs/exporting-and-testing#saving-a-chart-as-a-png',
      '/examples/export-png',
      '/examples/export-png#how-it-works',
      '/api/Chart',
      '/api/Chart#imperative-methods',
    ],
    kind: 'task',
  },
  {
    query: 'custom tooltip',
    answers: [
      '/docs/tooltips',
      '/docs/tooltips#custom-tooltips',
      '/api/specs/global/Tooltip',
      '/api/specs/global/Tooltip#prop-customTooltip',
      '/api/specs/global/Tooltip#prop-body',
      '/examples/custom-tooltip',
      '/examples/custom-tooltip#how-it-works',
      '/examples/tooltip',
      '/api/components/TooltipComponents',
    ],
    kind: 'task',
  },
  {
    query: 'log scale y axis',
    answers: [
      '/docs/axes-and-scales',
      '/docs/axes-and-scales#log-scales',
      '/docs/axes-and-scales#scale-types',
      '/examples/axes-log-scale',
      '/examples/axes-log-scale#how-it-works',
      '/api/specs/xy/LineSeries#prop-yScaleType',
    ],
    kind: 'task',
  },
  {
    query: 'horizontal bar chart',
    answers: [
      '/examples/bar-horizontal',
      '/examples/bar-horizontal#how-it-works',
      '/examples/stacking-horizontal-bars',
      '/docs/axes-and-scales',
      '/docs/axes-and-scales#rotated-charts',
      '/docs/stacking#horizontal-stacked-bars',
      '/api/specs/global/Settings#prop-rotation',
      '/api/specs/xy/BarSeries',
      '/api/Chart#specs-inside-a-chart',
    ],
    kind: 'task',
  },
  {
    query: 'shade a maintenance window',
    answers: [
      '/docs/charts/annotations#which-annotation-for-which-job',
      '/docs/charts/annotations#rect-annotations',
      '/api/specs/xy/RectAnnotation',
      '/api/specs/xy/RectAnnotation#when-to-use-it',
      '/api/specs/xy/RectAnnotation#prop-dataValues',
      '/examples/annotations',
      '/examples/annotations#how-it-works',
    ],
    kind: 'task',
  },
  {
    query: 'mark deployments on a time series',
    answers: [
      '/examples/annotation-markers',
      '/examples/annotation-markers#how-it-works',
      '/api/specs/xy/LineAnnotation',
      '/api/specs/xy/LineAnnotation#when-to-use-it',
      '/api/specs/xy/LineAnnotation#prop-marker',
    ],
    kind: 'task',
  },
  {
    query: 'zoom into a time range by dragging',
    answers: [
      '/docs/events',
      '/docs/events#brushing',
      '/docs/events#zooming-into-a-time-range',
      '/examples/events-brush-zoom',
      '/examples/events-brush-zoom#how-it-works',
      '/api/specs/global/Settings#prop-onBrushEnd',
      '/api/specs/global/Settings#prop-xDomain',
    ],
    kind: 'task',
  },
  {
    query: 'handle click on a bar',
    answers: [
      '/docs/events',
      '/docs/events#hovering-and-clicking-elements',
      '/docs/events#when-they-fire',
      '/docs/events#the-payload',
      '/api/specs/global/Settings#prop-onElementClick',
      '/examples/events-log',
      '/examples/events-log#how-it-works',
    ],
    kind: 'task',
  },
  {
    query: 'set y axis min and max',
    answers: [
      '/docs/axes-and-scales',
      '/docs/axes-and-scales#domains',
      '/docs/axes-and-scales#setting-it-on-the-axis-domain',
      '/api/specs/xy/Axis#prop-domain',
    ],
    kind: 'task',
  },
  {
    query: 'format numbers as currency',
    answers: [
      '/docs/formatting',
      '/docs/formatting#numbers-with-intlnumberformat',
      '/examples/formatting-number-units',
      '/examples/formatting-number-units#how-it-works',
    ],
    kind: 'task',
  },
  {
    query: 'set the time zone of a time series',
    answers: [
      '/docs/formatting',
      '/docs/formatting#time-zones',
      '/docs/formatting#where-the-zone-comes-from',
      '/examples/formatting-time-zones',
      '/examples/formatting-time-zones#how-it-works',
      '/api/specs/xy/LineSeries#prop-timeZone',
      '/api/specs/xy/BarSeries#prop-timeZone',
      '/api/specs/xy/AreaSeries#prop-timeZone',
    ],
    kind: 'task',
  },
  {
    query: 'start the week on sunday',
    answers: [
      '/docs/formatting',
      '/docs/formatting#locale-and-week-start',
      '/api/specs/global/Settings#prop-dow',
      '/examples/formatting-locale-week',
      '/examples/formatting-locale-week#how-it-works',
    ],
    kind: 'task',
  },
  {
    query: 'show average and max in the legend',
    answers: [
      '/docs/legends',
      '/docs/legends#statistics-in-the-legend',
      '/docs/legends#what-each-value-computes',
      '/api/specs/global/Settings#prop-legendValues',
      '/examples/legend-values',
      '/examples/legend-values#how-it-works',
      '/examples/legend',
      '/examples/legend#how-it-works',
    ],
    kind: 'task',
  },
  {
    query: 'let users change series colors from the legend',
    answers: [
      '/docs/legends',
      '/docs/legends#letting-readers-recolour-series-legendcolorpicker',
      '/api/specs/global/Settings#prop-legendColorPicker',
      '/examples/legend-color-picker',
      '/examples/legend-color-picker#how-it-works',
    ],
    kind: 'task',
  },
  {
    query: 'remove one series from the legend',
    answers: [
      '/docs/legends',
      '/docs/legends#keeping-a-series-out-of-the-legend',
      '/api/specs/xy/LineSeries#prop-hideInLegend',
      '/api/specs/xy/BarSeries#prop-hideInLegend',
      '/api/specs/xy/AreaSeries#prop-hideInLegend',
      '/api/specs/types/SeriesSpec#prop-hideInLegend',
    ],
    kind: 'task',
  },
  {
    query: 'use my own color palette',
    answers: [
      '/docs/theming',
      '/docs/theming#colour-palettes',
      '/docs/theming#basetheme-and-theme',
      '/examples/theming-palette',
      '/examples/theming-palette#how-it-works',
      '/examples/theming',
      '/examples/theming#how-it-works',
      '/api/specs/global/Settings#prop-theme',
    ],
    kind: 'task',
  },
  {
    query: 'dashed line for a forecast',
    answers: [
      '/docs/theming',
      '/docs/theming#styles-per-series',
      '/examples/theming-series-styles',
      '/examples/theming-series-styles#how-it-works',
      '/api/specs/xy/LineSeries#prop-lineSeriesStyle',
    ],
    kind: 'task',
  },
  {
    query: 'smooth line instead of straight segments',
    answers: [
      '/api/specs/xy/LineSeries',
      '/api/specs/xy/LineSeries#prop-curve',
      '/examples/line-series',
      '/examples/line-series#how-it-works',
    ],
    kind: 'task',
  },
  {
    query: 'step line chart',
    answers: [
      '/examples/line-step',
      '/examples/line-step#how-it-works',
      '/api/specs/xy/LineSeries',
      '/api/specs/xy/LineSeries#prop-curve',
    ],
    kind: 'task',
  },
  {
    query: '100% stacked bar chart',
    answers: [
      '/docs/stacking',
      '/docs/stacking#percentages-with-stackmode',
      '/examples/stacking-percentage-bars',
      '/examples/stacking-percentage-bars#how-it-works',
      '/api/specs/xy/BarSeries#prop-stackMode',
    ],
    kind: 'task',
  },
  {
    query: 'grouped bar chart',
    answers: [
      '/examples/bar-series',
      '/examples/bar-series#how-it-works',
      '/docs/stacking',
      '/docs/stacking#grouped-or-stacked-bars',
      '/api/specs/xy/BarSeries',
    ],
    kind: 'task',
  },
  {
    query: 'bars and a line in the same chart',
    answers: [
      '/examples/mixed-bar-line',
      '/examples/mixed-bar-line#how-it-works',
      '/examples/axes-dual-y',
      '/api/specs/xy/BarSeries#in-a-chart',
    ],
    kind: 'task',
  },
  {
    query: 'show percentages on pie slices',
    answers: [
      '/examples/partition-pie-labels',
      '/examples/partition-pie-labels#how-it-works',
      '/examples/partition-donut#adapt-it',
      '/api/specs/Partition#prop-valueGetter',
      '/api/specs/Partition#prop-percentFormatter',
    ],
    kind: 'task',
  },
  {
    query: 'wait for chart to render in playwright',
    answers: [
      '/docs/exporting-and-testing',
      '/docs/exporting-and-testing#knowing-when-a-chart-has-finished-drawing',
      '/docs/exporting-and-testing#waiting-in-end-to-end-tests',
      '/examples/testing-render-status',
      '/examples/testing-render-status#how-it-works',
      '/examples/testing-render-status#adapt-it',
    ],
    kind: 'task',
  },
  {
    query: 'unit test a chart in jest',
    answers: ['/docs/exporting-and-testing', '/docs/exporting-and-testing#unit-tests-in-jsdom'],
    kind: 'task',
  },
  {
    query: 'render 100000 points without freezing',
    answers: [
      '/docs/performance',
      '/docs/performance#points',
      '/docs/performance#the-marker-sort',
      '/docs/performance#reduce-before-the-chart',
      '/examples/performance-100k',
      '/examples/performance-100k#how-it-works',
      '/examples/performance-aggregation',
      '/examples/performance-aggregation#how-it-works',
    ],
    kind: 'task',
  },
  {
    query: 'describe a chart for screen readers',
    answers: [
      '/docs/accessibility',
      '/docs/accessibility#naming-and-describing-a-chart',
      '/docs/accessibility#what-to-write',
      '/examples/a11y-described-chart',
      '/examples/a11y-described-chart#how-it-works',
      '/api/specs/global/Settings#prop-ariaLabelledBy',
      '/api/specs/global/Settings#prop-ariaDescribedBy',
      '/api/specs/global/Settings#prop-ariaDescription',
    ],
    kind: 'task',
  },
  {
    query: 'install elastic charts with npm',
    answers: ['/docs/docs', '/docs/docs#install-the-package-and-its-peers'],
    kind: 'task',
  },
  {
    query: 'sort tooltip rows by value',
    answers: [
      '/docs/tooltips',
      '/docs/tooltips#which-rows-in-which-order',
      '/api/specs/global/Tooltip#prop-sort',
      '/api/specs/global/Tooltip#prop-body',
      '/examples/tooltip-many-series#adapt-it',
    ],
    kind: 'task',
  },
  {
    query: 'pin tooltip with action buttons',
    answers: [
      '/docs/tooltips',
      '/docs/tooltips#pinned-tooltips-and-actions',
      '/api/specs/global/Tooltip#prop-actions',
      '/examples/tooltip-actions',
      '/examples/tooltip-actions#how-it-works',
    ],
    kind: 'task',
  },
  {
    query: 'hide grid lines',
    answers: [
      '/docs/axes-and-scales',
      '/docs/axes-and-scales#grid-lines',
      '/docs/axes-and-scales#hiding-an-axis',
      '/api/specs/xy/Axis#prop-gridLine',
    ],
    kind: 'task',
  },
  {
    query: 'split one chart into a panel per host',
    answers: [
      '/api/specs/global/SmallMultiples',
      '/api/specs/global/SmallMultiples#when-to-use-it',
      '/api/specs/global/GroupBy',
      '/api/specs/global/GroupBy#when-to-use-it',
      '/api/specs/global/GroupBy#prop-by',
      '/examples/small-multiples',
      '/examples/small-multiples#how-it-works',
      '/examples/small-multiples-grid',
      '/examples/small-multiples-rows',
    ],
    kind: 'task',
  },
  {
    query: 'switch chart between light and dark theme',
    answers: [
      '/docs/theming',
      '/docs/theming#the-base-themes',
      '/docs/theming#basetheme-and-theme',
      '/docs/theming#following-the-apps-colour-mode',
      '/docs/troubleshooting#the-chart-does-not-match-the-dark-mode-of-the-page',
      '/api/specs/global/Settings#themes',
      '/api/specs/global/Settings#prop-baseTheme',
    ],
    kind: 'task',
  },
  {
    query: 'change font size of axis labels',
    answers: [
      '/docs/theming',
      '/docs/theming#basetheme-and-theme',
      '/docs/theming#how-the-merge-works',
      '/examples/theming',
      '/examples/theming#how-it-works',
      '/api/specs/xy/Axis#prop-style',
    ],
    kind: 'task',
  },
  {
    query: 'sort bars by total',
    answers: [
      '/api/specs/global/Settings#prop-orderOrdinalBinsBy',
      '/docs/stacking#horizontal-stacked-bars',
      '/examples/stacking-horizontal-bars',
      '/examples/stacking-horizontal-bars#how-it-works',
      '/examples/bar-series#adapt-it',
    ],
    kind: 'task',
  },
  {
    query: 'flame graph from a cpu profile',
    answers: [
      '/api/specs/Flame',
      '/api/specs/Flame#when-to-use-it',
      '/api/specs/Flame#data',
      '/api/specs/Flame#prop-columnarData',
      '/examples/flame-graph',
      '/examples/flame-graph#how-it-works',
      '/examples/flame-graph#adapt-it',
    ],
    kind: 'task',
  },
  {
    query: 'load data on demand when zooming a time chart',
    answers: [
      '/api/specs/Timeslip',
      '/api/specs/Timeslip#when-to-use-it',
      '/api/specs/Timeslip#data',
      '/api/specs/Timeslip#prop-getData',
      '/examples/timeslip',
      '/examples/timeslip#how-it-works',
    ],
    kind: 'task',
  },
  {
    query: 'heatmap with dates on the x axis',
    answers: [
      '/examples/heatmap-time',
      '/examples/heatmap-time#how-it-works',
      '/examples/heatmap#adapt-it',
      '/api/specs/Heatmap#prop-xScale',
      '/api/specs/Heatmap#prop-timeZone', '/docs/charts/heatmap#time-on-the-x-axis'],
    kind: 'task',
  },
  {
    query: 'heatmap continuous color gradient',
    answers: [
      '/examples/heatmap-gradient',
      '/examples/heatmap-gradient#how-it-works',
      '/api/specs/Heatmap',
      '/api/specs/Heatmap#when-to-use-it',
      '/api/specs/Heatmap#prop-colorScale',
    ],
    kind: 'task',
  },
  {
    query: 'sunburst with two rings',
    answers: [
      '/examples/sunburst',
      '/examples/sunburst#how-it-works',
      '/api/specs/Partition',
      '/api/specs/Partition#prop-layers',
      '/api/specs/Partition#prop-layout',
    ],
    kind: 'task',
  },
  {
    query: 'color metric tiles by threshold',
    answers: ['/examples/metric-thresholds', '/examples/metric-thresholds#how-it-works', '/api/specs/Metric'],
    kind: 'task',
  },
  {
    query: 'check chart values in an e2e test',
    answers: [
      '/docs/exporting-and-testing',
      '/docs/exporting-and-testing#checking-values-with-the-debug-state',
      '/docs/performance#debugstate',
      '/examples/testing-render-status#adapt-it',
      '/api/specs/global/Settings#prop-debugState',
    ],
    kind: 'task',
  },
  {
    query: 'stable screenshots in visual regression tests',
    answers: ['/docs/exporting-and-testing', '/docs/exporting-and-testing#stable-screenshots'],
    kind: 'task',
  },
  {
    query: 'data table for screen readers',
    answers: [
      '/docs/accessibility',
      '/docs/accessibility#data-tables',
      '/docs/accessibility#partition-charts-built-in',
      '/docs/accessibility#other-charts-render-your-own',
      '/examples/a11y-data-table',
      '/examples/a11y-data-table#how-it-works',
      '/api/specs/global/Settings#prop-ariaTableCaption',
    ],
    kind: 'task',
  },
  {
    query: 'which css file to import',
    answers: [
      '/docs/docs',
      '/docs/docs#load-the-stylesheet',
      '/docs/theming',
      '/docs/theming#the-stylesheets',
      '/docs/troubleshooting#the-chart-is-blank-or-looks-unstyled',
    ],
    kind: 'task',
  },
  {
    query: 'respect prefers reduced motion',
    answers: ['/docs/accessibility', '/docs/accessibility#motion'],
    kind: 'task',
  },
  {
    query: 'size bubbles by a third value',
    answers: [
      '/api/specs/xy/BubbleSeries',
      '/api/specs/xy/BubbleSeries#when-to-use-it',
      '/api/specs/xy/BubbleSeries#prop-markSizeAccessor',
      '/examples/bubble-series',
      '/examples/bubble-series#how-it-works',
    ],
    kind: 'task',
  },
  {
    query: 'highlight specific points on a line',
    answers: [
      '/examples/line-point-styles',
      '/examples/line-point-styles#how-it-works',
      '/api/specs/xy/LineSeries#prop-pointStyleAccessor',
      '/docs/theming#styles-per-series',
      '/docs/performance#pointstyleaccessor',
    ],
    kind: 'task',
  },
  {
    query: 'navigate a chart with the keyboard',
    answers: [
      '/docs/accessibility',
      '/docs/accessibility#keyboard',
      '/docs/accessibility#legend-items-are-buttons',
      '/docs/accessibility#the-plot-takes-no-focus',
      '/docs/legends#clicking-keyboard-and-hover',
    ],
    kind: 'task',
  },

  // Symptoms: something looks wrong.
  {
    query: 'chart is blank',
    answers: [
      '/docs/troubleshooting',
      '/docs/troubleshooting#the-chart-is-blank-or-looks-unstyled',
      '/docs/troubleshooting#the-chart-has-zero-height',
      '/docs/troubleshooting#the-chart-is-blank-in-a-hidden-tab-or-a-collapsed-panel',
      '/docs/docs#load-the-stylesheet',
    ],
    kind: 'symptom',
  },
  {
    query: 'legend labels cut off',
    answers: [
      '/docs/troubleshooting',
      '/docs/troubleshooting#legend-labels-are-cut-short-even-though-they-are-short',
      '/docs/theming#restyling-the-html-parts',
      '/docs/legends',
      '/docs/legends#when-a-chart-needs-a-legend',
      '/docs/legends#other-knobs',
      '/api/specs/global/Settings#prop-legendSize',
    ],
    kind: 'symptom',
  },
  {
    query: 'x axis labels overlap',
    answers: [
      '/docs/axes-and-scales',
      '/docs/axes-and-scales#overlapping-labels',
      '/docs/axes-and-scales#long-labels',
      '/examples/axes-rotated-labels',
      '/examples/axes-rotated-labels#how-it-works',
      '/api/specs/xy/Axis#prop-showOverlappingLabels',
    ],
    kind: 'symptom',
  },
  {
    query: 'tooltip not showing',
    answers: [
      '/docs/tooltips',
      '/docs/tooltips#tooltip-types-and-snapping',
      '/api/specs/global/Tooltip',
      '/api/specs/global/Tooltip#in-a-chart',
      '/api/specs/global/Tooltip#prop-type',
      '/api/specs/Metric#in-a-chart',
      '/api/specs/Wordcloud#in-a-chart',
    ],
    kind: 'symptom',
  },
  {
    query: 'annotation tooltip does not appear on hover',
    answers: [
      '/docs/charts/annotations#the-annotation-tooltip',
      '/api/specs/xy/LineAnnotation',
      '/api/specs/xy/LineAnnotation#prop-marker',
      '/examples/annotation-markers#how-it-works',
      '/examples/annotations#how-it-works',
    ],
    kind: 'symptom',
  },
  {
    query: 'chart does not resize in a flex container',
    answers: ['/docs/recipes/resizable-layouts', '/docs/recipes/resizable-layouts#let-the-cell-shrink-min-width-0', '/docs/troubleshooting', '/docs/troubleshooting#the-chart-has-zero-height', '/api/Chart#prop-size'],
    kind: 'symptom',
  },
  {
    query: 'onElementClick not firing',
    answers: [
      '/docs/events',
      '/docs/events#when-they-fire',
      '/examples/events-log#adapt-it',
      '/api/specs/global/Settings#prop-onElementClick',
    ],
    kind: 'symptom',
  },
  {
    query: 'clicking a legend item hides all the other series',
    answers: [
      '/docs/legends',
      '/docs/legends#clicking-keyboard-and-hover',
      '/docs/events#legend-clicks',
      '/examples/legend#how-it-works',
      '/api/specs/global/Settings#prop-onLegendItemClick',
    ],
    kind: 'symptom',
  },
  {
    query: 'dragging over the chart does nothing',
    answers: [
      '/docs/events',
      '/docs/events#brushing',
      '/examples/events-brush-zoom#adapt-it',
      '/api/specs/global/Settings#prop-onBrushEnd',
    ],
    kind: 'symptom',
  },
  {
    query: 'tooltip header shows a timestamp number',
    answers: [
      '/docs/tooltips',
      '/docs/tooltips#the-header',
      '/docs/tooltips#pitfalls',
      '/api/specs/global/Tooltip#prop-headerFormatter',
      '/examples/tooltip-formatting#how-it-works',
    ],
    kind: 'symptom',
  },
  {
    query: 'all tooltip rows have the same name',
    answers: [
      '/docs/tooltips',
      '/docs/tooltips#formatting-values',
      '/docs/tooltips#pitfalls',
      '/docs/stacking#grouped-or-stacked-bars',
      '/examples/bar-series#adapt-it',
      '/examples/tooltip#adapt-it',
      '/api/specs/xy/LineSeries#prop-name',
      '/api/specs/xy/BarSeries#prop-name',
    ],
    kind: 'symptom',
  },
  {
    query: 'threshold line not drawn',
    answers: [
      '/api/specs/xy/LineAnnotation',
      '/api/specs/xy/LineAnnotation#in-a-chart',
      '/examples/annotations#how-it-works',
      '/docs/axes-and-scales#setting-it-on-the-axis-domain',
      '/api/specs/xy/Axis#prop-domain', '/docs/charts/annotations#annotations-and-the-y-domain', '/docs/charts/annotations#what-to-watch-for'],
    kind: 'symptom',
  },
  {
    query: 'axis disappeared after adding a series',
    answers: [
      '/docs/troubleshooting',
      '/docs/troubleshooting#two-specs-with-the-same-id',
      '/docs/axes-and-scales#axes-show-scales',
      '/api/Chart#specs-inside-a-chart',
    ],
    kind: 'symptom',
  },
  {
    query: 'legend text unreadable in dark mode',
    answers: [
      '/docs/theming',
      '/docs/theming#why-the-stylesheet-must-match-the-theme',
      '/docs/troubleshooting#the-chart-does-not-match-the-dark-mode-of-the-page',
      '/docs/accessibility#text-and-lines-of-the-base-themes',
    ],
    kind: 'symptom',
  },
  {
    query: 'legend values empty on bar chart',
    answers: ['/docs/legends', '/docs/legends#what-each-value-computes', '/examples/legend-values#how-it-works'],
    kind: 'symptom',
  },
  {
    query: 'data-ech-render-complete stays false',
    answers: [
      '/docs/exporting-and-testing',
      '/docs/exporting-and-testing#knowing-when-a-chart-has-finished-drawing',
      '/docs/performance#re-renders-in-react',
      '/docs/troubleshooting#the-chart-is-blank-in-a-hidden-tab-or-a-collapsed-panel',
      '/examples/testing-render-status#how-it-works',
      '/examples/charts-in-tabs',
      '/examples/charts-in-tabs#how-it-works',
    ],
    kind: 'symptom',
  },
  {
    query: 'line chart spaces timestamps evenly',
    answers: [
      '/docs/axes-and-scales',
      '/docs/axes-and-scales#scale-types',
      '/docs/axes-and-scales#the-defaults-differ-between-series-types',
      '/api/specs/xy/LineSeries#in-a-chart',
      '/api/specs/xy/LineSeries#prop-xScaleType',
    ],
    kind: 'symptom',
  },
  {
    query: 'getPNGSnapshot returns null',
    answers: [
      '/docs/exporting-and-testing',
      '/docs/exporting-and-testing#when-it-returns-null',
      '/examples/export-png#how-it-works',
      '/api/Chart#imperative-methods',
    ],
    kind: 'symptom',
  },
  {
    query: 'series colors change when data is filtered',
    answers: [
      '/docs/theming',
      '/docs/theming#colour-palettes',
      '/examples/theming-palette',
      '/examples/theming-palette#how-it-works',
      '/examples/tooltip-actions#how-it-works',
    ],
    kind: 'symptom',
  },
  {
    query: 'stacked area drops to zero at missing points',
    answers: [
      '/docs/stacking',
      '/docs/stacking#missing-points',
      '/examples/stacking-missing-points',
      '/examples/stacking-missing-points#how-it-works',
      '/api/specs/xy/AreaSeries#prop-fit',
    ],
    kind: 'symptom',
  },
  {
    query: 'line breaks at null values',
    answers: [
      '/examples/area-gaps',
      '/examples/area-gaps#how-it-works',
      '/examples/area-gaps#adapt-it',
      '/api/specs/xy/LineSeries',
      '/api/specs/xy/LineSeries#prop-fit',
      '/api/specs/xy/AreaSeries#prop-fit',
    ],
    kind: 'symptom',
  },
  {
    query: 'tooltip shows only one series',
    answers: [
      '/docs/tooltips',
      '/docs/tooltips#which-rows-in-which-order',
      '/docs/tooltips#pitfalls',
      '/api/specs/global/Tooltip',
      '/api/specs/global/Tooltip#prop-maxTooltipItems',
      '/examples/tooltip-many-series',
      '/examples/tooltip-many-series#how-it-works',
    ],
    kind: 'symptom',
  },
  {
    query: 'ariaLabel does not name the chart',
    answers: [
      '/docs/accessibility',
      '/docs/accessibility#naming-and-describing-a-chart',
      '/examples/a11y-described-chart#adapt-it',
      '/api/specs/global/Settings#prop-ariaLabel',
    ],
    kind: 'symptom',
  },
  {
    query: 'legend and title missing from exported png',
    answers: [
      '/examples/export-png',
      '/docs/exporting-and-testing',
      '/docs/exporting-and-testing#what-ends-up-in-the-image',
      '/docs/exporting-and-testing#putting-the-title-and-legend-back',
      '/examples/export-png#how-it-works',
      '/examples/export-png#adapt-it',
    ],
    kind: 'symptom',
  },
  {
    query: 'bubbles cut off at the edge of the plot',
    answers: ['/examples/bubble-series', '/examples/bubble-series#how-it-works', '/examples/bubble-series#adapt-it'],
    kind: 'symptom',
  },
  {
    query: 'icicle chart missing its last layer',
    answers: ['/examples/partition-icicle', '/examples/partition-icicle#how-it-works'],
    kind: 'symptom',
  },
  {
    query: 'pie labels huge in dark theme',
    answers: [
      '/docs/theming',
      '/docs/theming#the-base-themes',
      '/examples/partition-donut#how-it-works',
      '/examples/treemap#how-it-works',
      '/examples/treemap-multilayer#how-it-works',
    ],
    kind: 'symptom',
  },
  {
    query: 'heatmap empty with a time x axis',
    answers: ['/examples/heatmap-time', '/examples/heatmap-time#how-it-works', '/docs/charts/heatmap#time-on-the-x-axis', '/docs/charts/heatmap#what-to-watch-for'],
    kind: 'symptom',
  },
  {
    query: 'chart slow on every re-render',
    answers: ['/docs/performance', '/docs/performance#re-renders-in-react', '/docs/events#where-the-handlers-live'],
    kind: 'symptom',
  },

  // Typos.
  {
    query: 'anotation',
    answers: [
      '/docs/charts/annotations',
      '/api/specs/xy/LineAnnotation',
      '/api/specs/xy/RectAnnotation',
      '/examples/annotations',
      '/examples/annotation-markers',
    ],
    kind: 'typo',
  },
  {
    query: 'histogrm',
    answers: ['/examples/histogram', '/examples/histogram#how-it-works', '/api/specs/xy/HistogramBarSeries'],
    kind: 'typo',
  },
  {
    query: 'mosaic chrat',
    answers: [
      '/examples/partition-mosaic',
      '/examples/partition-mosaic#how-it-works',
      '/api/specs/Partition',
      '/api/specs/Partition#prop-layout',
    ],
    kind: 'typo',
  },
  {
    query: 'heatmpa',
    answers: ['/api/specs/Heatmap', '/examples/heatmap', '/examples/heatmap#how-it-works', '/docs/charts/heatmap'],
    kind: 'typo',
  },
  {
    query: 'axsi title',
    answers: ['/api/specs/xy/Axis', '/api/specs/xy/Axis#prop-title'],
    kind: 'typo',
  },
  {
    query: 'numbr of ticks',
    answers: ['/docs/axes-and-scales', '/docs/axes-and-scales#how-many-ticks-ticks', '/api/specs/xy/Axis#prop-ticks'],
    kind: 'typo',
  },
  {
    query: 'sort legend itmes',
    answers: [
      '/docs/legends',
      '/docs/legends#ordering-items-legendsort',
      '/api/specs/global/Settings#prop-legendSort',
      '/api/specs/types/LegendSpec#prop-legendSort',
    ],
    kind: 'typo',
  },
  {
    query: 'wordclod',
    answers: ['/api/specs/Wordcloud', '/examples/wordcloud', '/examples/wordcloud#how-it-works'],
    kind: 'typo',
  },
  {
    query: 'icicle chrat',
    answers: [
      '/examples/partition-icicle',
      '/examples/partition-icicle#how-it-works',
      '/api/specs/Partition',
      '/api/specs/Partition#prop-layout',
    ],
    kind: 'typo',
  },
  {
    query: 'accesibility',
    answers: [
      '/docs/accessibility',
      '/examples/a11y-described-chart',
      '/examples/a11y-data-table',
      '/examples/a11y-textures',
    ],
    kind: 'typo',
  },
  {
    query: 'tooltip placment',
    answers: [
      '/docs/tooltips',
      '/docs/tooltips#placement',
      '/api/specs/global/Tooltip#prop-placement',
      '/api/specs/global/Tooltip#prop-fallbackPlacements',
    ],
    kind: 'typo',
  },
  {
    query: 'bulet graph',
    answers: [
      '/api/specs/BulletGraph',
      '/api/specs/BulletGraph#when-to-use-it',
      '/examples/bullet',
      '/examples/bullet#how-it-works',
      '/examples/bullet-vertical',
      '/examples/bullet-gauges',
    ],
    kind: 'typo',
  },
  {
    query: 'waffel chart',
    answers: ['/examples/partition-waffle', '/examples/partition-waffle#how-it-works', '/api/specs/Partition'],
    kind: 'typo',
  },

  // Error messages, pasted as they appear.
  {
    query: 'ReferenceError: window is not defined',
    answers: ['/docs/troubleshooting', '/docs/troubleshooting#errors-during-server-side-rendering'],
    kind: 'error',
  },
  {
    query: 'ReferenceError: ResizeObserver is not defined',
    answers: ['/docs/exporting-and-testing', '/docs/exporting-and-testing#unit-tests-in-jsdom'],
    kind: 'error',
  },
  {
    query: '[Axis x]: custom domain for xDomain should be defined in Settings',
    answers: [
      '/docs/axes-and-scales',
      '/docs/axes-and-scales#the-x-domain-lives-in-settings',
      '/api/specs/xy/Axis',
      '/api/specs/global/Settings#prop-xDomain',
    ],
    kind: 'error',
  },
  {
    query: 'Maximum update depth exceeded',
    answers: ['/docs/tooltips', '/docs/tooltips#pitfalls'],
    kind: 'error',
  },
  {
    query: 'Cannot add property, object is not extensible',
    answers: ['/docs/performance', '/docs/performance#re-renders-in-react'],
    kind: 'error',
  },
  {
    query: 'The supplied timeZone does not exist',
    answers: ['/docs/formatting', '/docs/formatting#where-the-zone-comes-from'],
    kind: 'error',
  },

  // Readers' words for what the site calls otherwise.
  {
    query: 'pie',
    answers: [
      '/api/specs/Partition',
      '/examples/partition-pie-labels',
      '/examples/partition-pie-labels#how-it-works',
      '/examples/partition-donut',
      '/examples/partition-donut#adapt-it',
    ],
    kind: 'word',
  },
  {
    query: 'gauge',
    answers: [
      '/api/specs/Goal',
      '/examples/goal',
      '/examples/goal#how-it-works',
      '/api/specs/BulletGraph',
      '/api/specs/BulletGraph#when-to-use-it',
      '/examples/bullet-gauges',
      '/examples/bullet-gauges#how-it-works',
    ],
    kind: 'word',
  },
  {
    query: 'sparkline',
    answers: [
      '/api/specs/Metric',
      '/examples/metric',
      '/examples/metric#how-it-works',
      '/docs/axes-and-scales#hiding-an-axis',
      '/api/specs/xy/Axis#when-to-use-it', '/docs/charts/kpis#metric-tiles', '/docs/charts/kpis#context-around-the-number'],
    kind: 'word',
  },
  {
    query: 'kpi',
    answers: [
      '/api/specs/Metric',
      '/api/specs/Metric#when-to-use-it',
      '/examples/metric',
      '/examples/metric-thresholds',
      '/examples/bullet-vertical', '/docs/charts/kpis'],
    kind: 'word',
  },
  {
    query: 'scatter plot',
    answers: ['/api/specs/xy/BubbleSeries', '/examples/bubble-series', '/docs/tooltips#tooltip-types-and-snapping'],
    kind: 'word',
  },
  {
    query: 'streamgraph',
    answers: ['/docs/stacking', '/docs/stacking#percentages-with-stackmode', '/api/specs/xy/AreaSeries#prop-stackMode'],
    kind: 'word',
  },
  {
    query: 'reference line',
    answers: [
      '/api/specs/xy/LineAnnotation',
      '/api/specs/xy/LineAnnotation#when-to-use-it',
      '/api/specs/xy/LineAnnotation#prop-domainType',
      '/examples/annotations',
      '/examples/annotations#how-it-works', '/docs/charts/annotations', '/docs/charts/annotations#which-annotation-for-which-job'],
    kind: 'word',
  },
  {
    query: 'crosshair',
    answers: [
      '/docs/tooltips',
      '/docs/tooltips#tooltip-types-and-snapping',
      '/api/specs/global/Tooltip',
      '/api/specs/global/Tooltip#when-to-use-it',
      '/api/specs/global/Tooltip#prop-type',
      '/examples/tooltip#how-it-works',
    ],
    kind: 'word',
  },
  {
    query: 'confidence interval',
    answers: [
      '/docs/stacking',
      '/docs/stacking#bands-instead-of-stacks',
      '/examples/stacking-banded-area',
      '/examples/stacking-banded-area#how-it-works',
      '/api/specs/xy/AreaSeries',
      '/api/specs/xy/AreaSeries#when-to-use-it',
      '/api/specs/xy/AreaSeries#prop-y0Accessors',
    ],
    kind: 'word',
  },
  {
    query: 'colorblind friendly',
    answers: [
      '/docs/accessibility',
      '/docs/accessibility#series-colours',
      '/examples/a11y-textures',
      '/examples/a11y-textures#how-it-works',
      '/docs/theming#colour-palettes',
      '/examples/theming-palette#how-it-works',
    ],
    kind: 'word',
  },
  {
    query: 'progress bar',
    answers: [
      '/docs/charts/kpis#meter',
      '/examples/metric-progress',
      '/examples/metric-meter',
      '/api/components/Meter',
      '/api/components/Meter#what-it-draws',
      '/api/specs/Metric',
      '/examples/metric#how-it-works',
    ],
    kind: 'word',
  },
  {
    query: 'column chart',
    answers: [
      '/api/specs/xy/BarSeries',
      '/api/specs/xy/BarSeries#when-to-use-it',
      '/examples/bar-series',
      '/examples/axes-rotated-labels',
    ],
    kind: 'word',
  },
  {
    query: 'treemap',
    answers: [
      '/api/specs/Partition',
      '/examples/treemap',
      '/examples/treemap#how-it-works',
      '/examples/treemap-multilayer',
      '/examples/treemap-multilayer#how-it-works',
    ],
    kind: 'word',
  },
  {
    query: 'line chart',
    answers: [
      '/api/specs/xy/LineSeries',
      '/api/specs/xy/LineSeries#when-to-use-it',
      '/examples/line-series',
      '/examples/first-chart',
      '/docs/docs#draw-a-first-chart',
    ],
    kind: 'word',
  },

  // Exact prop names.
  {
    query: 'tickFormat',
    answers: [
      '/api/specs/xy/Axis#prop-tickFormat',
      '/api/specs/types/SeriesSpec#prop-tickFormat',
      '/api/specs/types/BasicSeriesSpec#prop-tickFormat',
      '/api/specs/xy/LineSeries#prop-tickFormat',
      '/api/specs/xy/BarSeries#prop-tickFormat',
      '/api/specs/xy/AreaSeries#prop-tickFormat',
      '/api/specs/xy/BubbleSeries#prop-tickFormat',
      '/api/specs/xy/HistogramBarSeries#prop-tickFormat',
      '/docs/axes-and-scales#formatting-tickformat-and-labelformat',
      '/docs/formatting#which-formatter-is-used-where',
    ],
    kind: 'prop',
  },
  {
    query: 'showLegend',
    answers: [
      '/api/specs/global/Settings#prop-showLegend',
      '/api/specs/types/LegendSpec#prop-showLegend',
      '/docs/legends#when-a-chart-needs-a-legend',
    ],
    kind: 'prop',
  },
  {
    query: 'splitSeriesAccessors',
    answers: [
      '/api/specs/types/SeriesAccessors#prop-splitSeriesAccessors',
      '/api/specs/types/BasicSeriesSpec#prop-splitSeriesAccessors',
      '/api/specs/xy/LineSeries#prop-splitSeriesAccessors',
      '/api/specs/xy/BarSeries#prop-splitSeriesAccessors',
      '/api/specs/xy/AreaSeries#prop-splitSeriesAccessors',
      '/api/specs/xy/BubbleSeries#prop-splitSeriesAccessors',
      '/api/specs/xy/HistogramBarSeries#prop-splitSeriesAccessors',
      '/docs/stacking#grouped-or-stacked-bars',
      '/examples/line-series#how-it-works',
      '/examples/area-series#how-it-works',
    ],
    kind: 'prop',
  },
  {
    query: 'headerFormatter',
    answers: [
      '/api/specs/global/Tooltip#prop-headerFormatter',
      '/docs/tooltips#the-header',
      '/docs/formatting#which-formatter-is-used-where',
      '/examples/tooltip-formatting#how-it-works',
      '/examples/tooltip#how-it-works',
    ],
    kind: 'prop',
  },
  {
    query: 'useDefaultGroupDomain',
    answers: [
      '/api/specs/types/SeriesSpec#prop-useDefaultGroupDomain',
      '/api/specs/types/BasicSeriesSpec#prop-useDefaultGroupDomain',
      '/api/specs/xy/LineSeries#prop-useDefaultGroupDomain',
      '/api/specs/xy/BarSeries#prop-useDefaultGroupDomain',
      '/api/specs/xy/AreaSeries#prop-useDefaultGroupDomain',
      '/api/specs/xy/BubbleSeries#prop-useDefaultGroupDomain',
      '/api/specs/xy/HistogramBarSeries#prop-useDefaultGroupDomain',
      '/docs/axes-and-scales#several-y-axes',
      '/docs/stacking#two-stacks-side-by-side',
      '/examples/axes-dual-y#how-it-works',
    ],
    kind: 'prop',
  },
  {
    query: 'legendStrategy',
    answers: [
      '/api/specs/global/Settings#prop-legendStrategy',
      '/api/specs/types/LegendSpec#prop-legendStrategy',
      '/docs/legends#partition-charts-hierarchy-depth-and-highlighting',
    ],
    kind: 'prop',
  },
  {
    query: 'noResults',
    answers: [
      '/api/specs/global/Settings#prop-noResults',
      '/docs/exporting-and-testing#knowing-when-a-chart-has-finished-drawing',
    ],
    kind: 'prop',
  },
  // Added for issue 47: the recipes, the chart-type guides and the upgrade pages, and the kinds of question the
  // issue names (no word in common with the answer, a unit, a browser's own error, a version).
  {
    query: 'dashboard with 30 charts loads slowly',
    answers: [
      '/docs/recipes/many-charts',
      '/docs/recipes/many-charts#mount-charts-as-they-come-into-view',
      '/docs/recipes/many-charts#what-each-chart-costs',
      '/docs/performance',
    ],
    kind: 'symptom',
  },
  {
    query: "chart doesn't shrink in css grid",
    answers: [
      '/docs/recipes/resizable-layouts',
      '/docs/recipes/resizable-layouts#let-the-cell-shrink-min-width-0',
    ],
    kind: 'symptom',
  },
  {
    query: 'does it work with react 17',
    answers: [
      '/docs/docs',
      '/docs/docs#install-the-package-and-its-peers',
      '/docs/upgrading/from-72-to-73',
    ],
    kind: 'version',
  },
  {
    query: 'bundle size kb',
    answers: [
      '/docs/recipes/library-cost',
      '/docs/recipes/library-cost#the-figures',
    ],
    kind: 'word',
  },
  {
    query: 'docs for version 68',
    answers: [
      '/docs/upgrading',
      '/docs/upgrading#reading-the-api-pages-for-your-version',
      '/docs/upgrading/from-67-to-68',
      '/docs/upgrading/from-68-to-69',
    ],
    kind: 'version',
  },
  {
    query: 'upgrade from 64 to 73',
    answers: [
      '/docs/upgrading',
      '/docs/upgrading/from-64-to-65',
    ],
    kind: 'version',
  },
  {
    query: 'Uncaught TypeError: Cannot add property 300, object is not extensible',
    answers: [
      '/docs/performance#re-renders-in-react',
      '/docs/recipes/live-data#append-and-trim',
    ],
    kind: 'error',
  },
  {
    query: 'custom domain for xDomain should be defined in Settings',
    answers: [
      '/docs/recipes/when-a-chart-throws#what-throws',
      '/docs/axes-and-scales#the-x-domain-lives-in-settings',
    ],
    kind: 'error',
  },
  {
    query: 'push a new point every second',
    answers: [
      '/docs/recipes/live-data',
      '/docs/recipes/live-data#append-and-trim',
      '/examples/live-data',
      '/examples/live-data#how-it-works',
    ],
    kind: 'task',
  },
  {
    query: 'save legend selection in localStorage',
    answers: [
      '/docs/recipes/series-visibility',
      '/docs/recipes/series-visibility#keeping-the-choice-across-a-reload',
      '/examples/series-visibility-legend',
      '/examples/series-visibility-legend#how-it-works',
    ],
    kind: 'task',
  },
  {
    query: 'error boundary around a chart',
    answers: [
      '/docs/recipes/when-a-chart-throws',
      '/docs/recipes/when-a-chart-throws#a-boundary-around-each-chart',
      '/examples/chart-error-boundary',
      '/examples/chart-error-boundary#how-it-works',
    ],
    kind: 'task',
  },
  {
    query: 'chart inside an accordion',
    answers: [
      '/docs/recipes/hidden-containers',
      '/docs/recipes/hidden-containers#accordions-and-details',
      '/examples/chart-in-collapsible',
      '/examples/chart-in-collapsible#how-it-works',
    ],
    kind: 'task',
  },
  {
    query: 'code splitting the charts library',
    answers: [
      '/docs/recipes/library-cost',
      '/docs/recipes/library-cost#loading-the-chart-on-demand',
      '/examples/chart-lazy-loading',
      '/examples/chart-lazy-loading#how-it-works',
    ],
    kind: 'task',
  },
  {
    query: 'heatmap gradient colors',
    answers: [
      '/docs/charts/heatmap#colours-bands-not-a-gradient',
      '/examples/heatmap-gradient',
      '/examples/heatmap-gradient#how-it-works',
    ],
    kind: 'task',
  },
  {
    query: 'calendar heatmap by week',
    answers: [
      '/docs/charts/heatmap#time-on-the-x-axis',
      '/docs/charts/heatmap#a-calendar-heatmap',
      '/examples/heatmap-calendar',
      '/examples/heatmap-calendar#how-it-works',
    ],
    kind: 'task',
  },
  {
    query: 'metric with sparkline trend',
    answers: [
      '/docs/charts/kpis#metric-tiles',
      '/docs/charts/kpis#context-around-the-number',
      '/examples/metric-trend',
      '/examples/metric-trend#how-it-works',
    ],
    kind: 'task',
  },
  {
    query: 'bullet graph with target and ranges',
    answers: [
      '/docs/charts/kpis#bullet-graphs',
      '/api/specs/BulletGraph',
      '/examples/bullet',
      '/examples/bullet#how-it-works',
      '/examples/bullet-ranges',
      '/examples/bullet-ranges#how-it-works',
    ],
    kind: 'task',
  },
  {
    query: 'treemap or sunburst which one',
    answers: [
      '/docs/charts/partition',
      '/docs/charts/partition#choosing-a-layout',
    ],
    kind: 'task',
  },
  {
    query: 'panel titles missing in small multiples',
    answers: [
      '/docs/charts/small-multiples#titles-axes-and-spacing',
    ],
    kind: 'symptom',
  },
  {
    query: 'annotation tooltip shows a timestamp instead of text',
    answers: [
      '/docs/charts/annotations#the-annotation-tooltip',
    ],
    kind: 'symptom',
  },
  {
    query: 'zoomable time series with timeslip',
    answers: [
      '/docs/charts/flame-and-timeslip#timeslip',
      '/examples/timeslip',
      '/examples/timeslip#how-it-works',
    ],
    kind: 'task',
  },
  {
    query: 'what was removed in 72',
    answers: [
      '/docs/upgrading/from-71-to-72',
    ],
    kind: 'version',
  },
  {
    query: 'stacked bars missing hours',
    answers: [
      '/docs/recipes/aggregation-buckets#empty-hours-and-missing-services',
      '/docs/recipes/aggregation-buckets#an-hour-without-documents',
      '/docs/recipes/aggregation-buckets#a-service-that-an-hour-does-not-list',
      '/docs/stacking#missing-points',
    ],
    kind: 'symptom',
  },
  {
    query: 'validate axis domain before rendering',
    answers: [
      '/docs/recipes/when-a-chart-throws#validate-before-rendering',
    ],
    kind: 'task',
  },
  {
    query: 'move legend below chart on small screens',
    answers: [
      '/docs/recipes/resizable-layouts',
      '/docs/recipes/resizable-layouts#moving-the-legend-when-the-cell-is-narrow',
    ],
    kind: 'task',
  },
  {
    query: 'flame graph data format',
    answers: [
      '/docs/charts/flame-and-timeslip#the-data-columns-not-rows',
      '/all-types/interfaces/ColumnarViewModel',
      '/examples/flame-graph#how-it-works',
    ],
    kind: 'task',
  },
  {
    query: 'onLegendItemClick to know which series are hidden',
    answers: [
      '/docs/recipes/series-visibility#what-the-chart-hides-by-itself',
      '/api/specs/global/Settings#prop-onLegendItemClick',
    ],
    kind: 'task',
  },
  // The theme builder (/theme-builder, issue 48), chosen by reading the page and the theming guide's
  // paragraph that leads to it.
  {
    query: 'theme builder',
    answers: ['/theme-builder', '/docs/theming#basetheme-and-theme'],
    kind: 'word',
  },
  {
    query: 'visual editor for the chart theme',
    answers: ['/theme-builder', '/docs/theming#basetheme-and-theme'],
    kind: 'word',
  },
  {
    query: 'try theme changes live without writing code',
    answers: ['/theme-builder'],
    kind: 'task',
  },
  {
    query: 'make a PartialTheme from our brand colours',
    answers: ['/theme-builder', '/docs/theming#basetheme-and-theme', '/docs/theming#colour-palettes'],
    kind: 'task',
  },
  {
    query: 'download the theme as a ts file',
    answers: ['/theme-builder'],
    kind: 'task',
  },
  {
    query: 'send my custom theme to a colleague as a url',
    answers: ['/theme-builder'],
    kind: 'task',
  },
  {
    query: 'theme genrator',
    answers: ['/theme-builder'],
    kind: 'typo',
  },
  {
    query: 'palette colours look the same to colour blind users',
    answers: [
      '/theme-builder',
      '/docs/accessibility#series-colours',
      '/docs/accessibility#colour-and-contrast',
      '/docs/theming#colour-palettes',
    ],
    kind: 'symptom',
  },
];
