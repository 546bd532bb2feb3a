import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import type { LoadedPlugin } from '@docusaurus/types';

type SidebarItem = LoadedContent['loadedVersions'][number]['sidebars'][string][number];

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

/**
 * The pages of every docs instance in their sidebars' order (Getting started first, the guides in
 * reading order, the API by kind), with a category's generated index before its pages: the order
 * llms.txt and llms-full.txt list them in, so a reader's tool meets the pages as a person does.
 */
export function sidebarOrder(plugins: readonly LoadedPlugin[]): string[] {
  const docsPlugins = plugins.filter((plugin) => plugin.name === DOCS_PLUGIN);
  if (docsPlugins.length === 0)
    throw new Error('markdown-twins: no docs plugin is loaded, so no sidebar orders the pages.');
  return docsPlugins.flatMap((plugin) => {
    const content = plugin.content as Partial<LoadedContent> | undefined;
    if (!Array.isArray(content?.loadedVersions)) {
      throw new Error(
        `markdown-twins: the docs plugin "${String(plugin.options.id)}" has no loaded versions to read its sidebars from.`,
      );
    }
    return content.loadedVersions.flatMap((version) => {
      const permalinks = new Map(version.docs.map((doc) => [doc.id, doc.permalink]));
      const routesOf = (items: readonly SidebarItem[]): string[] =>
        items.flatMap((item) => {
          if (item.type === 'doc' || item.type === 'ref') return [permalinks.get(item.id)].filter(isString);
          if (item.type !== 'category') return [];
          const link =
            item.link?.type === 'generated-index' ? item.link.permalink : item.link && permalinks.get(item.link.id);
          return [...[link].filter(isString), ...routesOf(item.items)];
        });
      return Object.values(version.sidebars).flatMap(routesOf);
    });
  });
}

const isString = (value: string | undefined): value is string => typeof value === 'string';
