import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { GUIDES } from '@site/src/sidebars/guides';
import { GUIDE_SUMMARIES } from './guides';
import styles from './styles.module.css';

/**
 * The ten guides in reading order (the docs sidebar's), each a link with one line on what it teaches:
 * on the home page and on Getting started, so a first visit sees them without opening the sidebar.
 */
export default function GuideList(): ReactNode {
  return (
    <ul className={styles.list}>
      {GUIDES.map((id) => (
        <li key={id} className={styles.item}>
          <Link to={`/docs/${id}`} className={styles.title}>
            {GUIDE_SUMMARIES[id].title}
          </Link>
          <span className={styles.summary}>{GUIDE_SUMMARIES[id].summary}</span>
        </li>
      ))}
    </ul>
  );
}
