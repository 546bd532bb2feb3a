/**
 * What opens the list of examples under a prop's description. The search index leaves that list
 * out of the row's text: it is links to example pages, which are indexed on their own.
 */
export const PROP_EXAMPLES_LABEL = 'In use:';

/** How many example links a row shows before its "and N more" button (the rest come on a click). */
export const IN_USE_SHOWN = 5;
