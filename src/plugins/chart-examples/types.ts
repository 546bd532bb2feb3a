/** One example, as the pages receive it: its metadata and its exact source text. */
export interface ChartExampleData {
  /** File name without extension, `examples/charts/{name}.tsx`; also the page `/examples/{name}`. */
  name: string;
  title: string;
  /** One line on what the example shows. */
  summary: string;
  source: string;
}

/** The gallery's list: every example without its source. */
export type ChartExampleSummary = Omit<ChartExampleData, 'source'>;

/** The library's two stylesheets, as text; the live chart applies the one of the colour mode. */
export interface ChartThemeCss {
  light: string;
  dark: string;
}
