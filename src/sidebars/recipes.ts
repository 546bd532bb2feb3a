/**
 * The recipes, in reading order: `docs/recipes/{name}.mdx`, served at `/docs/recipes/{name}`, each a
 * worked task from data to chart. The docs sidebar lists them in a category of their own after the
 * guides, and the example gallery makes each one a topic after the guides' (chart-examples plugin).
 */
export const RECIPES = [
  'recipes/many-charts',
  'recipes/live-data',
  'recipes/resizable-layouts',
  'recipes/aggregation-buckets',
  'recipes/series-visibility',
  'recipes/hidden-containers',
  'recipes/when-a-chart-throws',
  'recipes/library-cost',
] as const;
