import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SearchDocFile, SearchDocument } from './types';

/** The two files the search bar downloads, named by the build's timestamp. */
const SEARCH_DOC = /^search-doc-\d+\.json$/;
const LUNR_INDEX = /^lunr-index-\d+\.json$/;
/** Unversioned copies the plugin writes for search bars swizzled before its v2.1.12; ours reads the named ones. */
export const LEGACY_COPIES = ['search-doc.json', 'lunr-index.json'];

export interface SearchFiles {
  searchDocPath: string;
  lunrIndexPath: string;
  searchDoc: SearchDocFile;
}

function isSearchDocument(value: unknown): value is SearchDocument {
  const doc = value as Partial<SearchDocument> | null;
  return (
    typeof doc === 'object' &&
    doc !== null &&
    typeof doc.title === 'string' &&
    (doc.type === 0 || doc.type === 1) &&
    typeof doc.url === 'string' &&
    typeof doc.content === 'string' &&
    (doc.pageTitle === undefined || typeof doc.pageTitle === 'string')
  );
}

function findOne(files: string[], pattern: RegExp, outDir: string): string {
  const found = files.filter((file) => pattern.test(file));
  if (found.length !== 1) {
    throw new Error(
      `search-index: expected one file matching ${pattern} in ${outDir} after docusaurus-lunr-search's postBuild, found ${found.length}.`,
    );
  }
  return path.join(outDir, found[0]!);
}

/** Finds the files docusaurus-lunr-search just wrote and reads its documents, checking their shape. */
export async function readSearchFiles(outDir: string): Promise<SearchFiles> {
  const files = await readdir(outDir);
  const searchDocPath = findOne(files, SEARCH_DOC, outDir);
  const lunrIndexPath = findOne(files, LUNR_INDEX, outDir);
  const parsed = JSON.parse(await readFile(searchDocPath, 'utf8')) as Partial<SearchDocFile>;
  const { searchDocs, options } = parsed;
  if (!Array.isArray(searchDocs) || typeof options !== 'object' || options === null) {
    throw new Error(`search-index: ${searchDocPath} has no searchDocs array and options object.`);
  }
  const malformed = searchDocs.findIndex((doc) => !isSearchDocument(doc));
  if (malformed !== -1) {
    throw new Error(`search-index: document ${malformed} of ${searchDocPath} lacks a title, type, url or content: ${JSON.stringify(searchDocs[malformed])}`);
  }
  return { searchDocPath, lunrIndexPath, searchDoc: { searchDocs, options } };
}
