import { PROP_EXAMPLES_LABEL } from '../../../components/PropsTable/examplesLabel';
import type { SearchDocument } from './types';

/**
 * A props-table row ends with the examples that set the prop ("In use: Stacked area series, Line
 * series"): links to pages that are indexed on their own. The scanner puts a table's cells into the
 * text of the section above the table, so without this step every "Props" section would repeat
 * example titles (PERFORMANCE.md, 'Prop rows' example lists out of the index'). A list is the label
 * followed by known example titles separated by commas (and the button of a long list), so nothing else of the
 * text is cut.
 */
export function dropPropExamples(titles: readonly string[]): (doc: SearchDocument) => SearchDocument {
  if (titles.length === 0) return (doc) => doc;
  const title = [...titles]
    .sort((a, b) => b.length - a.length)
    .map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|');
  // A long list shows five titles and a button, "and 55 more" (src/components/PropsTable): the button goes too.
  const list = new RegExp(`${PROP_EXAMPLES_LABEL}\\s*(?:${title})(?:,\\s*(?:${title}))*(?:\\s+and \\d+ more)?`, 'g');
  return (doc) =>
    doc.content.includes(PROP_EXAMPLES_LABEL) ? { ...doc, content: doc.content.replace(list, ' ') } : doc;
}
