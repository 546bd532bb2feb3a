/** The chart beside the home page's title, above the fold at desktop width. */
export const HERO = {
  name: 'line-series',
  title: 'Line series',
  caption: 'Trends over time, several series on one time axis.',
} as const;

/**
 * The examples the home page draws, each with its module's title (a unit test checks they match) and a
 * caption of our own saying what the chart type is for.
 */
export const SHOWCASE = [
  {
    name: 'mixed-bar-line',
    title: 'Bars and a line together',
    caption: 'Values as bars, their moving average as a line over them.',
  },
  { name: 'bar-series', title: 'Grouped bar series', caption: 'Categories compared side by side, values on the bars.' },
  { name: 'sunburst', title: 'Sunburst', caption: 'Parts of a whole, two levels deep.' },
  { name: 'heatmap', title: 'Heatmap', caption: 'A count per weekday and hour, coloured by bands.' },
  { name: 'bullet', title: 'Bullet graph', caption: 'Values against their targets and ranges.' },
  { name: 'metric', title: 'Metric', caption: 'Key figures as tiles, with a trend or a progress bar.' },
] as const;
