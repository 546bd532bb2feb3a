/** What a chart's box says until its chart has rendered (the search index leaves it out of every page's text). */
export const CHART_PLACEHOLDER_TEXT = 'Loading the chart…';
