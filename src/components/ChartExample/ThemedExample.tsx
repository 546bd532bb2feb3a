import React, { type ComponentType, type ReactNode } from 'react';
import type { Theme } from '@elastic/charts';
import { useChartTheme } from './useChartTheme';

/** What every module under examples/charts/ default-exports. */
export type ExampleComponent = ComponentType<{ baseTheme?: Theme }>;

/**
 * `Example`'s chart, themed for the site's colour mode; made once per example (LiveChart.tsx keeps it). Apart
 * from LiveChart.tsx because the theme is the chart library's (`useChartTheme`): importing this module runs the
 * library, and LiveChart loads it only once the reader pauses their typing.
 */
export function themedChart(Example: ExampleComponent): ComponentType {
  return function ThemedChart(): ReactNode {
    const theme = useChartTheme();
    return <Example baseTheme={theme} />;
  };
}
