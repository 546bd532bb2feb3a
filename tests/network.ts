import type { Page, Response } from '@playwright/test';

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

export interface Script {
  url: string;
  body: Buffer;
}

/**
 * Starts recording the scripts the page (not a worker) receives; `stop()` stops recording and gives them, every
 * body read before it answers: a read still pending when a test ended failed it at random ("response.body: Test
 * ended", CI of stop 49). A file the idle prefetcher fetches is not a script (its type is 'other'), which matters:
 * the browser keeps no body of a prefetch for the protocol to read.
 */
export function watchScripts(page: Page): { stop(): Promise<Script[]> } {
  const reads: Promise<Script>[] = [];
  const collect = (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    reads.push(response.body().then((body) => ({ url: response.url(), body })));
  };
  page.on('response', collect);
  return {
    stop() {
      page.off('response', collect);
      return Promise.all(reads);
    },
  };
}

/** Visits `route` in a fresh page and returns the scripts it requested before its load event. */
export async function scriptsBeforeLoad(page: Page, route: string): Promise<Script[]> {
  let loaded = false;
  const pending: Promise<Script>[] = [];
  page.on('request', (request) => {
    if (request.resourceType() !== 'script' || loaded) return;
    pending.push(
      request.response().then(async (response) => {
        if (!response) throw new Error(`no response for ${request.url()}`);
        return { url: request.url(), body: await response.body() };
      }),
    );
  });
  page.once('load', () => {
    loaded = true;
  });
  await page.goto(route, { waitUntil: 'load' });
  return Promise.all(pending);
}

/**
 * Records the page's failed requests and error responses from now on, for a test to assert none
 * happened: a page that loads and hydrates can still have lost a chunk, a font or a chart's data.
 */
export function watchRequests(page: Page): string[] {
  const failed: string[] = [];
  page.on('requestfailed', (request) => {
    // Leaving a page cancels what it still had in flight (a prefetch, a lazy chart): not a failure.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    failed.push(`${request.url()}: ${request.failure()?.errorText}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.url()}: HTTP ${response.status()}`);
  });
  return failed;
}
