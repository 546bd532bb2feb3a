import type { Locator, Page } from '@playwright/test';

/** The navbar of every page. */
export function navbar(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main' });
}

/**
 * The navbar's search box. It is a searchbox until the index loads, then a combobox (autocomplete.js
 * sets the role), so it is found by its label.
 */
export function searchBox(page: Page): Locator {
  return navbar(page).getByLabel('Search', { exact: true });
}

/** The colour-mode toggle (within `scope`, the whole page by default); its name also says the current mode. */
export function colourModeToggle(scope: Page | Locator): Locator {
  return scope.getByRole('button', { name: /Switch between dark and light mode/ });
}
