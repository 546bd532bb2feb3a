import React, { type ComponentProps, type ReactNode } from 'react';
import Loading from '@theme-original/Loading';
import type LoadingType from '@theme/Loading';

type Props = ComponentProps<typeof LoadingType>;

/**
 * Shown while a page's chunk loads: the core spinner (128 by 110), or, when the chunk fails, the
 * red box with the error text and Retry. The wrapper tells assistive technology what is going on:
 * the spinner is announced as a loading status and the failure as an alert.
 */
export default function LoadingWrapper(props: Props): ReactNode {
  if (props.error) {
    return (
      <div role="alert">
        <Loading {...props} />
      </div>
    );
  }
  if (props.pastDelay) {
    return (
      <div role="status" aria-label="Loading the page">
        <Loading {...props} />
      </div>
    );
  }
  return null;
}
