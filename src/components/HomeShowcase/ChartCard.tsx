import React, { Suspense, lazy, useRef, type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import { useNearViewport } from '@site/src/browser/useNearViewport';
import { CHART_PLACEHOLDER_TEXT } from '@site/src/components/ChartExample/placeholderText';
import styles from './styles.module.css';

const LiveChart = lazy(() => import('@site/src/components/ChartExample/LiveChart'));

interface Props {
  /** The example module under examples/charts/. */
  name: string;
  title: string;
  caption: string;
  /** Whether the page may fetch charts yet (after its load event, on an idle moment). */
  allowed: boolean;
  className?: string;
}

/**
 * One live example on the home page, linking to its page. It draws once the page allows charts and
 * its box nears the viewport: a first visit that does not scroll draws only the charts it sees. The
 * box keeps its height from the start, so nothing moves when the chart appears.
 */
export default function ChartCard({ name, title, caption, allowed, className }: Props): ReactNode {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box);
  const placeholder = <div className={styles.placeholder}>{CHART_PLACEHOLDER_TEXT}</div>;
  return (
    <figure className={clsx(styles.figure, className)} data-chart-example={name} aria-label={`${title}: ${caption}`}>
      <div className={styles.chart} ref={box}>
        {allowed && near ? (
          <ErrorBoundary
            fallback={({ error }) => (
              <p className={styles.placeholder} role="alert">
                This chart failed to render: {error.message}
              </p>
            )}
          >
            <Suspense fallback={placeholder}>
              <LiveChart name={name} />
            </Suspense>
          </ErrorBoundary>
        ) : (
          placeholder
        )}
      </div>
      <figcaption>
        <Link to={`/examples/${name}`} className={styles.title}>
          {title}
        </Link>
        <br />
        {caption}
      </figcaption>
    </figure>
  );
}
