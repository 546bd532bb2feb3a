import { PROP_EXAMPLES_LABEL } from '../../components/PropsTable/examplesLabel';
import type { SearchDocument } from './types';

/**
 * A props-table row ends with the examples that set the prop ("In use: Stacked area series, ..."),
 * links to pages that are indexed themselves. Cut from each row's text, they would otherwise repeat
 * example titles across hundreds of rows (about 35 KB of text and more of the index).
 */
export function dropPropExamples(doc: SearchDocument): SearchDocument {
  if (!doc.url.includes('#prop-')) return doc;
  const at = doc.content.lastIndexOf(PROP_EXAMPLES_LABEL);
  return at === -1 ? doc : { ...doc, content: doc.content.slice(0, at).trimEnd() };
}
