import { readFileSync } from 'node:fs';
import { test, expect } from '@playwright/test';
import { BUILD, filesUnder } from '../files';

/**
 * A live chart's box is server-rendered as its placeholder and nothing else. A Suspense boundary
 * there (React writes it as `<!--$-->`) would be hydrated later than the page, and the box nearing
 * the viewport before that made React throw error #421 (seen in the crawl on a slow machine).
 */
// Attribute quotes are optional: the faster build's HTML minifier drops them, a DOCS_STOCK build keeps them.
const CHART_BOX = /<figure[^>]*data-chart-example="?([\w-]+)"?[^>]*><div class="?chart_\w+"? style="?height:\d+px"?>(.*?)<\/div><\/div>/g;

test('no chart box of any built page holds a server-rendered Suspense boundary', () => {
  const boxes = filesUnder(BUILD, '.html', ['storybook']).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(CHART_BOX)].map((match) => ({ file, name: match[1], html: match[2] ?? '' })),
  );
  // Every example page, guide and API page with a live chart: far more than the 60 example pages.
  expect(boxes.length).toBeGreaterThan(100);
  const withBoundary = boxes.filter((box) => box.html.includes('<!--$')).map((box) => `${box.file}: ${box.name}`);
  expect(withBoundary).toEqual([]);
  expect(boxes.every((box) => box.html.includes('placeholder_'))).toBe(true);
});
