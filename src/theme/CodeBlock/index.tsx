import React, { Suspense, lazy, useDeferredValue, useRef, useState, type ReactNode } from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type { Props } from '@theme/CodeBlock';
import { useNearViewport } from '@site/src/browser/useNearViewport';
import PlainCodeBlock from './PlainCodeBlock';
import { themeCodeBlockChunk } from './themeCodeBlockChunk';
import { useFocusAcrossSwap } from './useFocusAcrossSwap';
import { useThemeCodeBlock } from './useThemeCodeBlock';
import styles from './styles.module.css';

/** The server render's way to the theme's code block (it waits for lazy components). */
const ServerThemeCodeBlock = lazy(() => themeCodeBlockChunk.load().then((component) => ({ default: component })));

/** An empty inner HTML that React leaves as the server wrote it (it does not diff inner HTML on hydration). */
const KEEP_SERVER_HTML = { __html: '' };

/**
 * The theme's code block, without its chunk (Prism and the block: PERFORMANCE.md, 'Code-block
 * chunk') in any page's first load.
 *
 * - The server renders the theme's block as usual, so the page arrives highlighted.
 * - On a first visit the browser keeps that HTML as it is, not hydrated, and fetches the theme's
 *   block once the page has loaded and is idle (or as soon as the reader points at or focuses the
 *   block), then swaps it in as the block nears the viewport: the same block, now live (copy
 *   button, colour mode). A page of many blocks so never re-renders them all in one task.
 *   Meanwhile, in dark mode, the server's block (coloured for light mode) shows uncoloured
 *   (styles.module.css).
 * - A page reached by client-side navigation has no server HTML: it shows the code as plain text in
 *   the block's frame, and each block goes live as it nears the viewport once the chunk is in (it usually
 *   already is, from the first page's idle time).
 */
export default function CodeBlockWrapper(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  // Mounted by hydration: the server's HTML is in the page. (`isBrowser` turns true after hydration.)
  const [hydrated] = useState(() => ExecutionEnvironment.canUseDOM && !isBrowser);
  const { ThemeCodeBlock, hurry } = useThemeCodeBlock(hydrated ? 'after-load' : 'now');
  const slot = useRef<HTMLDivElement>(null);
  // A block goes live as it nears the viewport, in a transition (a deferred value renders in one), on a page
  // reached by client-side navigation as on a first visit. Live from the navigation's own render, every block
  // of the page ran Prism and measured its width before the new page could show (PERFORMANCE.md, 'Client-side
  // navigation and code blocks').
  const near = useDeferredValue(useNearViewport(slot));
  const live = ThemeCodeBlock !== undefined && near;
  const focus = useFocusAcrossSwap(slot, live);

  if (!ExecutionEnvironment.canUseDOM) {
    return (
      <div className={styles.slot} data-code-block="server">
        <Suspense>
          <ServerThemeCodeBlock {...props} />
        </Suspense>
      </div>
    );
  }
  if (live) {
    return (
      <div ref={slot} className={styles.slot} data-code-block="live" key="live">
        <ThemeCodeBlock {...props} />
      </div>
    );
  }
  if (hydrated) {
    return (
      <div
        ref={slot}
        className={styles.slot}
        data-code-block="server"
        key="server"
        dangerouslySetInnerHTML={KEEP_SERVER_HTML}
        suppressHydrationWarning
        onPointerEnter={hurry}
        onFocus={(event) => {
          focus.onFocus(event);
          hurry();
        }}
        onBlur={focus.onBlur}
      />
    );
  }
  return (
    <div ref={slot} className={styles.slot} data-code-block="plain" key="plain">
      <PlainCodeBlock {...props} />
    </div>
  );
}
