import React, { useId, useMemo, type ReactNode } from 'react';
import gallery from '@generated/chart-examples/default/index.json';
import ExampleCard from './ExampleCard';
import { filterExamples, isFiltered, NO_FILTER, optionCounts } from './galleryFilters';
import { useGalleryFilters } from './useGalleryFilters';
import { spacedItems } from '@site/src/components/spacedItems';
import type { TopicKind } from '@site/src/plugins/content/chart-examples/types';
import styles from './styles.module.css';

/** The topics' groups in the "What it shows" filter, in the gallery's order. */
const TOPIC_GROUPS: { kind: TopicKind; label: string }[] = [
  { kind: 'guide', label: 'Guides' },
  { kind: 'chart guide', label: 'Chart-type guides' },
  { kind: 'recipe', label: 'Recipes' },
];

/**
 * Every example of examples/charts/ as a card with a picture of its chart (static/gallery/, drawn by
 * `npm run gallery-pictures`), filtered by chart type, by what it shows (the guides and recipes that use
 * it) and by words, the filters kept in the URL. No chart is drawn here: the page loads no chart code.
 */
export default function ExampleGallery(): ReactNode {
  const [filters, update] = useGalleryFilters(gallery);
  const ids = { query: useId(), type: useId(), shows: useId() };
  const shown = useMemo(() => filterExamples(gallery, filters), [filters]);
  const typeCounts = useMemo(() => optionCounts(gallery, filters, 'type'), [filters]);
  const topicCounts = useMemo(() => optionCounts(gallery, filters, 'shows'), [filters]);
  const total = gallery.examples.length;
  const filtered = isFiltered(filters);
  return (
    <div className={styles.gallery}>
      <div className={styles.toolbar}>
        <div className={styles.field}>
          <label htmlFor={ids.query}>Filter examples</label>
          <input
            id={ids.query}
            type="search"
            value={filters.query}
            placeholder="bar, tooltip, time zone…"
            autoComplete="off"
            // Typing replaces the history entry: Back leaves the gallery rather than undo a letter.
            onChange={(event) => update({ query: event.target.value }, 'replace')}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.type}>Chart type</label>
          <select id={ids.type} value={filters.type} onChange={(event) => update({ type: event.target.value }, 'push')}>
            <option value="">All types</option>
            {gallery.chartTypes.map(({ key, label }) => (
              <option key={key} value={key}>
                {label} ({typeCounts.get(key) ?? 0})
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.shows}>What it shows</label>
          <select
            id={ids.shows}
            value={filters.shows}
            onChange={(event) => update({ shows: event.target.value }, 'push')}
          >
            <option value="">Anything</option>
            {TOPIC_GROUPS.map(({ kind, label }) => (
              <optgroup key={kind} label={label}>
                {gallery.topics
                  .filter((topic) => topic.kind === kind)
                  .map(({ key, label: title }) => (
                    <option key={key} value={key}>
                      {title} ({topicCounts.get(key) ?? 0})
                    </option>
                  ))}
              </optgroup>
            ))}
          </select>
        </div>
      </div>
      <p className={styles.status}>
        <span role="status">
          {!filtered
            ? `${total} examples`
            : shown.length === 0
              ? 'No example matches these filters.'
              : `${shown.length} of ${total} examples`}
        </span>
        {filtered && (
          <>
            {' '}
            <button type="button" className="button button--link button--sm" onClick={() => update(NO_FILTER, 'push')}>
              Clear filters
            </button>
          </>
        )}
      </p>
      <ul className={styles.grid} aria-label="Examples">
        {spacedItems(
          shown.map((example) => <ExampleCard key={example.name} example={example} size={gallery.pictureSize} />),
        )}
      </ul>
    </div>
  );
}
