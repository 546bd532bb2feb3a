import type { GalleryData, GalleryExample, TopicKind } from '@site/src/plugins/content/chart-examples/types';

export type GroupBy = 'type' | 'topic';

export interface ExampleGroup {
  /** Stable id for the section's heading anchor. */
  id: string;
  label: string;
  /** Where the group's own page is (a topic's guide or recipe), if it has one. */
  guide?: string;
  /** What that page is. */
  kind?: TopicKind;
  examples: GalleryExample[];
}

/** Lower-case words of a query; an example matches when each word occurs in its text. */
export function queryWords(query: string): string[] {
  return query.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 20);
}

/** What a query is matched against: title, summary, file name, chart type and topic titles. */
function searchableText(example: GalleryExample, topicTitles: Map<string, string>): string {
  const topics = example.topics.map((id) => topicTitles.get(id) ?? id);
  return [example.title, example.summary, example.name, example.chartType, ...topics].join(' ').toLowerCase();
}

export function matchingExamples(gallery: GalleryData, query: string): GalleryExample[] {
  const words = queryWords(query);
  if (words.length === 0) return gallery.examples;
  const titles = new Map(gallery.topics.map((topic) => [topic.id, topic.title]));
  return gallery.examples.filter((example) => {
    const text = searchableText(example, titles);
    return words.every((word) => text.includes(word));
  });
}

/** Not in any guide or recipe yet: chart-type examples stand on their own pages. */
export const NO_TOPIC: ExampleGroup['label'] = 'More examples';

/**
 * The matching examples in groups, empty groups left out. By chart type each example is in one group;
 * by topic it is in every guide or recipe that shows it, and in "More examples" if in none.
 */
export function groupExamples(gallery: GalleryData, examples: GalleryExample[], by: GroupBy): ExampleGroup[] {
  const groups: ExampleGroup[] =
    by === 'type'
      ? gallery.chartTypes.map((type) => ({
          id: `type-${slug(type)}`,
          label: type,
          examples: examples.filter((example) => example.chartType === type),
        }))
      : [
          ...gallery.topics.map((topic) => ({
            id: `topic-${slug(topic.id)}`,
            label: topic.title,
            guide: `/docs/${topic.id}`,
            kind: topic.kind,
            examples: examples.filter((example) => example.topics.includes(topic.id)),
          })),
          { id: 'topic-none', label: NO_TOPIC, examples: examples.filter((example) => example.topics.length === 0) },
        ];
  return groups.filter((group) => group.examples.length > 0);
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}
