import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import lunrSearchPlugin, { type LunrSearchOptions } from 'docusaurus-lunr-search';
import { examplesOf } from '../chart-examples/loadedExamples';
import { isStepDoc } from '../upgrade-pages/stepDocs';
import { buildLunrIndex } from './buildLunrIndex';
import { cleanDocument } from './cleanDocument';
import { dropPropExamples } from './dropPropExamples';
import { dropRepeatedListings } from './dropRepeatedListings';
import { isEmptySection } from './isEmptySection';
import { dropRepeatedSentences } from './dropRepeatedSentences';
import { mergeSections } from './mergeSections';
import { orderDocuments } from './orderDocuments';
import { withPageSummaries } from './pageSummaries';
import { docsPagesOf, PAGE_QUESTIONS_RECORD, withPageQuestions } from './pageQuestions';
import { propBoosts } from './propBoosts';
import { exampleListings } from './readExampleListings';
import { readSearchFiles } from './readSearchFiles';
import { thinListings } from './thinListings';
import { sitePageDocuments, sitePagesOf } from './sitePages';
import { withBuiltPageText } from './withBuiltPageText';
import { WIDGET_TEXT } from './widgetText';
import { isUpgradeStep } from './client/versionQuery';
import { LEGACY_COPIES, SEARCH_INDEX_SIZES, searchIndexBytes, type SearchIndexSizes } from './searchFiles.mjs';

export interface SearchIndexOptions {
  /** Passed to docusaurus-lunr-search as they are. */
  lunr: LunrSearchOptions;
  /** The generated reference: each of its pages becomes one search document. */
  referenceBaseUrl: string;
  /** The examples: an example's source is indexed on its page there only. */
  examplesBaseUrl: string;
  /** The docs plugin instance whose pages have questions files beside them (`pageQuestions.ts`). */
  questionsDocsInstance: string;
}

/**
 * docusaurus-lunr-search with a compact index. Its global data and file names are the plugin's;
 * after its postBuild has scanned the pages and written its two files:
 * 1. read them back, checking the documents' shape (readSearchFiles), and put back what the scanner
 *    left out of the pages it cut into sections: a page's opening text, and headings inside a component
 *    (withBuiltPageText);
 * 2. clean each document: fields the search bar reads, no widget text (widgetText.ts) or anchor characters (cleanDocument),
 *    and no props-table lists of the examples that set a prop (dropPropExamples);
 * 3. put them in a stable order, hand-written pages before the reference (orderDocuments);
 * 4. keep each example's source on its own page only (dropRepeatedListings), and there its names and
 *    comments, not its literals (thinListings);
 * 5. make each reference page one document (mergeSections);
 * 6. give a page's own document with no text the page's description to show (withPageSummaries), and
 *    each docs page's documents the questions of the file beside the page (withPageQuestions); add the
 *    site's own pages (the theme builder), which the scanner finds no article in, with theirs (sitePages);
 * 7. keep each sentence in the first document that has it, the upgrade steps' each in its step (dropRepeatedSentences);
 * 8. drop sections left with no text (isEmptySection);
 * 9. weigh each prop row by whether its page declares the prop or inherits it (propBoosts);
 * 10. build the lunr index again from those, title, text and questions, written compactly (buildLunrIndex,
 *     in the form of client/compactIndex.ts);
 * 11. write both files over the plugin's, and remove the unversioned copies no search bar reads;
 * 12. record both sizes, the plugin's and ours, in `.docusaurus/search-index-sizes.json`, and which
 *     pages have questions, in `.docusaurus/search-page-questions.json`.
 *
 * The search bar is ours (src/theme/SearchBar): it sends the queries to a worker (`client/`) that
 * loads these two files and runs the plugin's query on them; its client module (`startAtPageLoad.ts`)
 * starts the worker at the first page's load event.
 */
