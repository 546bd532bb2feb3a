import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import NotFoundContent from '@theme-original/NotFound/Content';
import type NotFoundContentType from '@theme/NotFound/Content';
import type { WrapperProps } from '@docusaurus/types';
import { requestSearchFocus } from '@site/src/theme/SearchBar/focusRequest';
import styles from './styles.module.css';

type Props = WrapperProps<typeof NotFoundContentType>;

/** The site's main sections, each with a line on what a reader finds there. */
const SECTIONS = [
  { to: '/docs/docs', title: 'Getting started', text: 'Install the library, load its stylesheet, draw a first chart.' },
  {
    to: '/docs/docs#guides',
    title: 'Guides',
    text: 'Ten guides, one topic each: events, tooltips, legends, axes and more.',
  },
  { to: '/api/Chart', title: 'API', text: 'The Chart component and its specs, each with the table of its props.' },
  { to: '/examples/examples', title: 'Examples', text: 'Live charts of every type, with the code that draws them.' },
  { to: '/all-types/', title: 'All types', text: "The reference generated from the library's type declarations." },
] as const;

/**
 * The not-found page: the theme's own message (the heading "Page Not Found" and its two paragraphs),
 * then a way on: the main sections and the search box. Wrapped rather than ejected: the theme's
 * component keeps its translations and markup as Docusaurus updates them, and this adds to it.
 * The theme's component is a whole `<main>` and takes only a class name, so the way on follows it as
 * a navigation landmark of its own.
 */
export default function NotFoundContentWrapper(props: Props): ReactNode {
  return (
    <>
      <NotFoundContent {...props} className={styles.message} />
      <nav aria-labelledby="not-found-way-on" className="container margin-bottom--xl">
        <div className="row">
          <div className="col col--6 col--offset-3">
            <Heading as="h2" id="not-found-way-on">
              Where to go from here
            </Heading>
            <ul className={styles.sections}>
              {SECTIONS.map((section) => (
                <li key={section.to}>
                  <Link to={section.to}>{section.title}</Link>: {section.text}
                </li>
              ))}
            </ul>
            <p>
              Or search the documentation for what you were looking for:{' '}
              <button type="button" className="button button--primary button--sm" onClick={requestSearchFocus}>
                Search the docs
              </button>
            </p>
          </div>
        </div>
      </nav>
    </>
  );
}
