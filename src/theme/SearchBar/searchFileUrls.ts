import siteConfig from '@generated/docusaurus.config';
import globalData from '@generated/globalData';
import type { SearchFileUrls } from '@site/src/plugins/content/search-index/client/searchWorkerProtocol';

interface LunrPluginData {
  fileNames?: { searchDoc?: unknown; lunrIndex?: unknown };
}

/**
 * The URLs of the two search files, from docusaurus-lunr-search's global data (the site's global data
 * and config are in the entry script already); undefined when the plugin published no file names. Read
 * outside React, as `useGlobalData` would read them inside: the worker is started before the page has
 * hydrated (`startAtPageLoad.ts`).
 */
export function searchFileUrls(): SearchFileUrls | undefined {
  const fileNames = (globalData['docusaurus-lunr-search']?.default as LunrPluginData | undefined)?.fileNames;
  const { searchDoc, lunrIndex } = fileNames ?? {};
  if (typeof searchDoc !== 'string' || typeof lunrIndex !== 'string') return undefined;
  return { searchDocUrl: `${siteConfig.baseUrl}${searchDoc}`, lunrIndexUrl: `${siteConfig.baseUrl}${lunrIndex}` };
}
