import { existsSync } from 'node:fs';
import path from 'node:path';

/** The file a route's page was written to: `build/docs/tooltips/index.html`, `build/index.html` for `/`. */
export function htmlFileOf(outDir: string, route: string): string {
  return path.join(outDir, route, 'index.html');
}

/**
 * The routes that are pages a reader can open: every route the build wrote a page for, less the
 * not-found page (`/404.html`, written as a file of its own). The sitemap lists the same pages; the
 * sitemap plugin writes it in a postBuild of its own, alongside this one, so it cannot be read here.
 */
export function builtPages(routesPaths: readonly string[], outDir: string): string[] {
  const pages = [...new Set(routesPaths)].filter(
    (route) => !route.endsWith('.html') && existsSync(htmlFileOf(outDir, route)),
  );
  if (pages.length === 0)
    throw new Error(`markdown-twins: none of the ${routesPaths.length} routes has a page in ${outDir}.`);
  return pages.sort();
}
