import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CHART_HEIGHT } from '../../src/components/ChartExample/chartHeight';

/**
 * The height each example's own page gives its chart (`<ChartExample example={...} height={400} />` in
 * `examples/{name}.mdx`, else the component's default), so that a picture shows the example as its page
 * lays it out: an example made for 470 px would be cut at 320.
 */
export function exampleHeight(siteDir: string, name: string): number {
  const file = path.join(siteDir, 'examples', `${name}.mdx`);
  const tags = readFileSync(file, 'utf8').match(/<ChartExample\b[^>]*>/g) ?? [];
  if (tags.length !== 1) {
    throw new Error(
      `history:pictures: ${file} should render its example once with <ChartExample>; found ${tags.length}.`,
    );
  }
  const height = /\bheight=\{(\d+)\}/.exec(tags[0] ?? '')?.[1];
  return height === undefined ? CHART_HEIGHT : Number(height);
}
