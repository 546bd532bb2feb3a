import React, { useId, useMemo, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import gallery from '@generated/chart-examples/default/index.json';
import ExampleCard from './ExampleCard';
import { groupExamples, matchingExamples, type GroupBy } from './groupExamples';
import { useGalleryQuery } from './useGalleryQuery';
import { spacedItems } from '@site/src/components/spacedItems';
import styles from './styles.module.css';

const GROUPINGS: { value: GroupBy; label: string }[] = [
  { value: 'type', label: 'Chart type' },
  { value: 'topic', label: 'Topic' },
];

/**
 * Every example of examples/charts/ as a card, grouped by chart type or by topic (the guide or recipe that
 * shows it), with a filter box. Previews load as they near the viewport (ChartExample), so a long gallery
 * costs only what the reader scrolls to.
 */
export default function ExampleGallery(): ReactNode {
  const [{ query, by }, update] = useGalleryQuery();
  const filterId = useId();
  const topicTitles = useMemo(() => new Map(gallery.topics.map((topic) => [topic.id, topic.title])), []);
  const matching = useMemo(() => matchingExamples(gallery, query), [query]);
  const groups = useMemo(() => groupExamples(gallery, matching, by), [matching, by]);
  const total = gallery.examples.length;
  return (
    <div className={styles.gallery}>
      <div className={styles.toolbar}>
        <label htmlFor={filterId} className={styles.filterLabel}>
          Filter examples
        </label>
        <input
          id={filterId}
          type="search"
          className={styles.filter}
          value={query}
          placeholder="bar, tooltip, time zone…"
          autoComplete="off"
          onChange={(event) => update({ query: event.target.value })}
        />
        <fieldset className={styles.groupBy}>
          <legend>Group by</legend>
          {GROUPINGS.map((grouping) => (
            <label key={grouping.value}>
              <input
                type="radio"
                name="gallery-group-by"
                value={grouping.value}
                checked={by === grouping.value}
                onChange={() => update({ by: grouping.value })}
              />{' '}
              {grouping.label}
            </label>
          ))}
        </fieldset>
      </div>
      <p role="status" className={styles.status}>
        {matching.length === total
          ? `${total} examples`
          : matching.length === 0
            ? `No example matches “${query}”.`
            : `${matching.length} of ${total} examples match “${query}”.`}
        {matching.length < total && (
          <>
            {' '}
            <button type="button" className="button button--link button--sm" onClick={() => update({ query: '' })}>
              Show all
            </button>
          </>
        )}
      </p>
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={group.id}>
          <Heading as="h2" id={group.id}>
            {group.label} <span className={styles.count}>({group.examples.length})</span>
          </Heading>
          {group.guide && (
            <p className={styles.guideLink}>
              From the {group.kind ?? 'guide'} <Link to={group.guide}>{group.label}</Link>.
            </p>
          )}
          <ul className={styles.grid} aria-label={`${group.label} examples`}>
            {spacedItems(
              group.examples.map((example) => (
                <ExampleCard
                  key={example.name}
                  example={example}
                  topics={example.topics.map((id) => topicTitles.get(id) ?? id)}
                />
              )),
            )}
          </ul>
        </section>
      ))}
    </div>
  );
}
