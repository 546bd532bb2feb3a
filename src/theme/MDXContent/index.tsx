import React, { type ReactNode } from 'react';
import MDXContent from '@theme-original/MDXContent';
import type MDXContentType from '@theme/MDXContent';
import type { WrapperProps } from '@docusaurus/types';
import CrashTestProbe from '@site/src/components/CrashTestProbe';

type Props = WrapperProps<typeof MDXContentType>;

/** Every Markdown page's content, plus the probe the crash-page test uses (inert on the real site). */
export default function MDXContentWrapper(props: Props): ReactNode {
  return (
    <>
      <CrashTestProbe />
      <MDXContent {...props} />
    </>
  );
}
