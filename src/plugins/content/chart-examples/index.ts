import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { GUIDES } from '../../../sidebars/guides';
import { RECIPES } from '../../../sidebars/recipes';
import { CHART_GUIDES } from '../../../sidebars/chartGuides';
import { COMPILE_MATRIX_FILE, majorsCompiling, readCompileMatrix } from '../api-history/compileMatrix';
import { installedLibrary } from '../installedLibrary';
import { EXAMPLES_DIR } from './examplesDir';
import { galleryData } from './galleryData';
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
 *    (from the components it renders) and its topics (the guides and recipes in `docs/` that embed or link it);
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
        ...(await readGuideTopics(docsDir, CHART_GUIDES, 'guide')),
        ...(await readGuideTopics(docsDir, RECIPES, 'recipe')),
      ];
      await actions.createData('index.json', JSON.stringify(galleryData(examples, topics)));
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
        COMPILE_MATRIX_FILE,
      ];
    },
  };
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
