import type { PropSidebarItem, PropSidebars } from '@docusaurus/plugin-content-docs';

/**
 * The docs a `DocCard` can look up by id: the links directly inside a category that has a page of
 * its own (a generated index, or a doc that may list its category's cards). A card for a
 * sub-category reads the sidebar, not the doc data, so only link items count.
 */
export function cardDocIds(sidebars: PropSidebars): Set<string> {
  const ids = new Set<string>();
  const visit = (items: PropSidebarItem[]): void => {
    for (const item of items) {
      if (item.type !== 'category') continue;
      if (item.href !== undefined) {
        for (const child of item.items) if (child.type === 'link' && child.docId) ids.add(child.docId);
      }
      visit(item.items);
    }
  };
  Object.values(sidebars).forEach(visit);
  return ids;
}
