import type { RouteConfig } from '@docusaurus/types';
import type { PropVersionMetadata } from '@docusaurus/plugin-content-docs';
import { cardDocIds } from './cardDocIds';

function isVersionMetadata(value: unknown): value is PropVersionMetadata {
  if (typeof value !== 'object' || value === null) return false;
  const { docs, docsSidebars } = value as Partial<Record<keyof PropVersionMetadata, unknown>>;
  return typeof docs === 'object' && docs !== null && typeof docsSidebars === 'object' && docsSidebars !== null;
}

/** The version's `docs` map cut down to the docs a category card can show. */
export function keepCardDocs(version: PropVersionMetadata): PropVersionMetadata {
  const keep = cardDocIds(version.docsSidebars);
  return { ...version, docs: Object.fromEntries(Object.entries(version.docs).filter(([id]) => keep.has(id))) };
}

/**
 * The route tree with every version route's `version` prop passed through `keepCardDocs`. A route
 * with a `version` prop of another shape means the docs plugin changed: that is an error, not
 * something to pass through silently.
 */
export function withCardDocsOnly(route: RouteConfig): RouteConfig {
  const version = route.props?.version;
  let props = route.props;
  if (version !== undefined) {
    if (!isVersionMetadata(version)) {
      throw new Error(
        `docs-card-data: the route ${route.path} has a \`version\` prop without \`docs\` and \`docsSidebars\`. ` +
          'The docs plugin changed its version data: update src/plugins/speed/docs-card-data.',
      );
    }
    props = { ...route.props, version: keepCardDocs(version) };
  }
  return { ...route, props, routes: route.routes?.map(withCardDocsOnly) };
}
