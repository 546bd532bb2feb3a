import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { readHistory, surfaceAt, HISTORY_FILE } from '../api-history/historyFile';
import { EXAMPLES_DIR } from '../chart-examples';
import { examplesIn } from '../chart-examples/loadedExamples';
import { propsInExamples } from '../props-tables/propsInExamples';
import { readPictures, PICTURES_FILE } from '../upgrade-pictures/manifest';
import { OPENING_CHOICE, openingPicture } from '../upgrade-pictures/opening';
import { stepPictures, type StepPageData } from '../upgrade-pictures/stepPictures';
import { buildPages, UPGRADING_PATH } from './buildPages';
import { linkTargets } from './linkTargets';
import { printCounts } from './printCounts';
import { writeStepDocs } from './stepDocs';

/** The plugin's name: its data is `@generated/upgrade-pages/default/{name}.json`. */
export const UPGRADE_PAGES_PLUGIN = 'upgrade-pages';

/**
 * The upgrade pages, from the API history (`src/plugins/content/api-history/history.json`), at build time:
 * 1. rebuild the surface of every version and diff the last release of each major with the first of the
 *    next, then that major's first release with its last (`diffSurfaces.ts`);
 * 2. find where the site documents each prop today: its row on a hand-written API page, else its entry in
 *    the generated reference, and the examples that set it (`linkTargets.ts`);
 * 3. write one small JSON file per step, which the step's doc imports: `docs/upgrading/from-{a}-to-{b}.mdx`,
 *    written when the plugin is created (`stepDocs.ts`), a doc of the docs instance that renders it with
 *    `src/components/UpgradePages/StepPage.tsx`; only these pages load the history's data, each its own;
 * 4. write the index's data, `index.json`, which the `upgrading` doc (`docs/upgrading.mdx`) imports for its
 *    chooser and its opening pair of pictures (`upgrade-pictures/opening.ts`); and print how many changes each
 *    step holds.
 */
export default function upgradePagesPlugin(context: LoadContext): Plugin {
  // Before any plugin loads its content: the docs instance reads these files as its own (stepDocs.ts).
  writeStepDocs(context.siteDir, readHistory().versions);
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
      printCounts(steps);
      // The pictures (src/plugins/content/upgrade-pictures): the index's opening pair goes with the index's data,
      // each step's pictures with the step's, which its doc (docs/upgrading/{slug}.mdx, written above) imports. A
      // module of their own would be one chunk more in every page's runtime maps.
      const pictures = readPictures();
      const opening = openingPicture(
        pictures,
        titles,
        index.steps.find((step) => step.path.endsWith(`/${OPENING_CHOICE.step}`)),
      );
      await actions.createData('index.json', JSON.stringify({ ...index, opening }));
      for (const step of steps) {
        const data: StepPageData = { ...step, pictures: stepPictures(pictures, step.slug, titles) ?? null };
        await actions.createData(`${step.slug}.json`, JSON.stringify(data));
      }
    },
    getPathsToWatch() {
      return [HISTORY_FILE, PICTURES_FILE];
    },
  };
}

export { UPGRADING_PATH };
