import React, { type ElementType, type ReactNode } from 'react';
import { GUIDES } from '@site/src/sidebars/guides';
import { GUIDE_SUMMARIES } from './guides';
import { spacedItems } from '@site/src/components/spacedItems';
import styles from './styles.module.css';

export interface GuideLinksProps {
  /** The link component to render: `@docusaurus/Link` on the home page, the page's own on an MDX page. */
  link: ElementType;
}

/**
 * The ten guides in reading order (the docs sidebar's), each a link with one line on what it teaches:
 * on the home page and on Getting started, so a first visit sees them without opening the sidebar.
 */
export default function GuideLinks({ link: GuideLink }: GuideLinksProps): ReactNode {
  return (
    <ul className={styles.list}>
      {spacedItems(
        GUIDES.map((id) => (
          <li key={id} className={styles.item}>
            <GuideLink href={`/docs/${id}`} className={styles.title}>
              {GUIDE_SUMMARIES[id].title}
            </GuideLink>{' '}
            {/* A space the search index reads between the title and the line (both are blocks): see spacedItems. */}
            <span className={styles.summary}>{GUIDE_SUMMARIES[id].summary}</span>
          </li>
        )),
      )}
    </ul>
  );
}
