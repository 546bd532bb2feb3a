import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import type { Segment } from '@site/src/plugins/props-tables/types';

/** Runs of generated text: plain, `code`, or linked to the generated reference. */
export default function TextRuns({ runs }: { runs: Segment[] }): ReactNode {
  return runs.map((run, i) => {
    const content = run.code ? <code>{run.text}</code> : run.text;
    return run.href ? (
      <Link key={i} to={run.href}>
        {content}
      </Link>
    ) : (
      <React.Fragment key={i}>{content}</React.Fragment>
    );
  });
}
