// @ts-check
/**
 * A loader for the browser's copy of `.docusaurus/globalData.json`. Each docs instance's global data
 * lists every doc of every version as `{id, path, sidebar}`; the client looks through it for the doc
 * a page shows (the navbar's active item) and for a doc by id. The API instance's 600-odd reference
 * pages make that list a fifth of the main script, and each entry spells its id twice (the path is
 * the version's path followed by the id) and the sidebar's name once more.
 *
 * Here a doc whose path is its version's path and id, in the version's most common sidebar, is
 * written as its id alone, and the module rebuilds the same objects, in the same key order, as it is
 * evaluated (a loop over 700-odd entries when the app starts, which parses this data then anyway);
 * any other doc stays as Docusaurus wrote it. A version of another shape means the docs plugin
 * changed: that is an error, not a list passed through as it is.
 */

/** @typedef {{ id: string, path: string, sidebar?: string }} GlobalDoc */
/** @typedef {string | GlobalDoc} DocEntry */

/**
 * The function the module calls to rebuild a list; `toString` puts it in the module, so the browser
 * runs exactly what the unit tests run.
 * @param {string} base  the version's path with a trailing slash
 * @param {string} sidebar  the version's most common sidebar
 * @param {DocEntry[]} entries
 * @returns {GlobalDoc[]}
 */
function docsOf(base, sidebar, entries) {
  return entries.map((entry) => (typeof entry === 'string' ? { id: entry, path: base + entry, sidebar } : entry));
}

/** @param {string} versionPath */
const baseOf = (versionPath) => (versionPath.endsWith('/') ? versionPath : `${versionPath}/`);

/** @param {unknown} doc @returns {doc is GlobalDoc} */
function isGlobalDoc(doc) {
  if (typeof doc !== 'object' || doc === null) return false;
  const { id, path } = /** @type {Record<string, unknown>} */ (doc);
  return typeof id === 'string' && typeof path === 'string';
}

/**
 * A version's docs as `docsOf` takes them back: the most common sidebar, and each doc by id where
 * that rebuilds it exactly (same keys in the same order, same values).
 * @param {string} versionPath
 * @param {GlobalDoc[]} docs
 * @returns {{ base: string, sidebar: string, entries: DocEntry[] }}
 */
function compactDocs(versionPath, docs) {
  const base = baseOf(versionPath);
  /** @type {Map<string, number>} */
  const counts = new Map();
  for (const { sidebar } of docs) if (typeof sidebar === 'string') counts.set(sidebar, (counts.get(sidebar) ?? 0) + 1);
  const sidebar = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
  const entries = docs.map((doc) => {
    const byId = JSON.stringify(doc) === JSON.stringify({ id: doc.id, path: base + doc.id, sidebar });
    return byId ? doc.id : doc;
  });
  return { base, sidebar, entries };
}

/** The docs plugin's name in the global data. */
const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

/**
 * The module's source: the global data with each version's `docs` as a call of `docsOf`.
 * @param {unknown} globalData  the parsed `globalData.json`
 * @param {string} file  its path, for the error
 * @returns {string}
 */
function docListsByIds(globalData, file) {
  const fail = (/** @type {string} */ what) =>
    new Error(
      `lean-entry-scripts: ${file} ${what}. The docs plugin changed its global data: update src/plugins/speed/lean-entry-scripts/docListsByIds.cjs.`,
    );
  if (typeof globalData !== 'object' || globalData === null) throw fail('is not an object');
  const instances = /** @type {Record<string, unknown>} */ (globalData)[DOCS_PLUGIN];
  if (typeof instances !== 'object' || instances === null) throw fail(`has no "${DOCS_PLUGIN}" entry`);
  /** @type {string[]} */
  const calls = [];
  // A copy in which each version's docs are a placeholder string, replaced by its call below.
  /** @type {Record<string, Record<string, { versions: Record<string, unknown>[] }>>} */
  const copy = structuredClone(/** @type {never} */ (globalData));
  const copiedInstances = copy[DOCS_PLUGIN] ?? {};
  for (const [instance, data] of Object.entries(/** @type {Record<string, { versions?: unknown }>} */ (instances))) {
    /** @type {unknown} */
    const versions = data?.versions;
    const copiedVersions = copiedInstances[instance]?.versions;
    if (!Array.isArray(versions) || !copiedVersions)
      throw fail(`has no versions array for the docs instance "${instance}"`);
    versions.forEach((/** @type {{ path?: unknown, docs?: unknown } | null} */ version, index) => {
      const versionPath = version?.path;
      const docs = version?.docs;
      const copied = copiedVersions[index];
      if (typeof versionPath !== 'string' || !Array.isArray(docs) || !docs.every(isGlobalDoc) || !copied) {
        throw fail(`has a version of "${instance}" without a path and a docs list of ids and paths`);
      }
      const { base, sidebar, entries } = compactDocs(versionPath, docs);
      copied.docs = `\u0000${calls.length}`;
      calls.push(`docsOf(${JSON.stringify(base)},${JSON.stringify(sidebar)},${JSON.stringify(entries)})`);
    });
  }
  const data = JSON.stringify(copy).replace(/"\\u0000(\d+)"/g, (_match, index) => calls[Number(index)] ?? '');
  return `${docsOf.toString()}\nexport default ${data};\n`;
}

/**
 * @this {{ resourcePath: string }}
 * @param {string} source
 * @returns {string}
 */
function loader(source) {
  return docListsByIds(JSON.parse(source), this.resourcePath);
}

module.exports = loader;
module.exports.docListsByIds = docListsByIds;
module.exports.compactDocs = compactDocs;
module.exports.docsOf = docsOf;
