import type { Locator, Page } from '@playwright/test';

/** The navbar of every page. */
export function navbar(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main' });
}

/** The navbar's search box. */
export function searchBox(page: Page): Locator {
  return navbar(page).getByRole('searchbox', { name: 'Search', exact: true });
}

/**
 * The links of the search results under the box. `href` picks those to that URL (or starting with
 * it, ending in `*`); `query` waits for the list that answers that query (the list is labelled with
 * it), not the answer to an earlier keystroke.
 */
export function searchResults(page: Page, href?: string, query?: string): Locator {
  const list = navbar(page).getByRole('list', {
    name: query === undefined ? /^Search results for “/ : `Search results for “${query}”`,
    exact: true,
  });
  const links = list.getByRole('link');
  if (href === undefined) return links;
  return links.and(page.locator(href.endsWith('*') ? `[href^="${href.slice(0, -1)}"]` : `[href="${href}"]`));
}

/** The colour-mode toggle (within `scope`, the whole page by default); its name also says the current mode. */
export function colourModeToggle(scope: Page | Locator): Locator {
  return scope.getByRole('button', { name: /Switch between dark and light mode/ });
}
