import React, { type ElementType, type ReactNode } from 'react';
import { GUIDES } from '@site/src/sidebars/guides';
import { GUIDE_SUMMARIES } from './guides';
import { spacedItems } from '@site/src/components/spacedItems';
import styles from './styles.module.css';

export interface GuideLinksProps {
  /** The link component to render: `@docusaurus/Link` on the home page, the page's own on an MDX page. */
  link: ElementType;
  /** The pages to list, in order, each with its title and line: the guides unless told otherwise. */
  pages?: readonly { id: string; title: string; summary: string }[];
  /** A narrow column (the home page's three lists side by side) rather than two columns where there is room. */
  column?: boolean;
}

const GUIDE_PAGES = GUIDES.map((id) => ({ id, ...GUIDE_SUMMARIES[id] }));

/**
 * Pages of the docs in reading order, each a link with one line on what it teaches: the ten guides on the home
 * page and on Getting started, so a first visit sees them without opening the sidebar, and on the home page the
 * chart-type guides and recipes beside them.
 */
export default function GuideLinks({
  link: GuideLink,
  pages = GUIDE_PAGES,
  column = false,
}: GuideLinksProps): ReactNode {
  return (
    <ul className={column ? styles.column : styles.list}>
      {spacedItems(
        pages.map(({ id, title, summary }) => (
          <li key={id} className={styles.item}>
            <GuideLink href={`/docs/${id}`} className={styles.title}>
              {title}
            </GuideLink>{' '}
            {/* A space the search index reads between the title and the line (both are blocks): see spacedItems. */}
            <span className={styles.summary}>{summary}</span>
          </li>
        )),
      )}
    </ul>
  );
}
