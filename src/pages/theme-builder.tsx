import React, { lazy, Suspense, type ReactNode } from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import { useIdleAfterLoad } from '@site/src/browser/useIdleAfterLoad';

/**
 * The builder, its generated controls and the chart library come in chunks of their own: no other page
 * loads any of it, and this page's HTML stays small.
 */
const ThemeBuilder = lazy(() => import('@site/src/components/ThemeBuilder/ThemeBuilder'));
/**
 * They are fetched once the page has loaded, when the main thread is first idle or this long after, so a
 * first visit's load holds the page itself and nothing more (tests/firstLoad.spec.ts); the builder is the
 * page's content, so the wait is short.
 */
const IDLE_TIMEOUT_MS = 200;

/** A status, which the page's Markdown twin leaves out (src/plugins/content/markdown-twins/chrome.ts). */
function Loading(): ReactNode {
  return <p role="status">Loading the theme builder and its preview charts…</p>;
}

export default function ThemeBuilderPage(): ReactNode {
  const loaded = useIdleAfterLoad(IDLE_TIMEOUT_MS);
  return (
    <Layout
      title="Theme builder"
      description="Build a PartialTheme for @elastic/charts with a live preview, checks of contrast and palette, and the TypeScript to paste into your app."
    >
      <main className="container container--fluid margin-vert--md">
        <Heading as="h1">Theme builder</Heading>
        <p>
          Make the charts look like your product: start from a theme the library exports, change any of its parameters
          and watch a chart of each kind follow. The controls are generated from the <code>Theme</code> type of the
          installed library, with each parameter&apos;s type and description; the checks say where text or series lose
          contrast and which palette colours are hard to tell apart. Export writes a <code>PartialTheme</code> of what
          you changed, ready to paste; the{' '}
          <Link to="/docs/theming" style={{ textDecoration: 'underline' }}>
            theming guide
          </Link>{' '}
          explains how the library merges it.
        </p>
        <ErrorBoundary
          fallback={({ error, tryAgain }) => (
            <div role="alert">
              <p>The theme builder could not be loaded: {error.message}</p>
              <button type="button" className="button button--secondary button--sm" onClick={tryAgain}>
                Try again
              </button>
            </div>
          )}
        >
          <BrowserOnly fallback={<Loading />}>
            {() =>
              loaded ? (
                <Suspense fallback={<Loading />}>
                  <ThemeBuilder />
                </Suspense>
              ) : (
                <Loading />
              )
            }
          </BrowserOnly>
        </ErrorBoundary>
      </main>
    </Layout>
  );
}
