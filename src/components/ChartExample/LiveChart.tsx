import React, { lazy, memo, type ComponentType, type LazyExoticComponent, type ReactNode, type RefObject } from 'react';
import { afterTypingPause } from '@site/src/browser/typingPause';
import { fetchChartLibrary } from './fetchChartLibrary';
import type { ExampleComponent } from './ThemedExample';
import { useLabelledControls } from './useLabelledControls';

/**
 * One lazy component per example, kept for the page's lifetime: a lazy component made during a
 * render that suspends would be made anew on every retry, and never resolve.
 *
 * What a chart costs the main thread waits while the reader types (in the search box, an editor, any
 * field): the chart library's first run (130 to 180 ms at 4x CPU, in one task), then the chart's first
 * render and drawing. They came between a keystroke in the search box and its results
 * (`typingPause.ts`). The library's bytes are fetched meanwhile (`fetchChartLibrary`), so the chart
 * follows the pause without waiting for the network: the library runs at the pause, and the example's
 * own small chunk comes with it. Nothing this module imports runs the library: the theme, which is the
 * library's, comes with the example (`ThemedExample.tsx`).
 */
const modules = new Map<string, LazyExoticComponent<ComponentType>>();
function exampleModule(name: string): LazyExoticComponent<ComponentType> {
  let component = modules.get(name);
  if (!component) {
    component = lazy(() =>
      fetchChartLibrary()
        .then(afterTypingPause)
        .then(() =>
          Promise.all([
            import('./ThemedExample'),
            import(`@site/examples/charts/${name}.tsx`) as Promise<{ default: ExampleComponent }>,
          ]),
        )
        // Once more before the chart's first render and drawing (about 100 ms at 4x): the reader may have begun
        // typing while the library ran.
        .then(([{ themedChart }, example]) =>
          afterTypingPause().then(() => ({ default: themedChart(example.default) })),
        ),
    );
    modules.set(name, component);
  }
  return component;
}

/**
 * Renders one example module, themed for the site's colour mode. Loaded on its own (lazily, in the
 * browser only), so the chart library stays out of the bundle of pages that show no chart.
 */
function LiveChart({ name, box }: { name: string; box?: RefObject<HTMLElement | null> }): ReactNode {
  useLabelledControls(box);
  const Chart = exampleModule(name);
  // exampleModule returns the same component for a name for the page's lifetime (the map above), so
  // nothing is made anew on a render; the rule sees a call in render, not the cache behind it.
  // eslint-disable-next-line react-hooks/static-components -- one cached component per example name
  return <Chart />;
}

/**
 * Memoized: the example around it re-renders on Edit and while the editor opens, and an example's
 * module builds its specs anew on each render, which has the chart compute everything again
 * (PERFORMANCE.md, 'Unmemoized chart on Edit'). The theme and the name decide what it draws; `box` is the
 * example's chart box, where the library's controls get their names.
 */
export default memo(LiveChart);
