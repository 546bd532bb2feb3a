/**
 * The recipes, in reading order: `docs/recipes/{name}.mdx`, served at `/docs/recipes/{name}`, each a
 * worked task from data to chart. The docs sidebar lists them in a category of their own after the
 * guides, and the example gallery makes each one a topic after the guides' (chart-examples plugin).
 */
export const RECIPES = ['recipes/aggregation-buckets'] as const;
