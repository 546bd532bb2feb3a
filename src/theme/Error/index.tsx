import React, { type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import { ErrorBoundaryError, ErrorBoundaryTryAgainButton } from '@docusaurus/theme-common';
import type { Props } from '@theme/Error';

/**
 * The last-resort crash page, shown when rendering fails outside a page's own layout (the layout
 * itself, a provider). It cannot rely on the layout, so it stands alone; its words match the
 * in-layout crash page (`ErrorPageContent`): 'This page crashed.', the message, 'Try again'.
 * Docusaurus core's fallback offers no swizzle CLI entry, hence a file of our own.
 */
export default function Error({ error, tryAgain }: Props): ReactNode {
  return (
    <main className="container margin-vert--xl">
      <Head>
        <title>Page Error</title>
      </Head>
      <h1 className="hero__title">This page crashed.</h1>
      <ErrorBoundaryTryAgainButton onClick={tryAgain} className="button button--primary margin-vert--lg" />
      <ErrorBoundaryError error={error} />
    </main>
  );
}
