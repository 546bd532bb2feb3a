import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Heading from '@theme/Heading';
import { requestSearchFocus } from '@site/src/theme/SearchBar/focusRequest';
import styles from './styles.module.css';

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
 * The way on from a page that does not exist: the main sections, and a button that focuses the
 * navbar's search box (as Ctrl+K does). The button is disabled until the page has hydrated, so a
 * click on the server's HTML is not lost.
 */
export default function NotFoundWayOn(): ReactNode {
  const hydrated = useIsBrowser();
  return (
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
            <button
              type="button"
              className="button button--primary button--sm"
              disabled={!hydrated}
              onClick={requestSearchFocus}
            >
              Search the docs
            </button>
          </p>
        </div>
      </div>
    </nav>
  );
}
