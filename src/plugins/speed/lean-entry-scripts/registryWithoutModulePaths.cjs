// @ts-check
/**
 * A loader for the browser's copy of `.docusaurus/registry.js`, the map from each chunk name to
 * `[load, modulePath, moduleId]`. Two things in it serve the browser nothing:
 * - the module path is read only while the server renders a page (react-loadable reports it to
 *   find the page's chunks); in the browser it is one `@site/...` string per route module;
 * - the chunk name, key and `webpackChunkName`, is an 8-character hash; it becomes its short
 *   stand-in (`chunkNameTokens.cjs`), which the route table's loader uses too.
 *
 * An entry reads:
 *   "1df93b7f": [() => import(/* webpackChunkName: "1df93b7f" *\/ "@site/src/pages/index.tsx"), "@site/src/pages/index.tsx", require.resolveWeak("@site/src/pages/index.tsx")],
 * and becomes:
 *   "4c": [() => import(/* webpackChunkName: "4c" *\/ "@site/src/pages/index.tsx"), 0, require.resolveWeak("@site/src/pages/index.tsx")],
 */
const { chunkNameTokens, tokenOf } = require('./chunkNameTokens.cjs');

/** An entry's key and chunk name, which are the same: `"name": [() => import(/* webpackChunkName: "name" *\/` */
const ENTRY_HEAD = /^( {2})"([^"]+)"(: \[\(\) => import\(\/\* webpackChunkName: )"\2"/gm;
/** The module path between an entry's loader and its `require.resolveWeak` (JSON-quoted, so escapes are kept). */
const MODULE_PATH = /(\), )("(?:[^"\\]|\\.)*")(, require\.resolveWeak\()/g;
/** How many entries the file has, counted independently of the patterns above. */
const ENTRY = /require\.resolveWeak\(/g;

/**
 * @this {{ resourcePath: string }}
 * @param {string} source
 * @returns {string}
 */
module.exports = function registryWithoutModulePaths(source) {
  const entries = (source.match(ENTRY) ?? []).length;
  const tokens = chunkNameTokens(source);
  let renamed = 0;
  let withoutPath = 0;
  const result = source
    // String.replace gives its callback the groups as `any`; ENTRY_HEAD always captures the name, a string.
    .replace(ENTRY_HEAD, (_match, indent, /** @type {string} */ name, middle) => {
      renamed += 1;
      const token = JSON.stringify(tokenOf(tokens, name, this.resourcePath));
      return `${indent}${token}${middle}${token}`;
    })
    .replace(MODULE_PATH, (_match, before, _modulePath, after) => {
      withoutPath += 1;
      return `${before}0${after}`;
    });
  // Docusaurus writes this file; if its shape changes, say so rather than ship a half-rewritten map.
  if (entries === 0 || renamed !== entries || withoutPath !== entries) {
    throw new Error(
      `lean-entry-scripts: ${this.resourcePath} has ${entries} registry entries; ${renamed} matched ` +
        '`"name": [() => import(/* webpackChunkName: "name" */` and ' +
        `${withoutPath} matched \`[load, "modulePath", require.resolveWeak(...)]\`. Docusaurus changed the ` +
        'registry format: update src/plugins/speed/lean-entry-scripts/registryWithoutModulePaths.cjs.',
    );
  }
  return result;
};
