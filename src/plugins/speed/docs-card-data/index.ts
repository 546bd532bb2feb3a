import pluginContentDocs, {
  validateOptions,
  type LoadedContent,
  type PluginOptions,
} from '@docusaurus/plugin-content-docs';
import type { OptionValidationContext, PluginModule } from '@docusaurus/types';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { withCardDocsOnly, type CardPagesSource } from './keepCardDocs';

/**
 * The docs plugin, with less data in the browser. Every page of a docs instance loads the
 * instance's version data, and its `docs` map holds a title and a description for every doc: for
 * the API instance's 590-odd reference pages that map is the larger part of the version data each
 * of its pages downloads first (PERFORMANCE.md, 'API version chunk'). Only a category card
 * (`DocCard`, through `useDocById`) reads that map, and only for the docs a generated index lists, so
 * the map keeps those (`keepCardDocs.ts`). A card asking for a doc that was cut throws "no version
 * doc found by id", which the crawl test would catch.
 *
 * Everything else is the docs plugin itself: its name, options, content, routes and sidebars.
 */
const docsCardDataPlugin: PluginModule<LoadedContent> = async (context, options) => {
  // Docusaurus passes what `validateOptions` below returned: the docs plugin's own options.
  const docsOptions = options as PluginOptions;
  const plugin = await pluginContentDocs(context, docsOptions);
  const site: CardPagesSource = {
    generatedIndexComponent: docsOptions.docCategoryGeneratedIndexComponent,
    readSource: (sourceFilePath) => readFileSync(join(context.siteDir, sourceFilePath), 'utf8'),
  };
  const { contentLoaded } = plugin;
  if (!contentLoaded) throw new Error('docs-card-data: the docs plugin has no contentLoaded step to wrap.');
  return {
    ...plugin,
    contentLoaded(args) {
      const addRoute: typeof args.actions.addRoute = (route) => args.actions.addRoute(withCardDocsOnly(route, site));
      return contentLoaded({ ...args, actions: { ...args.actions, addRoute } });
    },
  };
};

// Docusaurus validates a plugin function's options with its static `validateOptions`: the docs
// plugin's own. (`PluginModule` types it generically, so the docs plugin's concrete one is cast.)
docsCardDataPlugin.validateOptions = <T, U>(data: OptionValidationContext<T, U>): U =>
  validateOptions(data as unknown as Parameters<typeof validateOptions>[0]) as U;

// The site config takes plugins whose content type is unknown; this one's is the docs plugin's.
export default docsCardDataPlugin as PluginModule;
