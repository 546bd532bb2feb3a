import { CHART_TYPES, chartTypeOf } from './chartType';
import type { PicturesManifest } from './galleryPictures.mjs';
import { sourceHash } from './galleryPictures.mjs';
import type { GuideTopic } from './guideTopics';
import type { ChartExampleData, GalleryData, GalleryTopic } from './types';

/** A filter's key in the URL: lower case, words joined by hyphens (`Bullet graph` is `bullet-graph`). */
export function optionKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * The gallery's cards, in the examples sidebar's order (`positions`, examplePositions.ts), filtered in the
 * page by chart type, by topic and by words. An example's picture
 * is listed only when the manifest has one drawn from its current source; the plugin reports the rest
 * (galleryPictures.mjs's `pictureProblems`), and the unit test fails on them.
 */
export function galleryData(
  examples: ChartExampleData[],
  guides: GuideTopic[],
  pictures: Pick<PicturesManifest, 'pictures' | 'width' | 'height'>,
  positions: ReadonlyMap<string, number> = new Map(),
): GalleryData {
  const names = new Set(examples.map((example) => example.name));
  for (const guide of guides) {
    const unknown = [...guide.examples].filter((name) => !names.has(name));
    if (unknown.length > 0) {
      throw new Error(
        `chart-examples: docs/${guide.id}.mdx refers to examples that do not exist: ${unknown.join(', ')}.`,
      );
    }
  }
  const topics = guides.map(({ id, title, kind }) => ({
    id,
    key: optionKey(id.split('/').pop() ?? id),
    label: title,
    kind,
  }));
  assertUniqueKeys(topics);
  const position = (name: string) => positions.get(name) ?? Number.POSITIVE_INFINITY;
  const cards = [...examples]
    .sort((a, b) => position(a.name) - position(b.name) || a.name.localeCompare(b.name))
    .map(({ source, ...summary }) => {
      const hash = sourceHash(source);
      return {
        ...summary,
        chartType: optionKey(chartTypeOf(source, `${summary.name}.tsx`)),
        topics: guides.filter((guide) => guide.examples.has(summary.name)).map((guide) => guide.id),
        ...(pictures.pictures[summary.name]?.hash === hash ? { picture: hash } : {}),
      };
    });
  const drawn = new Set(cards.map((card) => card.chartType));
  return {
    chartTypes: CHART_TYPES.map(({ label }) => ({ key: optionKey(label), label })).filter(({ key }) => drawn.has(key)),
    topics,
    examples: cards,
    pictureSize: { width: pictures.width, height: pictures.height },
  };
}

/** Two topics with one key (`docs/x.mdx` and `docs/recipes/x.mdx`) would be one filter: fail the build. */
function assertUniqueKeys(topics: GalleryTopic[]): void {
  const seen = new Map<string, string>();
  for (const topic of topics) {
    const other = seen.get(topic.key);
    if (other) {
      throw new Error(
        `chart-examples: docs/${other}.mdx and docs/${topic.id}.mdx would both be the gallery's "shows=${topic.key}"; rename one.`,
      );
    }
    seen.set(topic.key, topic.id);
  }
}
