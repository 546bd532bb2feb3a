import type { ChartExampleData } from '../chart-examples/types';

/** What converting one page needs besides its HTML. */
export interface PageContext {
  /** The page's absolute URL on the published site (`https://elastic.github.io/docs/tooltips`). */
  url: string;
  /** An `href` or `src` of the page, absolute: a twin is read away from the site, where `/docs/…` leads nowhere. */
  absolute(href: string): string;
  /** The example modules by name, for a live chart's source. */
  examples: ReadonlyMap<string, ChartExampleData>;
}

export function pageContext(
  siteUrl: string,
  route: string,
  examples: ReadonlyMap<string, ChartExampleData>,
): PageContext {
  const url = new URL(route, siteUrl).href;
  return { url, absolute: (href) => new URL(href, url).href, examples };
}
