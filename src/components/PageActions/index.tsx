import React, { useState, type ReactNode } from 'react';
import { useLocation } from '@docusaurus/router';
import { twinPathOf } from '@site/src/plugins/content/markdown-twins/twinPath';
import { copyTwin } from './copyTwin';
import styles from './styles.module.css';

const BUTTON = 'button button--sm button--outline button--secondary';

/**
 * A docs page's two ways to its Markdown twin (src/plugins/content/markdown-twins): "Copy page"
 * puts the twin on the clipboard, for pasting into a chat or an editor; "View as Markdown" opens
 * it. The twin is a file of the build, not a route, so the link is a plain one (a Link would route it
 * in the browser, to the not-found page). A status line says what a copy did. Every docs page loads
 * this on its first visit (about 0.47 KB gzip: PERFORMANCE.md, 'Page actions'), hence no more state
 * than that line.
 */
export default function PageActions(): ReactNode {
  const twin = twinPathOf(useLocation().pathname);
  const [status, setStatus] = useState('');
  return (
    <div className={styles.pageActions}>
      {/* A live region, not role="status": a page's own status lines (the gallery's count) stay the one status of the page. */}
      <span aria-live="polite" className={styles.status}>
        {status}
      </span>
      <button type="button" className={BUTTON} onClick={() => copyTwin(twin, setStatus)}>
        Copy page
      </button>
      <a className={BUTTON} href={twin}>
        View as Markdown
      </a>
    </div>
  );
}
