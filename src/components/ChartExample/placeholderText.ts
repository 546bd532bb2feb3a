/** What a chart's box says until its chart has rendered (the search index leaves it out of every page's text). */
export const CHART_PLACEHOLDER_TEXT = 'Loading the chart…';

/**
 * What a guide's folded example source says in its summary, folded and open, before its line count
 * (the search index leaves the summary out of every page's text).
 */
export const SHOW_SOURCE_TEXT = 'Show the source';
export const HIDE_SOURCE_TEXT = 'Hide the source';
