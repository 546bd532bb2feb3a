import React, { Suspense, lazy, useRef, type ReactNode } from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import CodeBlock from '@theme/CodeBlock';
import type { ChartExampleData, ChartExampleSummary } from '@site/src/plugins/chart-examples/types';
import { useLabelledControls } from './useLabelledControls';
import { CHART_PLACEHOLDER_TEXT } from './placeholderText';
import { useNearViewport } from '@site/src/browser/useNearViewport';
import styles from './styles.module.css';

const LiveChart = lazy(() => import('./LiveChart'));

interface Props {
  /** Generated at build time: `import example from '@generated/chart-examples/default/{name}.json'`. */
  example: ChartExampleData | ChartExampleSummary;
  /** Height of the chart in pixels; the box keeps it before the chart loads, so nothing shifts. */
  height?: number;
  /** Show the example's source under the chart (default) or only the chart (gallery previews). */
  showSource?: boolean;
}

/**
 * A live chart and the source that draws it, from one module under examples/charts/. The chart is
 * rendered in the browser only, once its box nears the viewport.
 */
export default function ChartExample({ example, height = 320, showSource = true }: Props): ReactNode {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box);
  useLabelledControls(box);
  const placeholder = <div className={styles.placeholder}>{CHART_PLACEHOLDER_TEXT}</div>;
  return (
    <figure className={styles.figure} data-chart-example={example.name} aria-label={`${example.title}: ${example.summary}`}>
      <div ref={box} className={styles.chart} style={{ height }}>
        {near ? (
          <ErrorBoundary
            fallback={({ error, tryAgain }) => (
              <div className={styles.error} role="alert">
                <p>This example failed to render: {error.message}</p>
                <button type="button" className="button button--secondary button--sm" onClick={tryAgain}>
                  Try again
                </button>
              </div>
            )}>
            <BrowserOnly fallback={placeholder}>
              {() => (
                <Suspense fallback={placeholder}>
                  <LiveChart name={example.name} />
                </Suspense>
              )}
            </BrowserOnly>
          </ErrorBoundary>
        ) : (
          placeholder
        )}
      </div>
      {showSource && 'source' in example && (
        <CodeBlock language="tsx" title={`examples/charts/${example.name}.tsx`}>
          {example.source}
        </CodeBlock>
      )}
    </figure>
  );
}
