import React, { type ReactNode } from 'react';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import type DocBreadcrumbsType from '@theme/DocBreadcrumbs';
import type { WrapperProps } from '@docusaurus/types';
import PageActions from '@site/src/components/PageActions';
import styles from './styles.module.css';

type Props = WrapperProps<typeof DocBreadcrumbsType>;

/**
 * The theme's breadcrumbs, with the page's "Copy page" and "View as Markdown" on the same row, right
 * above the title. Every docs page has breadcrumbs (a doc, a category's generated index), so this is
 * the one place that puts the controls on all of them; wrapped, not ejected, so the breadcrumbs stay
 * the theme's.
 */
export default function DocBreadcrumbsWrapper(props: Props): ReactNode {
  return (
    <div className={styles.row}>
      <DocBreadcrumbs {...props} />
      <PageActions />
    </div>
  );
}
