import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { readExamples } from './readExample';
import type { ChartExampleSummary, ChartThemeCss } from './types';

/** Where the example modules live, relative to the site. */
export const EXAMPLES_DIR = 'examples/charts';

/**
 * The live examples' data, at build time:
 * 1. read every `examples/charts/*.tsx` module: title and summary from its opening comment, and its
 *    exact source text;
 * 2. write each as `@generated/chart-examples/default/{name}.json` (an MDX page imports it and hands
 *    it to `ChartExample`, which shows that source and renders the same module live);
 * 3. write the gallery's list, `index.json`;
 * 4. write the library's light and dark stylesheets as `theme-css.json`, applied by the live chart
 *    for the current colour mode (so only pages with a chart load them).
 */
export default function chartExamplesPlugin(context: LoadContext): Plugin {
  const dir = path.join(context.siteDir, EXAMPLES_DIR);
  return {
    name: 'chart-examples',
    async contentLoaded({ actions }) {
      const examples = await readExamples(dir);
      await Promise.all(examples.map((example) => actions.createData(`${example.name}.json`, JSON.stringify(example))));
      const summaries: ChartExampleSummary[] = examples.map(({ source: _source, ...summary }) => summary);
      await actions.createData('index.json', JSON.stringify(summaries));
      await actions.createData('theme-css.json', JSON.stringify(await readThemeCss(context.siteDir)));
    },
    getPathsToWatch() {
      return [path.join(dir, '*.tsx')];
    },
  };
}

async function readThemeCss(siteDir: string): Promise<ChartThemeCss> {
  const resolve = (file: string) => createRequire(path.join(siteDir, 'package.json')).resolve(`@elastic/charts/dist/${file}`);
  const [light, dark] = await Promise.all(
    ['theme_only_light.css', 'theme_only_dark.css'].map((file) => readFile(resolve(file), 'utf8')),
  );
  return { light: light ?? '', dark: dark ?? '' };
}
