// @ts-check
/**
 * A loader for the browser's copy of `.docusaurus/routes.js`. Docusaurus keeps each route's chunk
 * names in a module of their own, `routesChunkNames.json`, keyed by the route's path and hash
 * (`"/docs/docs-907": { "__comp": "17896441", "content": "9aa50be9" }`). That spells every path of
 * the site a second time, far from the first in the main script, where gzip finds no repeat.
 *
 * Here each route carries its chunk names (as their stand-ins, `chunkNameTokens.cjs`) next to its
 * path, and fills the shared `routesChunkNames` object, which `emptyRoutesChunkNames.cjs` leaves
 * empty in the browser's bundle, just before `ComponentCreator` reads it:
 *   component: ComponentCreator('/docs/docs', '907'),
 * becomes
 *   component: componentWithChunkNames('/docs/docs', '907', {"__comp":"5","content":"9l"}),
 * Everything that reads `routesChunkNames` (ComponentCreator, preload, prefetch) does so after the
 * route table has been built, so it sees the same object as before, with shorter names. A leaf route
 * (path, component, `exact`, perhaps `sidebar`) then becomes one call, `leafRoute(path, hash, names,
 * sidebar)`, which builds the same object: its path written once.
 *
 * `ComponentCreator` itself runs when a route is first rendered or preloaded, not while the table
 * is built: it makes a loadable component from the route's chunks, and the table has 600-odd
 * routes, of which a visit renders a handful (creating them all was a share of the main script's
 * first run: PERFORMANCE.md, 'Route components created up front'). The table holds a stand-in that
 * creates the route's component then and renders it, and whose `preload` is the component's.
 */
const fs = require('node:fs');
const path = require('node:path');
const { chunkNameTokensFromFile, tokenOf } = require('./chunkNameTokens.cjs');

const CREATOR_IMPORT = "import ComponentCreator from '@docusaurus/ComponentCreator';\n";
/** A route's component, as core `codegenRoutes` writes it (its paths are not escaped there either). */
const COMPONENT = /ComponentCreator\('([^']*)', '([^']*)'\)/g;

const REACT_IMPORT = "import React from 'react';\n";

const HELPER = `import routesChunkNames from '@generated/routesChunkNames';
const componentWithChunkNames = (path, hash, chunkNames) => {
  routesChunkNames[path + '-' + hash] = chunkNames;
  let component;
  const create = () => (component ??= ComponentCreator(path, hash));
  const RouteComponent = (props) => React.createElement(create(), props);
  RouteComponent.preload = () => create().preload();
  return RouteComponent;
};
const leafRoute = (path, hash, chunkNames, sidebar) => {
  const route = { path, component: componentWithChunkNames(path, hash, chunkNames), exact: true };
  if (sidebar !== undefined) route.sidebar = sidebar;
  return route;
};
`;

/**
 * A leaf route as core `codegenRoutes` writes it, once its component is `componentWithChunkNames`: a path
 * spelled twice, its keys, `exact`, and for a doc the sidebar it belongs to. Most of the table's 700 routes.
 */
const LEAF =
  /\{\n\s*path: '([^']*)',\n\s*component: componentWithChunkNames\('\1', '([^']*)', (\{(?:[^{}]|\{[^{}]*\})*\})\),\n\s*exact: true(?:,\n\s*sidebar: ("[^"\n]*"))?\n\s*\}/g;

/**
 * @param {unknown} names  a route's chunk names: a name, or an object or array of them
 * @param {(name: string) => string} rename
 * @returns {unknown}
 */
function renameAll(names, rename) {
  if (typeof names === 'string') return rename(names);
  if (Array.isArray(names)) return names.map((item) => renameAll(item, rename));
  if (names !== null && typeof names === 'object') {
    return Object.fromEntries(Object.entries(names).map(([key, value]) => [key, renameAll(value, rename)]));
  }
  throw new Error(`lean-entry-scripts: a route's chunk names hold ${JSON.stringify(names)}, not a chunk name.`);
}

/**
 * @this {{ resourcePath: string, addDependency(file: string): void }}
 * @param {string} source
 * @returns {string}
 */
module.exports = function routesWithChunkNames(source) {
  const dir = path.dirname(this.resourcePath);
  const chunkNamesFile = path.join(dir, 'routesChunkNames.json');
  this.addDependency(chunkNamesFile);
  /** @type {unknown} */
  const parsed = JSON.parse(fs.readFileSync(chunkNamesFile, 'utf8'));
  // Docusaurus writes one object, route key to chunk names (`renameAll` checks the names).
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new Error(`lean-entry-scripts: ${chunkNamesFile} is not an object of routes' chunk names.`);
  }
  const chunkNames = /** @type {Record<string, unknown>} */ (parsed);
  const tokens = chunkNameTokensFromFile(this, path.join(dir, 'registry.js'));
  const rename = (/** @type {string} */ name) => tokenOf(tokens, name, chunkNamesFile);

  if (!source.includes(REACT_IMPORT)) {
    throw new Error(`lean-entry-scripts: ${this.resourcePath} no longer imports React as \`${REACT_IMPORT.trim()}\`.`);
  }
  if (!source.includes(CREATOR_IMPORT)) {
    throw new Error(
      `lean-entry-scripts: ${this.resourcePath} no longer imports ComponentCreator as \`${CREATOR_IMPORT.trim()}\`.`,
    );
  }
  const used = new Set();
  const result = source.replace(COMPONENT, (_match, routePath, hash) => {
    const key = `${routePath}-${hash}`;
    if (!(key in chunkNames))
      throw new Error(`lean-entry-scripts: route ${key} of ${this.resourcePath} has no entry in ${chunkNamesFile}.`);
    used.add(key);
    const names = JSON.stringify(renameAll(chunkNames[key], rename));
    return `componentWithChunkNames('${routePath}', '${hash}', ${names})`;
  });
  const unused = Object.keys(chunkNames).filter((key) => !used.has(key));
  if (unused.length > 0) {
    throw new Error(
      `lean-entry-scripts: ${chunkNamesFile} has chunk names for routes ${this.resourcePath} lacks: ${unused.slice(0, 5).join(', ')}.`,
    );
  }
  // Each leaf route as one call, its path once: 3 KB gzip less in the main script at 700 routes.
  let leaves = 0;
  const compact = result.replace(LEAF, (_match, routePath, hash, names, sidebar) => {
    leaves++;
    return `leafRoute('${routePath}', '${hash}', ${names}${sidebar ? `, ${sidebar}` : ''})`;
  });
  if (leaves < used.size / 2) {
    throw new Error(
      `lean-entry-scripts: only ${leaves} of the ${used.size} routes of ${this.resourcePath} read as leaf routes; core's codegenRoutes changed how it writes them.`,
    );
  }
  return compact.replace(CREATOR_IMPORT, CREATOR_IMPORT + HELPER);
};
