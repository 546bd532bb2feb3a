/**
 * Rspack's persistent cache (and webpack's filesystem cache) keeps a loader's output until one of
 * the cache's build dependencies changes, and Docusaurus lists only its own files and the site
 * config: an edit to a plugin's loader went unseen by the next build. A plugin with loaders returns
 * this from `configureWebpack`, and Docusaurus's documented merge appends its folder to the list
 * (Rspack: `experiments.cache.buildDependencies`; webpack, under DOCS_STOCK: `cache.buildDependencies`).
 * With the cache off (`DOCUSAURUS_NO_PERSISTENT_CACHE`) there is nothing to add to.
 */
export function cacheDependsOn(config: { cache?: unknown; experiments?: unknown }, pluginDir: string): CacheDependency {
  if (isCache(field(config.experiments, 'cache'), 'persistent'))
    return { experiments: { cache: { buildDependencies: [pluginDir] } } };
  if (isCache(config.cache, 'filesystem'))
    return { cache: { type: 'filesystem', buildDependencies: { plugins: [pluginDir] } } };
  return {};
}

export interface CacheDependency {
  experiments?: { cache: { buildDependencies: string[] } };
  cache?: { type: 'filesystem'; buildDependencies: { plugins: string[] } };
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null && key in value
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

function isCache(cache: unknown, type: string): boolean {
  return field(cache, 'type') === type;
}
