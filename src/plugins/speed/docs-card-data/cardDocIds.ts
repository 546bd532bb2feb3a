import type { PropSidebarItem, PropSidebars } from '@docusaurus/plugin-content-docs';

/**
 * The docs a `DocCard` can look up by id: the links directly inside a category whose page lists its
 * cards, one of `cardPages` (the category's href). On this site only a generated index lists cards: a
 * category linked to a doc shows that doc, whose descriptions no card reads (`linkedDocListingCards`
 * in keepCardDocs.ts makes the build fail if such a doc starts listing cards). A card for a
 * sub-category reads the sidebar, not the doc data, so only link items count.
 */
export function cardDocIds(sidebars: PropSidebars, cardPages: ReadonlySet<string>): Set<string> {
  const ids = new Set<string>();
  const visit = (items: PropSidebarItem[]): void => {
    for (const item of items) {
      if (item.type !== 'category') continue;
      if (item.href !== undefined && cardPages.has(item.href)) {
        for (const child of item.items) if (child.type === 'link' && child.docId) ids.add(child.docId);
      }
      visit(item.items);
    }
  };
  Object.values(sidebars).forEach(visit);
  return ids;
}

/** The hrefs of the categories linked to a page that is not in `cardPages`: a doc of their own. */
export function docLinkedCategoryHrefs(sidebars: PropSidebars, cardPages: ReadonlySet<string>): Set<string> {
  const hrefs = new Set<string>();
  const visit = (items: PropSidebarItem[]): void => {
    for (const item of items) {
      if (item.type !== 'category') continue;
      if (item.href !== undefined && !cardPages.has(item.href)) hrefs.add(item.href);
      visit(item.items);
    }
  };
  Object.values(sidebars).forEach(visit);
  return hrefs;
}
