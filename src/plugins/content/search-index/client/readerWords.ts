/**
 * A reader's words for what this site calls by other names. Each entry maps a word or phrase a reader
 * types to the words the pages that answer it use; the query adds those words, below the reader's own
 * (`queryTerms.ts`). One reviewed table: each site word is checked to be a term of the built index,
 * and each entry's reader question to list its answer in the top three (tests/build/searchIndex.spec.ts).
 *
 * A phrase matches the same words, in order, anywhere in the query ("how to hide legend"); `#` in it
 * stands for a version number ("react #" matches "react 17" and "react v19").
 */
export interface ReaderWords {
  /** What the reader types, lowercase, words separated by one space; `#` for a version number. */
  reader: string;
  /** The words of the pages that answer it (as they are written there; the query lowercases them). */
  site: readonly string[];
  /** The same word in the other spelling ("colour", "color"): it weighs as the reader's own. */
  spelling?: true;
}

export const READER_WORDS: readonly ReaderWords[] = [
  // Chart families by their everyday names.
  { reader: 'pie', site: ['Partition'] },
  { reader: 'donut', site: ['Partition'] },
  { reader: 'doughnut', site: ['Partition', 'donut'] },
  { reader: 'gauge', site: ['Goal', 'Bullet'] },
  { reader: 'sparkline', site: ['Metric', 'trend'] },
  { reader: 'kpi', site: ['Metric'] },
  { reader: 'scatter', site: ['BubbleSeries'] },
  { reader: 'treemap', site: ['Partition', 'treemap'] },
  { reader: 'sunburst', site: ['Partition', 'sunburst'] },
  { reader: 'word cloud', site: ['Wordcloud'] },
  { reader: 'heat map', site: ['Heatmap'] },
  { reader: 'bar chart', site: ['BarSeries'] },
  { reader: 'line chart', site: ['LineSeries'] },
  { reader: 'area chart', site: ['AreaSeries'] },
  { reader: 'column chart', site: ['BarSeries'] },
  { reader: 'progress bar', site: ['Meter', 'progress'] },
  { reader: 'panel per', site: ['SmallMultiples', 'GroupBy'] },
  { reader: 'chart per', site: ['SmallMultiples', 'GroupBy'] },
  { reader: 'trellis', site: ['SmallMultiples', 'GroupBy'] },
  // Axes.
  { reader: 'second axis', site: ['groupId', 'several'] },
  { reader: 'secondary axis', site: ['groupId', 'several'] },
  { reader: 'dual axis', site: ['groupId', 'several'] },
  { reader: 'two y axes', site: ['groupId', 'several'] },
  { reader: 'right axis', site: ['groupId', 'several'] },
  { reader: 'rotate labels', site: ['rotation'] },
  { reader: 'tick format', site: ['tickFormat'] },
  { reader: 'font size', site: ['theme', 'fontSize'] },
  // Series.
  { reader: 'smooth', site: ['curve'] },
  { reader: '100%', site: ['percentage', 'stackMode'] },
  { reader: 'null values', site: ['fit', 'gaps'] },
  { reader: 'gaps', site: ['fit'] },
  { reader: 'sort bars', site: ['orderOrdinalBinsBy'] },
  // Annotations.
  { reader: 'threshold line', site: ['LineAnnotation'] },
  { reader: 'reference line', site: ['LineAnnotation'] },
  { reader: 'target line', site: ['LineAnnotation'] },
  { reader: 'deployments', site: ['LineAnnotation', 'marker'] },
  { reader: 'event markers', site: ['LineAnnotation', 'marker'] },
  { reader: 'highlight range', site: ['RectAnnotation'] },
  { reader: 'shaded area', site: ['RectAnnotation'] },
  // Legend and tooltip switches.
  { reader: 'hide legend', site: ['showLegend'] },
  { reader: 'show legend', site: ['showLegend'] },
  { reader: 'remove legend', site: ['showLegend'] },
  { reader: 'hide tooltip', site: ['TooltipType'] },
  { reader: 'disable tooltip', site: ['TooltipType'] },
  // Formatting.
  { reader: 'percent', site: ['percentage', 'tickFormat'] },
  { reader: 'percentage', site: ['percent'] },
  { reader: 'currency', site: ['Intl.NumberFormat'] },
  { reader: 'date format', site: ['timeFormatter', 'tickFormat'] },
  { reader: 'format dates', site: ['timeFormatter', 'tickFormat'] },
  { reader: 'show values', site: ['displayValueSettings'] },
  { reader: 'value labels', site: ['displayValueSettings'] },
  { reader: 'data labels', site: ['displayValueSettings'] },
  // Interaction.
  { reader: 'zoom', site: ['brushing', 'onBrushEnd'] },
  { reader: 'drag', site: ['brushing', 'onBrushEnd'] },
  { reader: 'dragging', site: ['brushing', 'onBrushEnd'] },
  { reader: 'click', site: ['onElementClick'] },
  { reader: 'crosshair', site: ['pointer', 'cursor'] },
  // Colours, in both spellings: the guides write British English, the library's names American.
  { reader: 'color', site: ['colour'], spelling: true },
  { reader: 'colors', site: ['colours'], spelling: true },
  { reader: 'colour', site: ['color'], spelling: true },
  { reader: 'colours', site: ['colors'], spelling: true },
  { reader: 'gray', site: ['grey'], spelling: true },
  { reader: 'behavior', site: ['behaviour'], spelling: true },
  { reader: 'behaviour', site: ['behavior'], spelling: true },
  { reader: 'dark mode', site: ['colour', 'mode', 'dark'] },
  { reader: 'colorblind', site: ['colour', 'blind', 'blindness'] },
  { reader: 'color blind', site: ['colour', 'blindness'] },
  // Saving and testing.
  { reader: 'download', site: ['PNG', 'snapshot'] },
  { reader: 'screenshot', site: ['PNG', 'snapshot'] },
  { reader: 'image', site: ['PNG'] },
  // A chart that does not draw.
  { reader: 'blank', site: ['troubleshooting', 'blank'] },
  { reader: 'empty chart', site: ['troubleshooting', 'blank'] },
  { reader: 'not showing', site: ['troubleshooting', 'blank'] },
  { reader: 'not rendering', site: ['troubleshooting', 'blank'] },
  { reader: 'not visible', site: ['troubleshooting', 'blank'] },
  { reader: 'invisible', site: ['troubleshooting', 'blank'] },
  { reader: 'hidden tab', site: ['hidden', 'container'] },
  { reader: 'collapsed', site: ['hidden', 'container'] },
  { reader: 'modal', site: ['hidden', 'container'] },
  { reader: 'display none', site: ['hidden', 'container'] },
  { reader: 'responsive', site: ['resize', 'height'] },
  { reader: 'small screen', site: ['narrow', 'phone'] },
  { reader: 'small screens', site: ['narrow', 'phone'] },
  { reader: 'mobile', site: ['phone', 'narrow'] },
  // A version of a package the library needs beside it: its peer ranges.
  { reader: 'react #', site: ['peer', 'ranges'] },
  { reader: 'moment #', site: ['peer', 'ranges'] },
  // Speed.
  { reader: 'freezing', site: ['performance'] },
  { reader: 'slow', site: ['performance'] },
  { reader: 'lag', site: ['performance'] },
];
