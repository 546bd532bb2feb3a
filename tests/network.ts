import type { Page } from '@playwright/test';

/**
 * Holds every request matching `url` until the returned `release()` is called, so a test can look
 * at the page while those files are still on their way. Returns once the route is in place.
 */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
