// The classic theme's code block, with the Prism languages of `themeConfig.prism.additionalLanguages`
// registered first: the chunk that carries Prism (the site's grammars) and the block's buttons
// (PERFORMANCE.md, 'Code-block chunk'). The theme's own startup module for the languages is replaced
// (src/plugins/speed/prism-with-code-blocks).
import './registerPrismLanguages';
import React, { useEffect, useRef, type ReactNode } from 'react';
import type { Props } from '@theme/CodeBlock';
import OriginalCodeBlock from '@theme-original/CodeBlock';
// The wait comes with this chunk, so no page's first scripts carry it.
import { typingPause } from '@site/src/browser/typingPause';

/**
 * The theme's block, which goes live only while the reader is not typing. A block's first render runs
 * Prism over its code (the blocks of a page's first screens, about 450 ms at 4x CPU in all), and those
 * renders, begun as the page started, went on between a keystroke in the search box and its results
 * (`typingPause.ts`). A block about to go live while the reader types suspends until they pause: it goes
 * live in a transition (`useThemeCodeBlock`, and the deferred nearing in index.tsx), so the server's block
 * stays on screen meanwhile. Once live, it renders at once.
 */
export default function ThemeCodeBlock(props: Props): ReactNode {
  const live = useRef(false);
  useEffect(() => {
    live.current = true;
  }, []);
  // Read in render on purpose: whether this block has been on screen, which no render depends on for what it shows.
  // eslint-disable-next-line react-hooks/refs -- see above
  const pause = live.current ? undefined : typingPause();
  // React 18 suspends a component that throws a promise (it has no `use`), and renders it again once it settles.
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- a thrown promise is how a component suspends
  if (pause) throw pause;
  return <OriginalCodeBlock {...props} />;
}
