import React, {
  lazy,
  memo,
  useEffect,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
  type RefObject,
} from 'react';
import { readerIsTyping, whenTypingPauses } from '@site/src/browser/typingPause';
import type { Theme } from '@elastic/charts';
import { useChartTheme } from './useChartTheme';
import { useLabelledControls } from './useLabelledControls';

/** What every module under examples/charts/ default-exports. */
type ExampleComponent = ComponentType<{ baseTheme?: Theme }>;

/**
 * One lazy component per example, kept for the page's lifetime: a lazy component made during a
 * render that suspends would be made anew on every retry, and never resolve.
 */
const modules = new Map<string, LazyExoticComponent<ExampleComponent>>();
function exampleModule(name: string): LazyExoticComponent<ExampleComponent> {
  let component = modules.get(name);
  if (!component) {
    component = lazy(() => import(`@site/examples/charts/${name}.tsx`) as Promise<{ default: ExampleComponent }>);
    modules.set(name, component);
  }
  return component;
}

/**
 * Renders one example module, themed for the site's colour mode. Loaded on its own (lazily, in the
 * browser only), so the chart library stays out of the bundle of pages that show no chart.
 */
function LiveChart({
  name,
  box,
  placeholder,
}: {
  name: string;
  box?: RefObject<HTMLElement | null>;
  /** Shown while the chart waits for a pause in the reader's typing (`typingPause.ts`). */
  placeholder: ReactNode;
}): ReactNode {
  const theme = useChartTheme();
  useLabelledControls(box);
  const paused = useTypingPaused();
  if (!paused) return placeholder;
  const Example = exampleModule(name);
  // exampleModule returns the same component for a name for the page's lifetime (the map above), so
  // nothing is made anew on a render; the rule sees a call in render, not the cache behind it.
  // eslint-disable-next-line react-hooks/static-components -- one cached component per example name
  return <Example baseTheme={theme} />;
}

/**
 * False while the reader is typing (in the search box, an editor, any field), then true for good. A chart
 * that comes into view meanwhile waits: its first render and drawing (with the chart library's first run,
 * 100 to 170 ms at 4x CPU) came between a keystroke in the search box and its results (`typingPause.ts`).
 */
function useTypingPaused(): boolean {
  const [paused, setPaused] = useState(() => !readerIsTyping());
  useEffect(() => (paused ? undefined : whenTypingPauses(() => setPaused(true))), [paused]);
  return paused;
}

/**
 * Memoized: the example around it re-renders on Edit and while the editor opens, and an example's
 * module builds its specs anew on each render, which has the chart compute everything again
 * (PERFORMANCE.md, 'Unmemoized chart on Edit'). The theme and the name decide what it draws; `box` is the
 * example's chart box, where the library's controls get their names.
 */
export default memo(LiveChart);
