// @ts-check
/**
 * A loader for the browser's copy of `.docusaurus/registry.js`, the map from each chunk name to
 * `[load, modulePath, moduleId]`. The module path is read only while the server renders a page
 * (react-loadable reports it to find the page's chunks); in the browser it is dead weight in the
 * script every page loads first, one `@site/...` string per route module. This drops it there.
 *
 * An entry reads:
 *   "1df93b7f": [() => import(/* webpackChunkName: "1df93b7f" *\/ "@site/src/pages/index.tsx"), "@site/src/pages/index.tsx", require.resolveWeak("@site/src/pages/index.tsx")],
 * and becomes:
 *   "1df93b7f": [() => import(/* webpackChunkName: "1df93b7f" *\/ "@site/src/pages/index.tsx"), 0, require.resolveWeak("@site/src/pages/index.tsx")],
 */

/** The module path between an entry's loader and its `require.resolveWeak` (JSON-quoted, so escapes are kept). */
const MODULE_PATH = /(\), )("(?:[^"\\]|\\.)*")(, require\.resolveWeak\()/g;
/** How many entries the file has, counted independently of the pattern above. */
const ENTRY = /require\.resolveWeak\(/g;

/**
 * @this {{ resourcePath: string }}
 * @param {string} source
 * @returns {string}
 */
module.exports = function registryWithoutModulePaths(source) {
  const entries = (source.match(ENTRY) ?? []).length;
  let replaced = 0;
  const result = source.replace(MODULE_PATH, (_match, before, _modulePath, after) => {
    replaced += 1;
    return `${before}0${after}`;
  });
  // Docusaurus writes this file; if its shape changes, say so rather than ship a half-rewritten map.
  if (entries === 0 || replaced !== entries) {
    throw new Error(
      `lean-entry-scripts: ${this.resourcePath} has ${entries} registry entries but ${replaced} matched ` +
        '`[load, "modulePath", require.resolveWeak(...)]`. Docusaurus changed the registry format: update ' +
        'src/plugins/lean-entry-scripts/registryWithoutModulePaths.cjs.',
    );
  }
  return result;
};
