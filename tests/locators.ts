import type { Locator, Page } from '@playwright/test';

/** The navbar of every page. */
export function navbar(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main' });
}

/** The navbar's search box. */
export function searchBox(page: Page): Locator {
  return navbar(page).getByRole('searchbox', { name: 'Search', exact: true });
}

/** The links of the search results under the box; `href`, if given, picks those to that URL (or starting with it, ending in `*`). */
export function searchResults(page: Page, href?: string): Locator {
  const links = navbar(page).getByRole('list', { name: 'Search results' }).getByRole('link');
  if (href === undefined) return links;
  return links.and(page.locator(href.endsWith('*') ? `[href^="${href.slice(0, -1)}"]` : `[href="${href}"]`));
}

/** The colour-mode toggle (within `scope`, the whole page by default); its name also says the current mode. */
export function colourModeToggle(scope: Page | Locator): Locator {
  return scope.getByRole('button', { name: /Switch between dark and light mode/ });
}
