// @ts-check
/**
 * A loader for the browser's copy of each docs version's props (`.docusaurus/docusaurus-plugin-content-docs/
 * {instance}/p/*.json`), the module every page of the instance loads first: its `docsSidebars` hold every
 * sidebar link as `{type, href, label, docId, unlisted}`. The API instance's 580 links to the generated
 * reference made that module 8.3 KB gzip of every API page's first load, and each link spells its doc id
 * twice (the href is the version's path and the id) and its label a third time (the id's last segment).
 *
 * Here a link whose href is the version's path and its id, listed, with no other key, is written as its id
 * (with its label beside it when the label is not the id's last segment), and the module rebuilds the same
 * objects, in the same key order, as it is evaluated; any other item stays as Docusaurus wrote it. Props of
 * another shape (a category's generated index, say) pass through as they are: only `version.docsSidebars`
 * is rewritten, and a sidebar that is not a list of items means the docs plugin changed: that is an error.
 */

/** @typedef {{ type: 'link', href: string, label: string, docId: string, unlisted: false }} DocLink */
/** @typedef {string | [string, string]} LinkEntry */

/**
 * The function the module calls to rebuild a sidebar; `toString` puts it in the module, so the browser
 * runs exactly what the unit tests run. Written without spread or optional chaining, as the other
 * generated modules are, for any browser the site supports.
 * @param {string} base  the version's path with a trailing slash
 * @param {unknown[]} items
 * @returns {unknown[]}
 */
function linksOf(base, items) {
  return items.map(function (item) {
    if (typeof item === 'string') item = [item, item.slice(item.lastIndexOf('/') + 1)];
    if (Array.isArray(item)) {
      var entry = /** @type {[string, string]} */ (item);
      return { type: 'link', href: base + entry[0], label: entry[1], docId: entry[0], unlisted: false };
    }
    var category = /** @type {{ items?: unknown[] }} */ (item);
    if (!Array.isArray(category.items)) return item;
    var copy = /** @type {Record<string, unknown>} */ ({});
    for (var key in category)
      copy[key] = key === 'items' ? linksOf(base, category.items) : category[/** @type {'items'} */ (key)];
    return copy;
  });
}

/**
 * An item as `linksOf` takes it back: a link by id where that rebuilds it exactly (same keys in the same
 * order, same values), a category with its items compacted, anything else as it is.
 * @param {string} base
 * @param {unknown} item
 * @returns {unknown}
 */
function compactItem(base, item) {
  if (typeof item !== 'object' || item === null) return item;
  const record = /** @type {Record<string, unknown>} */ (item);
  if (record.type === 'link' && typeof record.docId === 'string' && typeof record.label === 'string') {
    const { docId, label } = record;
    const entry = /** @type {LinkEntry} */ (label === docId.slice(docId.lastIndexOf('/') + 1) ? docId : [docId, label]);
    const same = JSON.stringify(linksOf(base, [entry])[0]) === JSON.stringify(record);
    return same ? entry : item;
  }
  if (Array.isArray(record.items)) return { ...record, items: record.items.map((child) => compactItem(base, child)) };
  return item;
}

/**
 * The path most of a sidebar's doc links start with, the id following it: `/` for the API instance, `/docs/`.
 * @param {unknown[]} items
 * @returns {string}
 */
function commonBase(items) {
  /** @type {Map<string, number>} */
  const counts = new Map();
  const visit = (/** @type {unknown[]} */ list) => {
    for (const item of list) {
      if (typeof item !== 'object' || item === null) continue;
      const { href, docId, items: children } = /** @type {Record<string, unknown>} */ (item);
      if (typeof href === 'string' && typeof docId === 'string' && href.endsWith(`/${docId}`)) {
        const base = href.slice(0, href.length - docId.length);
        counts.set(base, (counts.get(base) ?? 0) + 1);
      }
      if (Array.isArray(children)) visit(children);
    }
  };
  visit(items);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '/';
}

/**
 * The module's source: the props with each sidebar as a call of `linksOf`.
 * @param {unknown} props  the parsed props file
 * @param {string} file  its path, for the error
 * @returns {string}
 */
function sidebarLinksByIds(props, file) {
  const version =
    typeof props === 'object' && props !== null ? /** @type {{ version?: unknown }} */ (props).version : undefined;
  const sidebars =
    typeof version === 'object' && version !== null
      ? /** @type {{ docsSidebars?: unknown }} */ (version).docsSidebars
      : undefined;
  if (sidebars === undefined) return `export default ${JSON.stringify(props)};\n`;
  if (typeof sidebars !== 'object' || sidebars === null) {
    throw new Error(
      `lean-entry-scripts: ${file} has a version whose docsSidebars is not an object. The docs plugin changed its version props: update src/plugins/speed/lean-entry-scripts/sidebarLinksByIds.cjs.`,
    );
  }
  /** @type {string[]} */
  const calls = [];
  /** @type {Record<string, string>} */
  const placeholders = {};
  for (const [name, items] of Object.entries(sidebars)) {
    if (!Array.isArray(items)) {
      throw new Error(
        `lean-entry-scripts: ${file} has a sidebar "${name}" that is not a list of items. The docs plugin changed its version props: update src/plugins/speed/lean-entry-scripts/sidebarLinksByIds.cjs.`,
      );
    }
    const base = commonBase(items);
    placeholders[name] = `\u0000${calls.length}`;
    calls.push(`linksOf(${JSON.stringify(base)},${JSON.stringify(items.map((item) => compactItem(base, item)))})`);
  }
  const copy = {
    .../** @type {Record<string, unknown>} */ (props),
    version: { .../** @type {Record<string, unknown>} */ (version), docsSidebars: placeholders },
  };
  const data = JSON.stringify(copy).replace(/"\\u0000(\d+)"/g, (_match, index) => calls[Number(index)] ?? '');
  return `${linksOf.toString()}\nexport default ${data};\n`;
}

/**
 * @this {{ resourcePath: string }}
 * @param {string} source
 * @returns {string}
 */
function loader(source) {
  return sidebarLinksByIds(JSON.parse(source), this.resourcePath);
}

module.exports = loader;
module.exports.sidebarLinksByIds = sidebarLinksByIds;
module.exports.linksOf = linksOf;
