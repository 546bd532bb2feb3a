import type { PartialTheme, Theme } from '@elastic/charts';

/** What every preview chart takes: the builder's partial theme on its base, as an app applies them. */
export interface PreviewChartProps {
  theme: PartialTheme;
  baseTheme: Theme;
  /**
   * The palette the theme resolves to. Partition charts and metric tiles take their colours from the
   * spec, not from `colors.vizColors`, so the preview hands them the palette as an app would.
   */
  palette: readonly string[];
}

/** A week of days, for the x axes. */
export const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
