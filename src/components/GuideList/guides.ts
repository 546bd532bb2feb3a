import type { GUIDES } from '@site/src/sidebars/guides';
import type { CHART_GUIDES } from '@site/src/sidebars/chartGuides';
import type { RECIPES } from '@site/src/sidebars/recipes';

/** A guide's id: its file `docs/{id}.mdx`, served at `/docs/{id}`. */
export type GuideId = (typeof GUIDES)[number];
/** A chart-type guide's or a recipe's id: its file `docs/{id}.mdx` (`charts/heatmap`, `recipes/live-data`). */
export type ChartGuideId = (typeof CHART_GUIDES)[number];
export type RecipeId = (typeof RECIPES)[number];

interface PageSummary {
  /** The page's own title (its front matter's), so a link reads as the page it opens: a unit test compares them. */
  title: string;
  summary: string;
}

/**
 * What each guide teaches, in one line of our own, for the lists on the home page and Getting started.
 * `title` is the guide's own title (its front matter), so a link reads as the page it opens.
 * Typed by the guide ids, so a guide added to `GUIDES` without a line here fails the type check.
 */
export const GUIDE_SUMMARIES: Record<GuideId, PageSummary> = {
  events: {
    title: 'Events and interactions',
    summary:
      'What each handler receives when a reader hovers, clicks, brushes a range or moves the cursor, and how to sync cursors across charts.',
  },
  tooltips: {
    title: 'Tooltips',
    summary:
      "Choose the tooltip's type, format its header and values, pick and order its rows, place it, pin it with actions or draw your own.",
  },
  legends: {
    title: 'Legends',
    summary:
      'Place and size the legend, print a value per series in it, sort its items, and decide what clicking, hovering and recolouring do.',
  },
  'axes-and-scales': {
    title: 'Axes and scales',
    summary:
      'How the series set the scales and their domains, and how axes draw them: ticks, formats, log scales, a second y axis, long labels.',
  },
  formatting: {
    title: 'Formatting numbers and time',
    summary:
      'Where the chart calls your formatters, numbers with Intl.NumberFormat, and time zones, locales and the week start on a time axis.',
  },
  stacking: {
    title: 'Stacking and percentages',
    summary:
      'Which series stack together, stacks scaled to 100%, the order of a stack, missing points, and bands drawn from a lower bound instead.',
  },
  theming: {
    title: 'Theming',
    summary:
      "Base and partial themes, palettes and per-series styles, the stylesheet that must match the theme, and the app's light or dark mode.",
  },
  accessibility: {
    title: 'Accessibility',
    summary:
      'What a screen reader and a keyboard get from a chart, and what to add: a name, a description, a data table, more than colour, less motion.',
  },
  performance: {
    title: 'Large data and performance',
    summary:
      'Where the time goes from props to pixels, measured, and what keeps a chart fast with many points, many series and frequent React renders.',
  },
  'exporting-and-testing': {
    title: 'Exporting and testing charts',
    summary:
      'Save a chart as a PNG, tell when it has finished drawing, check its values in end-to-end tests, and what it needs in jsdom and screenshot tests.',
  },
};

/** What each chart-type guide covers, for the home page's list beside the guides. */
export const CHART_GUIDE_SUMMARIES: Record<ChartGuideId, PageSummary> = {
  'charts/partition': {
    title: 'Partition charts',
    summary: 'Sunbursts, pies, donuts, treemaps, icicles, mosaics and waffles from one spec: layouts, layers, labels.',
  },
  'charts/heatmap': {
    title: 'Heatmaps',
    summary: 'One value per row and column as a coloured cell: data shape, colour bands, time columns, selection.',
  },
  'charts/kpis': {
    title: 'KPIs: Metric, Bullet, Goal and Meter',
    summary: 'Key figures as tiles with trends or progress, bullet graphs against targets, gauges and bars.',
  },
  'charts/annotations': {
    title: 'Annotations',
    summary: 'Lines and bands for limits, ranges and events, with markers, tooltips and room on the axis.',
  },
  'charts/small-multiples': {
    title: 'Small multiples',
    summary: 'One chart split into panels on shared scales, with their titles, legend, cursor and tooltip.',
  },
  'charts/flame-and-timeslip': {
    title: 'Flame graphs and Timeslip',
    summary: 'A profile as a flame graph, and a time chart that asks for data at the zoom level it shows.',
  },
};

/** What each recipe builds, for the home page's list beside the guides. */
export const RECIPE_SUMMARIES: Record<RecipeId, PageSummary> = {
  'recipes/many-charts': {
    title: 'Many charts on one page',
    summary: 'A dashboard that mounts charts as they scroll into view and moves one cursor through all of them.',
  },
  'recipes/live-data': {
    title: 'Live data',
    summary: 'A new point every second on a sliding window, with steady axes, a pause and the cost of an update.',
  },
  'recipes/resizable-layouts': {
    title: 'Resizable layouts',
    summary: 'Charts in grid and flex cells that shrink, and what a narrow chart should leave out.',
  },
  'recipes/aggregation-buckets': {
    title: 'From aggregation buckets to series',
    summary: 'An Elasticsearch date histogram split by terms, turned into rows for stacked bars.',
  },
  'recipes/series-visibility': {
    title: 'Series visibility the app controls',
    summary: 'Hidden series kept across reloads and charts, with a custom legend or buttons of your own.',
  },
  'recipes/hidden-containers': {
    title: 'Charts in tabs, modals and collapsed panels',
    summary: 'What a chart does without a size, and how to mount it so it draws once, at the right size.',
  },
  'recipes/when-a-chart-throws': {
    title: 'When a chart throws',
    summary: 'The configurations that throw, where the error lands, and a boundary that keeps the page.',
  },
  'recipes/library-cost': {
    title: 'What the library costs to load',
    summary: "The library's weight in a bundle, why one import brings all of it, and loading it on demand.",
  },
};
