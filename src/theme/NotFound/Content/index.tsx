import React, { Suspense, lazy, type ReactNode } from 'react';
import NotFoundContent from '@theme-original/NotFound/Content';
import type NotFoundContentType from '@theme/NotFound/Content';
import type { WrapperProps } from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof NotFoundContentType>;

/**
 * Every docs page loads this component (the docs root shows it for a path it has no doc for), so what
 * only a not-found page shows is a chunk of its own: the server renders it into the page's HTML, and
 * the browser fetches it when a not-found page renders, not with every docs page.
 */
const NotFoundWayOn = lazy(() => import('@site/src/components/NotFoundWayOn'));

/**
 * The not-found page: the theme's own message (the heading "Page Not Found" and its two paragraphs),
 * then a way on: the main sections and the search box. Wrapped rather than ejected: the theme's
 * component keeps its translations and markup as Docusaurus updates them, and this only adds to it.
 * The theme's component is a whole `<main>` and takes only a class name, so the way on follows it as
 * a navigation landmark of its own.
 */
export default function NotFoundContentWrapper(props: Props): ReactNode {
  return (
    <>
      <NotFoundContent {...props} className={styles.message} />
      <Suspense fallback={null}>
        <NotFoundWayOn />
      </Suspense>
    </>
  );
}
