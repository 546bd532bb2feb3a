/** The event the page sends the navbar's search box to be focused, as Ctrl+K does. */
export const FOCUS_SEARCH_EVENT = 'elastic-charts-docs:focus-search';

/**
 * Asks the navbar's search box for the focus, from a control elsewhere on the page (the not-found
 * page's "Search the docs"). Like Ctrl+K, it starts loading the index if it is not in yet, and the box
 * takes the focus once it is enabled. A module of its own, so a caller does not bring the bar's code.
 */
export function requestSearchFocus(): void {
  document.dispatchEvent(new Event(FOCUS_SEARCH_EVENT));
}
