import React, { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import type { Theme } from '@elastic/charts';
import { useChartTheme } from './useChartTheme';

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
export default function LiveChart({ name }: { name: string }): ReactNode {
  const theme = useChartTheme();
  const Example = exampleModule(name);
  return <Example baseTheme={theme} />;
}
