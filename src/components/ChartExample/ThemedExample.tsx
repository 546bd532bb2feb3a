import React, { type ComponentType, type ReactNode } from 'react';
import type { Theme } from '@elastic/charts';
import { useChartTheme } from './useChartTheme';

/** What every module under examples/charts/ default-exports. */
export type ExampleComponent = ComponentType<{ baseTheme?: Theme }>;

/**
 * One example module's chart, themed for the site's colour mode. Apart from LiveChart.tsx because the
 * theme is the chart library's (`useChartTheme`): importing it runs the library, and LiveChart loads
 * this module only once the reader pauses their typing.
 */
export default function ThemedExample({ Example }: { Example: ExampleComponent }): ReactNode {
  const theme = useChartTheme();
  return <Example baseTheme={theme} />;
}
