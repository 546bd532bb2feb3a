import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { expectChartsDrawn } from './charts';
import { holdRequests } from './network';
import { colourModeToggle, searchBox, searchResults } from './locators';

/** The page chunks of a client-side navigation: Docusaurus's bundles are all under /assets/js/. */
const CHUNKS = '**/assets/js/*.js';

/**
 * A hydrated /docs/docs, settled: the search box is enabled only once React runs the page, and the page's
 * opening chart is drawn, so its example's chunk is in before a test fails the chunks of the next page (a chunk
 * of this page's chart still on its way was failed too, and its error logged: CI of 688ee35).
 */
async function openIntroduction(page: Page) {
  await page.goto('/docs/docs');
  await expect(searchBox(page)).toBeEnabled();
  await expectChartsDrawn(page.locator('article'));
}

function troubleshootingLink(page: Page) {
  return page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Troubleshooting' });
}

test.describe('page loading', () => {
  test('the spinner shows while a page chunk is slow to arrive', async ({ page }) => {
    await openIntroduction(page);
    const release = await holdRequests(page, CHUNKS);
    await troubleshootingLink(page).click();
    await expect(page.getByRole('status', { name: 'Loading the page' })).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Troubleshooting');
  });

  test.describe('when a page chunk fails', () => {
    test.use({
      expectedConsole: {
        messages: [
          /^Failed to load resource: net::ERR_FAILED$/, // the chunk requests this test aborts
          /^Loading \/docs\/troubleshooting failed; the page offers Retry\./, // our log of that failure
        ],
      },
    });

    test('the red box shows the error and Retry, and Retry loads the page once the chunk is back', async ({ page }) => {
      await openIntroduction(page);
      let reachable = false;
      await page.route(CHUNKS, (route) => (reachable ? route.continue() : route.abort('failed')));
      await troubleshootingLink(page).click();
      const box = page.getByRole('alert');
      await expect(box).toContainText(/chunk|failed/i);
      await expect(page).toHaveURL(/\/docs\/troubleshooting$/);
      reachable = true;
      await box.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Troubleshooting');
      await expect(page.getByRole('alert')).toHaveCount(0);
    });
  });
});

test.describe('crash page', () => {
  const MESSAGE = 'Crash test: this page threw while rendering';
  // React reports the error it caught; the test makes the page throw on purpose.
  test.use({ expectedConsole: { messages: [new RegExp(MESSAGE)] } });

  test("a render error shows 'This page crashed.' titled 'Page Error', and 'Try again' recovers", async ({ page }) => {
    // The trigger: CrashTestProbe (in every Markdown page) throws when this window property is set.
    await page.addInitScript((message) => {
      (window as unknown as Record<string, string>).__docsCrashTest = message;
    }, MESSAGE);
    await page.goto('/docs/docs');
    await expect(page.getByRole('heading', { name: 'This page crashed.' })).toBeVisible();
    await expect(page.getByText(MESSAGE)).toBeVisible();
    await expect(page).toHaveTitle('Page Error');
    // The cause goes away; Try again renders the page.
    await page.evaluate(() => {
      delete (window as unknown as Record<string, string>).__docsCrashTest;
    });
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Getting started');
    await expect(page.getByRole('heading', { name: 'This page crashed.' })).toHaveCount(0);
  });
});

test.describe('search index unreachable', () => {
  test.use({
    expectedConsole: {
      messages: [
        /^Failed to load resource/, // the index requests this test fails
        /^SearchBar: the search index could not be loaded/, // our log of that failure
      ],
    },
  });

  for (const fault of ['network error', 'HTTP 500'] as const) {
    test(`(${fault}): the box says search is unavailable and the page still works`, async ({ page }) => {
      await page.route(/\/(search-doc|lunr-index)-\d+\.json$/, (route) =>
        fault === 'network error'
          ? route.abort('failed')
          : route.fulfill({ status: 500, body: 'Internal Server Error' }),
      );
      await page.goto('/docs/docs');
      const box = searchBox(page);
      await expect(box).toHaveAttribute('placeholder', 'Search unavailable');
      await expect(box).toBeDisabled();
      await expect(box).toHaveAccessibleDescription(/could not be loaded/);
      await colourModeToggle(page).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await troubleshootingLink(page).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Troubleshooting');
    });
  }
});

test.describe('local storage', () => {
  // Docusaurus reports that it cannot use the storage (once when it is missing, on every call when
  // it throws); that is the fault injected here.
  test.use({
    expectedConsole: {
      messages: [/^Docusaurus browser storage is not available/, /^Docusaurus storage error, can't /],
    },
  });

  const FAULTS = {
    unavailable: () =>
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      }),
    throwing: () => {
      for (const method of ['getItem', 'setItem', 'removeItem'] as const) {
        Storage.prototype[method] = () => {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        };
      }
    },
  };

  for (const [name, fault] of Object.entries(FAULTS)) {
    test(`${name}: the colour mode, navigation, search and charts still work`, async ({ page }) => {
      await page.addInitScript(fault);
      await openIntroduction(page);
      await colourModeToggle(page).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await troubleshootingLink(page).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Troubleshooting');
      await searchBox(page).fill('LineSeries');
      await expect(searchResults(page).first()).toBeVisible();
      await page.goto('/examples/line-series');
      await expect(page.locator('[data-ech-render-complete="true"]')).toHaveCount(1);
    });
  }
});
