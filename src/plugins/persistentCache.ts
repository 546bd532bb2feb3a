/**
 * Rspack's persistent cache keeps a loader's output until one of the cache's build dependencies
 * changes, and Docusaurus lists only its own files and the site config: an edit to a plugin's
 * loader went unseen by the next build. A plugin with loaders adds its folder to that list.
 */
export function cacheDependsOn(config: { experiments?: unknown }, pluginDir: string): void {
  const experiments = config.experiments;
  if (typeof experiments !== 'object' || experiments === null || !('cache' in experiments)) return;
  const { cache } = experiments;
  if (typeof cache !== 'object' || cache === null || !('type' in cache) || cache.type !== 'persistent') return;
  const listed = 'buildDependencies' in cache && Array.isArray(cache.buildDependencies) ? (cache.buildDependencies as unknown[]) : [];
  Object.assign(cache, { buildDependencies: [...listed, pluginDir] });
}
