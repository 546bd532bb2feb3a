import React, { type ReactNode } from 'react';
import NotFoundContent from '@theme-original/NotFound/Content';
import type NotFoundContentType from '@theme/NotFound/Content';
import type { WrapperProps } from '@docusaurus/types';
import NotFoundWayOn from '@site/src/components/NotFoundWayOn';
import styles from './styles.module.css';

type Props = WrapperProps<typeof NotFoundContentType>;

/**
 * The not-found page: the theme's own message (the heading "Page Not Found" and its two paragraphs),
 * then a way on: the main sections and the search box. Wrapped rather than ejected: the theme's
 * component keeps its translations and markup as Docusaurus updates them, and this only adds to it.
 * The theme's component is a whole `<main>` and takes only a class name, so the way on follows it as
 * a navigation landmark of its own. Every docs page loads this component (the docs root shows it for a
 * path it has no doc for); the way on was a lazy chunk of its own for a while, and a page that updated
 * before that chunk had hydrated (any not-found page, now and then) made React throw its error #421
 * and render the page again.
 */
export default function NotFoundContentWrapper(props: Props): ReactNode {
  return (
    <>
      <NotFoundContent {...props} className={styles.message} />
      <NotFoundWayOn />
    </>
  );
}
