import type { ReaderQuestion } from './readerQuestions';

/**
 * Fifteen more reader questions, on topics or in phrasings that `READER_QUESTION_SET` does not use, with
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
];
