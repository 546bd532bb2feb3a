import routes from '@generated/routes';
import type { RouteConfig } from 'react-router-config';

/**
 * How long a client-side navigation keeps the previous page (with the progress bar) while the next
 * page's chunks load; past that, the next page renders and `@theme/Loading` shows its spinner.
 */
const KEEP_PREVIOUS_PAGE_MS = 1000;

/**
 * Page loading as spec §4 describes it, for client-side navigation: the spinner while a page chunk
 * loads, and when a chunk fails, the Loading box's error text with Retry. Docusaurus preloads a
 * route's chunks before it renders the route and, when that fails, reloads the whole page. Here,
 * once the first page is up, each route's preload settles instead of failing (the failure is
 * logged), and settles at the latest after KEEP_PREVIOUS_PAGE_MS, so the route renders; its
 * loadable component then shows the spinner while the chunk is still on its way, or the error and
 * Retry, which imports the chunk again.
 *
 * The first page keeps Docusaurus's own behaviour: it must render exactly the server's HTML to
 * hydrate, so it waits for its chunks (and if they fail, the server-rendered page stays readable).
 */
type Preloadable = { preload?: () => Promise<unknown> };

let firstPageRendered = false;

/** Docusaurus calls this after every route render, the first one included. */
export function onRouteDidUpdate(): void {
  firstPageRendered = true;
}

function settleInTime(route: RouteConfig): void {
  const component = route.component as Preloadable | undefined;
  const preload = component?.preload;
  if (component && preload) {
    component.preload = () => {
      if (!firstPageRendered) return preload.call(component);
      return Promise.race([
        preload.call(component).catch((error: unknown) => {
          console.error(`Loading ${route.path ?? 'a page'} failed; the page offers Retry.`, error);
        }),
        new Promise<void>((resolve) => setTimeout(resolve, KEEP_PREVIOUS_PAGE_MS)),
      ]);
    };
  }
  route.routes?.forEach(settleInTime);
}

// Runs once, when the client modules load, before Docusaurus's first preload.
routes.forEach(settleInTime);
