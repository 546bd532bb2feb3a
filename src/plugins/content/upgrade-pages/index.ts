import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { readHistory, surfaceAt, HISTORY_FILE } from '../api-history/historyFile';
import { EXAMPLES_DIR } from '../chart-examples';
import { examplesIn } from '../chart-examples/loadedExamples';
import { propsInExamples } from '../props-tables/propsInExamples';
import { readPictures, PICTURES_FILE } from '../upgrade-pictures/manifest';
import { stepPictures } from '../upgrade-pictures/stepPictures';
import { buildPages, UPGRADING_PATH } from './buildPages';
import { linkTargets } from './linkTargets';
import { printCounts } from './printCounts';

/** The plugin's name: its data is `@generated/upgrade-pages/default/{name}.json`. */
export const UPGRADE_PAGES_PLUGIN = 'upgrade-pages';

/**
 * The upgrade pages, from the API history (`src/plugins/content/api-history/history.json`), at build time:
 * 1. rebuild the surface of every version and diff the last release of each major with the first of the
 *    next, then that major's first release with its last (`diffSurfaces.ts`);
 * 2. find where the site documents each prop today: its row on a hand-written API page, else its entry in
 *    the generated reference, and the examples that set it (`linkTargets.ts`);
 * 3. write one small JSON file per step and add its route, `/docs/upgrading/from-{a}-to-{b}`, rendered by
 *    `src/components/UpgradePages/StepPage.tsx`: only these pages load the history's data, each its own;
 * 4. write the index's data, `index.json`, which the `upgrading` doc (`docs/upgrading.mdx`) imports for its
 *    chooser; and print how many changes each step holds.
 */
export default function upgradePagesPlugin(context: LoadContext): Plugin {
  return {
    name: UPGRADE_PAGES_PLUGIN,
    // After every plugin's content is loaded: the API pages and the reference are the api docs instance's
    // content, the example modules the chart-examples plugin's.
    async allContentLoaded({ allContent, actions }) {
      const history = readHistory();
      const current = history.versions[history.versions.length - 1];
      if (!current) throw new Error('upgrade-pages: the history lists no version.');
      const currentSurface = surfaceAt(history, current);
      const examples = examplesIn(allContent);
      const examplesDir = path.join(context.siteDir, EXAMPLES_DIR);
      const titles = new Map(examples.map((example) => [example.name, example.title]));
      const links = linkTargets({
        siteDir: context.siteDir,
        allContent,
        currentMembers: (name) => Object.keys(currentSurface.exports[name]?.members ?? {}),
        used: propsInExamples(examples.map((example) => path.join(examplesDir, `${example.name}.tsx`))),
        titles,
      });
      const { index, steps } = buildPages(history, links);
      const pictures = readPictures();
      printCounts(steps);
      await actions.createData('index.json', JSON.stringify(index));
      for (const step of steps) {
        const data = await actions.createData(`${step.slug}.json`, JSON.stringify(step));
        // The pictures' data in a module of its own, beside the step's (src/plugins/content/upgrade-pictures).
        const drawn = stepPictures(pictures, step.slug, titles);
        const picturesData = drawn && (await actions.createData(`${step.slug}.pictures.json`, JSON.stringify(drawn)));
        actions.addRoute({
          path: step.path,
          component: '@site/src/components/UpgradePages/StepPage.tsx',
          exact: true,
          modules: { step: data, ...(picturesData && { pictures: picturesData }) },
        });
      }
    },
    getPathsToWatch() {
      return [HISTORY_FILE, PICTURES_FILE];
    },
  };
}

export { UPGRADING_PATH };
