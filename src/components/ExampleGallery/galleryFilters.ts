import type { GalleryData, GalleryExample } from '@site/src/plugins/content/chart-examples/types';

/** The gallery's three filters, as the URL keeps them (`?type=bar&shows=tooltips&q=stacked`); '' is "any". */
export interface GalleryFilters {
  /** A chart type's key. */
  type: string;
  /** A topic's key: a guide, chart-type guide or recipe that shows the example. */
  shows: string;
  /** Words, each of which a card's text must contain. */
  query: string;
}

export const NO_FILTER: GalleryFilters = { type: '', shows: '', query: '' };

/** Longer queries are cut: a filter box needs no more, and a pasted URL cannot make the page match megabytes. */
export const MAX_QUERY = 100;

/**
 * The filters a URL's search part asks for. A key the gallery does not have (an old link, a typo, a
 * hostile value) counts as no filter, so the page shows every card rather than none.
 */
export function readFilters(search: string, gallery: GalleryData): GalleryFilters {
  const params = new URLSearchParams(search);
  const known = (value: string | null, keys: { key: string }[]) =>
    value !== null && keys.some(({ key }) => key === value) ? value : '';
  return {
    type: known(params.get('type'), gallery.chartTypes),
    shows: known(params.get('shows'), gallery.topics),
    query: (params.get('q') ?? '').slice(0, MAX_QUERY),
  };
}

/** The search part of the URL for `filters`: only the filters in use, '' for none. */
export function filtersSearch(filters: GalleryFilters): string {
  const params = new URLSearchParams();
  if (filters.type) params.set('type', filters.type);
  if (filters.shows) params.set('shows', filters.shows);
  if (filters.query) params.set('q', filters.query.slice(0, MAX_QUERY));
  const search = params.toString();
  return search ? `?${search}` : '';
}

export function isFiltered(filters: GalleryFilters): boolean {
  return Boolean(filters.type || filters.shows || queryWords(filters.query).length > 0);
}

/** Lower-case words of a query; an example matches when each word occurs in its text. */
export function queryWords(query: string): string[] {
  return query.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 20);
}

/** What the words are matched against: title, summary, file name, chart type and the titles of its topics. */
function searchableText(gallery: GalleryData, example: GalleryExample): string {
  const type = gallery.chartTypes.find(({ key }) => key === example.chartType)?.label ?? example.chartType;
  const topics = example.topics.map((id) => gallery.topics.find((topic) => topic.id === id)?.label ?? id);
  return [example.title, example.summary, example.name, type, ...topics].join(' ').toLowerCase();
}

/** A test per filter: the chart type, the topic and the words. */
function tests(gallery: GalleryData, filters: GalleryFilters) {
  const topic = gallery.topics.find(({ key }) => key === filters.shows)?.id;
  const words = queryWords(filters.query);
  return {
    type: (example: GalleryExample) => !filters.type || example.chartType === filters.type,
    shows: (example: GalleryExample) => !filters.shows || (topic !== undefined && example.topics.includes(topic)),
    query: (example: GalleryExample) => {
      if (words.length === 0) return true;
      const text = searchableText(gallery, example);
      return words.every((word) => text.includes(word));
    },
  };
}

/** The examples every filter keeps, in the gallery's order. */
export function filterExamples(gallery: GalleryData, filters: GalleryFilters): GalleryExample[] {
  const test = tests(gallery, filters);
  return gallery.examples.filter((example) => test.type(example) && test.shows(example) && test.query(example));
}

/**
 * How many cards each option of a filter would leave, the other two filters as they are: what a select's
 * options say, so a reader sees where a choice leads before making it.
 */
export function optionCounts(
  gallery: GalleryData,
  filters: GalleryFilters,
  filter: 'type' | 'shows',
): Map<string, number> {
  const test = tests(gallery, filters);
  const others = gallery.examples.filter((example) =>
    filter === 'type' ? test.shows(example) && test.query(example) : test.type(example) && test.query(example),
  );
  const counts = new Map<string, number>();
  if (filter === 'type') {
    for (const { key } of gallery.chartTypes)
      counts.set(key, others.filter((example) => example.chartType === key).length);
  } else {
    for (const { key, id } of gallery.topics)
      counts.set(key, others.filter((example) => example.topics.includes(id)).length);
  }
  return counts;
}
