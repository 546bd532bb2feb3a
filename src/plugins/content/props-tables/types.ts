/**
 * The data a props table is drawn from: produced at build time by this plugin from TypeDoc's JSON
 * model of the installed @elastic/charts, read by the `PropsTable` component.
 */

/** A run of text; `code` runs are shown as code, `href` runs link to the generated reference. */
export interface Segment {
  text: string;
  code?: boolean;
  href?: string;
  /** On a paragraph's first run: the paragraph is an item of a list (a Markdown "- " line of the comment). */
  listItem?: boolean;
}

/** A paragraph of a description: a list of runs. */
export type Paragraph = Segment[];

export interface PropRow {
  name: string;
  required: boolean;
  /** The type as written, each named type linked to its `/all-types/` page when it has one. */
  type: Segment[];
  /**
   * The default a chart applies, read from the library at build time (`runtimeDefaults.ts`); where
   * the library applies none we know of, the `@defaultValue` tag of its comment.
   */
  defaultValue?: Segment[];
  /** Where the comment's `@defaultValue` says another value than the one applied: what it says. */
  declaredDefault?: Segment[];
  /** On a type shared by several specs whose defaults differ: the default of each. */
  defaultsBySpec?: { spec: string; value: Segment[] }[];
  description: Paragraph[];
  /**
   * The exported type this prop is inherited from, when the table's own type does not declare it
   * (`SeriesSpec` for `tickFormat` of `AreaSeries`). Search ranks a prop's own page first.
   */
  inheritedFrom?: string;
  /** The example modules whose source sets this prop, by the compiler's reading (`propsInExamples.ts`). */
  examples?: ExampleLink[];
  /** Present when the library marks the prop deprecated; holds the deprecation note, if any. */
  deprecated?: Paragraph[];
}

/** An example page, `/examples/{name}`. */
export interface ExampleLink {
  name: string;
  title: string;
}

export interface PropsTableData {
  /** The exported name: a component (`Axis`), an interface or a type alias (`SeriesSpec`). */
  name: string;
  kind: 'component' | 'interface' | 'type alias';
  /** Its page in the generated reference. */
  url: string;
  /** For a component: the spec or props type it is built on, when the library exports one. */
  propsType?: { name: string; url: string };
  rows: PropRow[];
}
