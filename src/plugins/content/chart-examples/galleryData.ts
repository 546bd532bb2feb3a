import { CHART_TYPES, chartTypeOf } from './chartType';
import type { GuideTopic } from './guideTopics';
import type { ChartExampleData, GalleryData } from './types';

/** The gallery's cards, grouped and filtered in the page by chart type and by topic. */
export function galleryData(examples: ChartExampleData[], guides: GuideTopic[]): GalleryData {
  const names = new Set(examples.map((example) => example.name));
  for (const guide of guides) {
    const unknown = [...guide.examples].filter((name) => !names.has(name));
    if (unknown.length > 0) {
      throw new Error(
        `chart-examples: docs/${guide.id}.mdx refers to examples that do not exist: ${unknown.join(', ')}.`,
      );
    }
  }
  const cards = examples.map(({ source, ...summary }) => ({
    ...summary,
    chartType: chartTypeOf(source, `${summary.name}.tsx`),
    topics: guides.filter((guide) => guide.examples.has(summary.name)).map((guide) => guide.id),
  }));
  const drawn = new Set(cards.map((card) => card.chartType));
  return {
    chartTypes: CHART_TYPES.map((type) => type.label).filter((label) => drawn.has(label)),
    topics: guides.map(({ id, title, kind }) => ({ id, title, kind })),
    examples: cards,
  };
}
