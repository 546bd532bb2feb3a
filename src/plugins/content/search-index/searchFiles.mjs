// @ts-check
// Where the search bar's two files are in a build, and their size. Plain JavaScript, so that the plugin, its tests
// and the benchmark (bench/, run by plain Node) share it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The files docusaurus-lunr-search writes for the search bar, named by the build's timestamp. */
const SEARCH_FILES = {
  searchDoc: /^search-doc-\d+\.json$/,
  lunrIndex: /^lunr-index-\d+\.json$/,
};

/** Unversioned copies the plugin also writes, for search bars swizzled before its v2.1.12; ours reads the named ones. */
export const LEGACY_COPIES = ['search-doc.json', 'lunr-index.json'];

/**
 * Where the plugin records, in the site's generated files (`.docusaurus/`), the size of the search
 * files as the lunr plugin wrote them and once compacted: what the budgets test compares.
 */
export const SEARCH_INDEX_SIZES = 'search-index-sizes.json';

/** @typedef {{ raw: number, gzip: number }} SearchIndexBytes */
/** @typedef {{ plugin: SearchIndexBytes, compacted: SearchIndexBytes }} SearchIndexSizes */

/**
 * The paths of the two search files in `outDir`; throws, naming the pattern, unless each is there
 * exactly once.
 * @param {string} outDir
 * @returns {{ searchDocPath: string, lunrIndexPath: string }}
 */
export function findSearchFiles(outDir) {
  const files = readdirSync(outDir);
  const findOne = (/** @type {RegExp} */ pattern) => {
    const found = files.filter((file) => pattern.test(file));
    if (found.length !== 1)
      throw new Error(`search-index: expected one file matching ${pattern} in ${outDir}, found ${found.length}.`);
    return path.join(outDir, /** @type {string} */ (found[0]));
  };
  return { searchDocPath: findOne(SEARCH_FILES.searchDoc), lunrIndexPath: findOne(SEARCH_FILES.lunrIndex) };
}

/**
 * The size of the two search files a reader's box downloads: as served, and gzip-compressed.
 * @param {string} outDir
 * @returns {SearchIndexBytes}
 */
export function searchIndexBytes(outDir) {
  const { searchDocPath, lunrIndexPath } = findSearchFiles(outDir);
  const contents = [searchDocPath, lunrIndexPath].map((file) => readFileSync(file));
  return {
    raw: contents.reduce((sum, bytes) => sum + bytes.length, 0),
    gzip: contents.reduce((sum, bytes) => sum + gzipSync(bytes).length, 0),
  };
}
