/**
 * The gallery's chart types, in the order it shows them, each with the library components that draw
 * it. An example's chart type is that of the first of these components its source renders (a bar
 * chart with a line over it is a bar chart); a module that picks its series component in code
 * (`const Series = stacked ? AreaSeries : LineSeries`) is classed by the first one its code names.
 */
export const CHART_TYPES = [
  { label: 'Line', components: ['LineSeries'] },
  { label: 'Area', components: ['AreaSeries'] },
  { label: 'Bar', components: ['BarSeries', 'HistogramBarSeries'] },
  { label: 'Bubble', components: ['BubbleSeries'] },
  { label: 'Heatmap', components: ['Heatmap'] },
  { label: 'Partition', components: ['Partition'] },
  { label: 'Bullet graph', components: ['Bullet'] },
  { label: 'Goal', components: ['Goal'] },
  { label: 'Metric', components: ['Metric'] },
  { label: 'Word cloud', components: ['Wordcloud'] },
  { label: 'Flame graph', components: ['Flame'] },
  { label: 'Timeslip', components: ['Timeslip'] },
] as const;

export type ChartTypeLabel = (typeof CHART_TYPES)[number]['label'];

const LABEL_OF = new Map<string, ChartTypeLabel>(
  CHART_TYPES.flatMap(({ label, components }) => components.map((component) => [component, label] as const)),
);
const NAMES = [...LABEL_OF.keys()].join('|');
const FIRST_ELEMENT = new RegExp(`<(${NAMES})\\b`);
const FIRST_NAME = new RegExp(`\\b(${NAMES})\\b`);
/** Import declarations and comments, which name components the module may not render. */
const NOT_CODE = /^import[\s\S]*?from\s+['"][^'"]+['"];?$|\/\*[\s\S]*?\*\/|\/\/[^\n]*/gm;

/** The chart type of an example module's source; throws, naming the file, when it renders none. */
export function chartTypeOf(source: string, file: string): ChartTypeLabel {
  const component = FIRST_ELEMENT.exec(source)?.[1] ?? FIRST_NAME.exec(source.replace(NOT_CODE, ''))?.[1];
  const label = component && LABEL_OF.get(component);
  if (!label) {
    throw new Error(
      `chart-examples: ${file} renders none of the components the gallery groups by (${[...LABEL_OF.keys()].join(', ')}); ` +
        'add its chart type to CHART_TYPES in src/plugins/content/chart-examples/chartType.ts.',
    );
  }
  return label;
}
