/**
 * The chart-family guides, in reading order: `docs/charts/{name}.mdx`, served at `/docs/charts/{name}`, one
 * per family of chart types beyond the cartesian charts the guides teach (partition, heatmap, KPIs...). The
 * docs sidebar lists them in a category of their own after the guides, and the example gallery makes each
 * one a topic after the guides' (chart-examples plugin). The home page lists them beside the guides.
 */
export const CHART_GUIDES = [
  'charts/partition',
  'charts/heatmap',
  'charts/kpis',
  'charts/annotations',
  'charts/small-multiples',
  'charts/flame-and-timeslip',
] as const;
