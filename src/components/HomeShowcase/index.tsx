import React, { Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import Heading from '@theme/Heading';
import { whenIdleAfterLoad } from '@site/src/browser/whenIdleAfterLoad';
import { CHART_PLACEHOLDER_TEXT } from '@site/src/components/ChartExample/placeholderText';
import { SHOWCASE } from './showcase';
import styles from './styles.module.css';

const LiveChart = lazy(() => import('@site/src/components/ChartExample/LiveChart'));

/** The latest the charts wait for an idle moment after the load event. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * A few live charts of different types, each linking to its example. The page paints and loads
 * without them: the chart library and the examples are fetched once the page has loaded and the main
 * thread is idle, so the home page's first-visit JavaScript stays what it was without charts. Each
 * box keeps its height from the start, so nothing moves when a chart appears.
 */
export default function HomeShowcase(): ReactNode {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdleAfterLoad(() => setReady(true), IDLE_TIMEOUT_MS), []);
  const placeholder = <div className={styles.placeholder}>{CHART_PLACEHOLDER_TEXT}</div>;
  return (
    <section aria-labelledby="showcase" className="margin-bottom--xl">
      <Heading as="h2" id="showcase">
        What it draws
      </Heading>
      <ul className={styles.grid}>
        {SHOWCASE.map((item) => (
          <li key={item.name} className={styles.item}>
            <figure
              className={styles.figure}
              data-chart-example={item.name}
              aria-label={`${item.title}: ${item.caption}`}
            >
              <div className={styles.chart}>
                {ready ? (
                  <ErrorBoundary
                    fallback={({ error }) => (
                      <p className={styles.placeholder} role="alert">
                        This chart failed to render: {error.message}
                      </p>
                    )}
                  >
                    <Suspense fallback={placeholder}>
                      <LiveChart name={item.name} />
                    </Suspense>
                  </ErrorBoundary>
                ) : (
                  placeholder
                )}
              </div>
              <figcaption>
                <Link to={`/examples/${item.name}`} className={styles.title}>
                  {item.title}
                </Link>
                <br />
                {item.caption}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <Link className="button button--secondary" to="/examples/examples">
        All examples, by chart type and by topic
      </Link>
    </section>
  );
}
