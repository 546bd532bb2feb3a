import type { AllContent, LoadedPlugin } from '@docusaurus/types';
import type { ChartExampleData } from './types';

/** The chart-examples plugin's name: its content is the example modules, read once for every plugin. */
export const CHART_EXAMPLES_PLUGIN = 'chart-examples';

/**
 * The example modules as the chart-examples plugin read them, for a plugin's `allContentLoaded`: the props
 * tables and the search index use the same read, not a read of their own.
 */
export function examplesIn(allContent: AllContent): ChartExampleData[] {
  return asExamples(allContent[CHART_EXAMPLES_PLUGIN]?.default);
}

/** The same, from the loaded plugins a `postBuild` is given. */
export function examplesOf(plugins: readonly LoadedPlugin[]): ChartExampleData[] {
  return asExamples(plugins.find((plugin) => plugin.name === CHART_EXAMPLES_PLUGIN)?.content);
}

/**
 * The plugin's content as what it is. Docusaurus types a site's plugin list with `unknown` content, so the
 * plugin itself reads its own content through here too.
 */
export function asExamples(content: unknown): ChartExampleData[] {
  if (!Array.isArray(content) || content.length === 0) {
    throw new Error(
      `The ${CHART_EXAMPLES_PLUGIN} plugin's content (the example modules) is missing: it must be among docusaurus.config.ts's plugins, where the props tables and the search index read the examples from.`,
    );
  }
  return content as ChartExampleData[];
}
