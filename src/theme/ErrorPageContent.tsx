import React, { type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import ErrorPageContent from '@theme-original/ErrorPageContent';
import type ErrorPageContentType from '@theme/ErrorPageContent';
import type { WrapperProps } from '@docusaurus/types';

type Props = WrapperProps<typeof ErrorPageContentType>;

/**
 * A page that throws while rendering is caught by the layout's error boundary, which shows this
 * component ('This page crashed.', the message, 'Try again'). The wrapper only adds the browser
 * title 'Page Error', so the tab does not keep the crashed page's title.
 */
export default function ErrorPageContentWrapper(props: Props): ReactNode {
  return (
    <>
      <Head>
        <title>Page Error</title>
      </Head>
      <ErrorPageContent {...props} />
    </>
  );
}
