import React, { type ComponentType, type ReactNode } from 'react';
import { GUIDES } from '@site/src/sidebars/guides';
import { usePageComponents } from '@site/src/components/usePageComponents';
import { GUIDE_SUMMARIES } from './guides';
import styles from './styles.module.css';

interface Props {
  /**
   * The link to render, for a page that is not MDX (the home page passes `@docusaurus/Link`). On an
   * MDX page the page's own link component is used: importing Link here put a second copy of it into
   * Getting started's first load, 0.9 KB gzip, beside the one its MDX components already load.
   */
  link?: ComponentType<{ href: string; className?: string; children: ReactNode }>;
}

/**
 * The ten guides in reading order (the docs sidebar's), each a link with one line on what it teaches:
 * on the home page and on Getting started, so a first visit sees them without opening the sidebar.
 */
export default function GuideList({ link }: Props): ReactNode {
  const { A } = usePageComponents();
  const GuideLink = link ?? A;
  return (
    <ul className={styles.list}>
      {GUIDES.map((id) => (
        <li key={id} className={styles.item}>
          <GuideLink href={`/docs/${id}`} className={styles.title}>
            {GUIDE_SUMMARIES[id].title}
          </GuideLink>
          <span className={styles.summary}>{GUIDE_SUMMARIES[id].summary}</span>
        </li>
      ))}
    </ul>
  );
}
