import { readFile } from 'node:fs/promises';
import { findSearchFiles } from './searchFiles.mjs';
import type { SearchDocFile, SearchDocument } from './types';

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

/** Finds the files docusaurus-lunr-search just wrote and reads its documents, checking their shape. */
export async function readSearchFiles(outDir: string): Promise<SearchFiles> {
  const { searchDocPath, lunrIndexPath } = findSearchFiles(outDir);
  const parsed = JSON.parse(await readFile(searchDocPath, 'utf8')) as Partial<SearchDocFile>;
  const { searchDocs, options } = parsed;
  if (!Array.isArray(searchDocs) || typeof options !== 'object' || options === null) {
    throw new Error(`search-index: ${searchDocPath} has no searchDocs array and options object.`);
  }
  const malformed = searchDocs.findIndex((doc) => !isSearchDocument(doc));
  if (malformed !== -1) {
    throw new Error(
      `search-index: document ${malformed} of ${searchDocPath} lacks a title, type, url or content: ${JSON.stringify(searchDocs[malformed])}`,
    );
  }
  return { searchDocPath, lunrIndexPath, searchDoc: { searchDocs, options } };
}
