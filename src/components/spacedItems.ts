import type { ReactNode } from 'react';

/**
 * A list's items with a space between each, for a list React renders: the items of a Markdown list
 * have a line break between them, a mapped array has nothing, and docusaurus-lunr-search's text
 * reader then fuses the last word of one item with the first of the next ("65.0.0.65.0.0", "charts.Tooltips"),
 * so neither can be searched for (src/plugins/content/search-index/lineBreaksAsSpaces.ts has the other half). Between
 * block, flex or grid items the space draws nothing.
 */
export function spacedItems(items: readonly ReactNode[]): ReactNode[] {
  return items.flatMap((item, i) => (i === 0 ? [item] : [' ', item]));
}
