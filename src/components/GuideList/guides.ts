import type { GUIDES } from '@site/src/sidebars/guides';

/** A guide's id: its file `docs/{id}.mdx`, served at `/docs/{id}`. */
export type GuideId = (typeof GUIDES)[number];

/**
 * What each guide teaches, in one line of our own, for the lists on the home page and Getting started.
 * `title` is the guide's own title (its front matter), so a link reads as the page it opens.
 * Typed by the guide ids, so a guide added to `GUIDES` without a line here fails the type check.
 */
export const GUIDE_SUMMARIES: Record<GuideId, { title: string; summary: string }> = {
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
