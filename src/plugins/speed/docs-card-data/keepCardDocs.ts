import type { RouteConfig } from '@docusaurus/types';
import type { PropVersionMetadata } from '@docusaurus/plugin-content-docs';
import { cardDocIds, docLinkedCategoryHrefs } from './cardDocIds';

/** What the rule needs from the site: which component draws a generated index, and how to read a doc's source. */
export type CardPagesSource = {
  /** The docs plugin's `docCategoryGeneratedIndexComponent` option. */
  generatedIndexComponent: string;
  /** The text of a doc's source, by its path relative to the site (a route's `metadata.sourceFilePath`). */
  readSource: (sourceFilePath: string) => string;
};

/** What in a doc's source lists its category's cards: the theme's card components or the hook they read. */
const LISTS_CARDS = /@theme\/DocCard(List)?\b|useCurrentSidebarCategory/;

function isVersionMetadata(value: unknown): value is PropVersionMetadata {
  if (typeof value !== 'object' || value === null) return false;
  const { docs, docsSidebars } = value as Partial<Record<keyof PropVersionMetadata, unknown>>;
  return typeof docs === 'object' && docs !== null && typeof docsSidebars === 'object' && docsSidebars !== null;
}

function descendants(route: RouteConfig): RouteConfig[] {
  return (route.routes ?? []).flatMap((child) => [child, ...descendants(child)]);
}

/**
 * The version's `docs` map cut down to the docs a category card can show: the links of the categories
 * whose page is a generated index among `routes` (the version route's). A category linked to a doc keeps
 * none, and its doc must not list cards: one that does is an error that says so, rather than a page whose
 * cards throw "no version doc found by id".
 */
export function keepCardDocs(
  version: PropVersionMetadata,
  routes: RouteConfig[],
  site: CardPagesSource,
): PropVersionMetadata {
  const cardPages = new Set(routes.filter((r) => r.component === site.generatedIndexComponent).map((r) => r.path));
  for (const href of docLinkedCategoryHrefs(version.docsSidebars, cardPages)) {
    const source = routes.find((r) => r.path === href)?.metadata?.sourceFilePath;
    if (source !== undefined && LISTS_CARDS.test(site.readSource(source))) {
      throw new Error(
        `docs-card-data: ${source} lists its category's cards, but the docs of a category linked to a doc are cut ` +
          'from the version data. Make the category a generated index, or keep its docs in ' +
          'src/plugins/speed/docs-card-data/cardDocIds.ts.',
      );
    }
  }
  const keep = cardDocIds(version.docsSidebars, cardPages);
  return { ...version, docs: Object.fromEntries(Object.entries(version.docs).filter(([id]) => keep.has(id))) };
}

/**
 * The route tree with every version route's `version` prop passed through `keepCardDocs`. A route
 * with a `version` prop of another shape means the docs plugin changed: that is an error, not
 * something to pass through silently.
 */
export function withCardDocsOnly(route: RouteConfig, site: CardPagesSource): RouteConfig {
  const version = route.props?.version;
  let props = route.props;
  if (version !== undefined) {
    if (!isVersionMetadata(version)) {
      throw new Error(
        `docs-card-data: the route ${route.path} has a \`version\` prop without \`docs\` and \`docsSidebars\`. ` +
          'The docs plugin changed its version data: update src/plugins/speed/docs-card-data.',
      );
    }
    props = { ...route.props, version: keepCardDocs(version, descendants(route), site) };
  }
  return { ...route, props, routes: route.routes?.map((child) => withCardDocsOnly(child, site)) };
}