export default function searchIndexPlugin(context: LoadContext, options: unknown): Plugin {
  assertOptions(options);
  // The plugin's name and global data (the two file names) stay, for the search bar to find the files;
  // its theme (search bar, result highlighter) and the lunr module it writes for that are not used.
  const { name, contentLoaded, postBuild } = lunrSearchPlugin(context, options.lunr);
  return {
    name,
    contentLoaded,
    getClientModules() {
      return [path.resolve(context.siteDir, 'src', 'theme', 'SearchBar', 'startAtPageLoad.ts')];
    },
    async postBuild(props) {
      await postBuild?.(props);
      const { searchDocPath, lunrIndexPath, searchDoc } = await readSearchFiles(props.outDir);
      const pluginBytes = searchIndexBytes(props.outDir);
      const examples = examplesOf(props.plugins);
      const listings = exampleListings(examples);
      const withoutPropExamples = dropPropExamples(examples.map((example) => example.title));
      const scanned = await withBuiltPageText(searchDoc.searchDocs, props.outDir, options.referenceBaseUrl);
      const cleaned = orderDocuments(
        scanned.map((doc) => cleanDocument(withoutPropExamples(doc), WIDGET_TEXT)),
        options.referenceBaseUrl,
      );
      const atHome = thinListings(dropRepeatedListings(cleaned, listings, options.examplesBaseUrl), listings);
      const merged = await withPageSummaries(mergeSections(atHome, options.referenceBaseUrl), props.outDir);
      // The upgrade steps are written by the build (upgrade-pages): they are indexed by what they name, not by
      // questions, so they are not among the pages that must have a questions file.
      const handWritten = docsPagesOf(props.plugins, options.questionsDocsInstance).filter(
        (page) => !isStepDoc(page.source),
      );
      const asked = await withPageQuestions(merged, handWritten, context.siteDir);
      const sitePages = await sitePageDocuments(
        sitePagesOf(props.plugins, context.baseUrl),
        props.outDir,
        context.siteDir,
      );
      const docs = dropRepeatedSentences([...asked.docs, ...sitePages], (doc) => isUpgradeStep(doc.url)).filter(
        (doc) => !isEmptySection(doc),
      );
      await Promise.all([
        writeFile(searchDocPath, JSON.stringify({ searchDocs: docs, options: searchDoc.options })),
        writeFile(lunrIndexPath, JSON.stringify(buildLunrIndex(docs, await propBoosts(docs, props.outDir)))),
        ...LEGACY_COPIES.map((file) => rm(path.join(props.outDir, file), { force: true })),
      ]);
      // What the budgets test holds the compacted files to: a share of what the plugin wrote.
      const sizes: SearchIndexSizes = { plugin: pluginBytes, compacted: searchIndexBytes(props.outDir) };
      await writeFile(path.join(context.generatedFilesDir, SEARCH_INDEX_SIZES), JSON.stringify(sizes));
      await writeFile(path.join(context.generatedFilesDir, PAGE_QUESTIONS_RECORD), JSON.stringify(asked.record));
      console.log(
        `search-index: ${searchDoc.searchDocs.length} documents (${kb(sizes.plugin.raw)}) compacted to ${docs.length} ` +
          `(${kb(sizes.compacted.raw)}, ${(sizes.compacted.raw / sizes.plugin.raw).toFixed(2)} of the plugin's size).`,
      );
    },
  };
}

const kb = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('en')} KB`;

function assertOptions(options: unknown): asserts options is SearchIndexOptions {
  const candidate = (options ?? {}) as Partial<Record<keyof SearchIndexOptions, unknown>>;
  if (typeof candidate.lunr !== 'object' || candidate.lunr === null) {
    throw new Error('search-index: option `lunr` must be the options object for docusaurus-lunr-search.');
  }
  if (typeof candidate.questionsDocsInstance !== 'string') {
    throw new Error(
      'search-index: option `questionsDocsInstance` must name the docs instance whose pages have questions files.',
    );
  }
  for (const key of ['referenceBaseUrl', 'examplesBaseUrl'] as const) {
    const value = candidate[key];
    if (typeof value !== 'string' || !value.startsWith('/') || !value.endsWith('/')) {
      throw new Error(
        `search-index: option \`${key}\` must be a URL path that starts and ends with "/", got ${JSON.stringify(value)}.`,
      );
    }
  }
}
