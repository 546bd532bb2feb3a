/**
 * Where a page's Markdown twin is: its path with `.md` appended (`/docs/tooltips` →
 * `/docs/tooltips.md`). A path that ends in `/` loses it first (`/all-types/` → `/all-types.md`,
 * `/all-types/namespaces/Axis/` → `/all-types/namespaces/Axis.md`), and the home page's twin is
 * `/index.md`. Shared by the plugin that writes the twins, the page's "View as Markdown" link and
 * the tests; plain string work, so the browser's bundle takes it as it is.
 */
export function twinPathOf(pathname: string): string {
  const path = pathname.replace(/\/+$/, '');
  return `${path === '' ? '/index' : path}.md`;
}
