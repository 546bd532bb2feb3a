import path from 'node:path';
import { test, expect } from 'vitest';
import { CHART_GUIDE_SUMMARIES, GUIDE_SUMMARIES, RECIPE_SUMMARIES } from '../../src/components/GuideList/guides';
import { readGuideTopics } from '../../src/plugins/content/chart-examples/guideTopics';
import { CHART_GUIDES } from '../../src/sidebars/chartGuides';
import { GUIDES } from '../../src/sidebars/guides';
import { RECIPES } from '../../src/sidebars/recipes';

const DOCS = path.resolve(__dirname, '..', '..', 'docs');

/**
 * The home page lists the guides, chart-type guides and recipes by title, with a line each (GuideList/guides.ts):
 * every link reads as the title of the page it opens, and each line says something of its own.
 */
test.each([
  ['guides', GUIDES, GUIDE_SUMMARIES],
  ['chart-type guides', CHART_GUIDES, CHART_GUIDE_SUMMARIES],
  ['recipes', RECIPES, RECIPE_SUMMARIES],
] as const)(
  'the %s are listed by their own titles, each with a line of eight words or more',
  async (_, ids, summaries) => {
    const topics = await readGuideTopics(DOCS, ids, 'guide');
    const byId = summaries as Record<string, { title: string; summary: string }>;
    expect(Object.keys(byId).sort()).toEqual([...ids].sort());
    for (const { id, title } of topics) {
      expect(byId[id]?.title, `docs/${id}.mdx`).toBe(title);
      expect(byId[id]?.summary.split(/\s+/).length, `docs/${id}.mdx's line`).toBeGreaterThanOrEqual(8);
    }
  },
);
