import React, { type ReactNode } from 'react';
import { usePageComponents } from '@site/src/components/usePageComponents';
import type { Segment } from '@site/src/plugins/content/props-tables/types';

/** Runs of generated text: plain, `code`, or linked to the generated reference. */
export default function TextRuns({ runs }: { runs: Segment[] }): ReactNode {
  // The page's own link, not a copy of it (usePageComponents).
  const { A } = usePageComponents();
  return runs.map((run, i) => {
    const content = run.code ? <code>{run.text}</code> : run.text;
    return run.href ? (
      <A key={i} href={run.href}>
        {content}
      </A>
    ) : (
      <React.Fragment key={i}>{content}</React.Fragment>
    );
  });
}
