import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { GUIDES } from '../../../sidebars/guides';
import { RECIPES } from '../../../sidebars/recipes';
import { CHART_GUIDES } from '../../../sidebars/chartGuides';
import { COMPILE_MATRIX_FILE, majorsCompiling, readCompileMatrix } from '../api-history/compileMatrix';
import { installedLibrary } from '../installedLibrary';
import { EXAMPLES_DIR } from './examplesDir';
import { readExamplePositions } from './examplePositions';
import { galleryData } from './galleryData';
import { MANIFEST_FILE, PICTURES_COMMAND, PICTURES_DIR, pictureProblems, readManifest } from './galleryPictures.mjs';
import { readGuideTopics } from './guideTopics';
import { readExamples } from './readExample';
import { readProjectVersions } from './projectVersions';
import { CHART_EXAMPLES_PLUGIN, asExamples } from './loadedExamples';
import type { ChartThemeCss, ExampleCompatibility } from './types';

export { EXAMPLES_DIR } from './examplesDir';

/**
 * The live examples' data, at build time:
 * 1. read every `examples/charts/*.tsx` module: title and summary from its opening comment, and its
 *    exact source text (the plugin's content, which the props tables and the search index read too);
 * 2. write each as `@generated/chart-examples/default/{name}.json` (an MDX page imports it and hands
 *    it to `ChartExample`, which shows that source and renders the same module live);
 * 3. write the gallery's data, `index.json`: every example without its source, with its chart type
 *    (from the components it renders), its topics (the guides and recipes in `docs/` that embed or link it)
 *    and the hash of its pictures (static/gallery/, drawn by `npm run gallery-pictures`), warning of any
 *    picture missing or stale;
 * 4. write the library's light and dark stylesheets as `theme-css.json`, applied by the live chart
 *    for the current colour mode (so only pages with a chart load them);
 * 5. write the package versions a downloaded example project pins, `project-versions.json`, and which
 *    releases each example compiles against, `compatibility.json` (for a project pinned to the reader's version).
 */
export default function chartExamplesPlugin(context: LoadContext): Plugin {
  const dir = path.join(context.siteDir, EXAMPLES_DIR);
  const docsDir = path.join(context.siteDir, 'docs');
  return {
    name: CHART_EXAMPLES_PLUGIN,
    // The plugin's content: the props tables and the search index read the examples from here (loadedExamples.ts).
    loadContent: () => readExamples(dir),
    async contentLoaded({ content, actions }) {
      const examples = asExamples(content);
      await Promise.all(examples.map((example) => actions.createData(`${example.name}.json`, JSON.stringify(example))));
      const topics = [
        ...(await readGuideTopics(docsDir, GUIDES, 'guide')),
        ...(await readGuideTopics(docsDir, CHART_GUIDES, 'chart guide')),
        ...(await readGuideTopics(docsDir, RECIPES, 'recipe')),
      ];
      const pictures = readManifest(context.siteDir);
      const positions = await readExamplePositions(
        path.join(context.siteDir, 'examples'),
        examples.map((example) => example.name),
      );
      await actions.createData('index.json', JSON.stringify(galleryData(examples, topics, pictures, positions)));
      await reportPictures(context.siteDir, examples, pictures);
      await actions.createData('theme-css.json', JSON.stringify(await readThemeCss(context.siteDir)));
      await actions.createData('project-versions.json', JSON.stringify(await readProjectVersions(context.siteDir)));
      await actions.createData('compatibility.json', JSON.stringify(exampleCompatibility(examples)));
    },
    getPathsToWatch() {
      return [
        path.join(dir, '*.tsx'),
        path.join(docsDir, '*.mdx'),
        path.join(docsDir, 'recipes', '*.mdx'),
        path.join(docsDir, 'charts', '*.mdx'),
        path.join(context.siteDir, 'examples', '*.mdx'),
        path.join(context.siteDir, PICTURES_DIR, MANIFEST_FILE),
        COMPILE_MATRIX_FILE,
      ];
    },
  };
}

/**
 * A picture missing or stale is a warning, not a failed build: the card shows the example's title and
 * summary without one, and the unit test (tests/unit/galleryPictures.test.ts) is what fails.
 */
async function reportPictures(
  siteDir: string,
  examples: { name: string; source: string }[],
  manifest: ReturnType<typeof readManifest>,
): Promise<void> {
  const dir = path.join(siteDir, PICTURES_DIR);
  const files = existsSync(dir) ? await readdir(dir) : [];
  const problems = pictureProblems(manifest, examples, installedLibrary(siteDir).version(), files);
  if (problems.length > 0) {
    console.warn(
      `[chart-examples] ${problems.length} gallery picture problem(s); run \`${PICTURES_COMMAND}\`:\n  ${problems.join('\n  ')}`,
    );
  }
}

function exampleCompatibility(examples: { name: string }[]): ExampleCompatibility {
  const matrix = readCompileMatrix();
  return {
    releases: matrix.releases,
    compiling: Object.fromEntries(examples.map(({ name }) => [name, majorsCompiling(matrix, name)])),
  };
}

async function readThemeCss(siteDir: string): Promise<ChartThemeCss> {
  const library = installedLibrary(siteDir);
  const [light, dark] = await Promise.all(
    ['theme_only_light.css', 'theme_only_dark.css'].map((file) => readFile(library.distFile(file), 'utf8')),
  );
  return { light: light ?? '', dark: dark ?? '' };
}
