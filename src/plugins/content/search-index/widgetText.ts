import {
  CHART_PLACEHOLDER_TEXT,
  HIDE_SOURCE_TEXT,
  SHOW_SOURCE_TEXT,
} from '../../../components/ChartExample/placeholderText';

/**
 * An example's toolbar, as the server renders it (src/components/ChartExample/ExampleToolbar.tsx): its
 * buttons' words in a row. A page's prose may name one of the buttons ("Open in StackBlitz runs the same
 * files"); the run of the three is the toolbar's.
 */
export const EXAMPLE_TOOLBAR_TEXT = /Edit\s*Download project\s*Open in StackBlitz/g;

/** A guide's folded example source's summary, read with both states' words and its line count. */
export const FOLDED_SOURCE_TEXT = new RegExp(`${SHOW_SOURCE_TEXT}\\s*${HIDE_SOURCE_TEXT}\\s*\\(\\d+ lines\\)`, 'g');

/**
 * Text of the site's own widgets that the scanner finds in a page but a reader never searches for:
 * a chart's placeholder, an example's toolbar, and a guide's folded source's summary.
 */
export const WIDGET_TEXT: readonly (string | RegExp)[] = [
  CHART_PLACEHOLDER_TEXT,
  EXAMPLE_TOOLBAR_TEXT,
  FOLDED_SOURCE_TEXT,
];
