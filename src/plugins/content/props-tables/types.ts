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
  /** The library's description, or ours where it has none or a wrong one (`ourDescriptions.ts`). */
  description: Paragraph[];
  /** The description is ours (`descriptions/`), not the library's comment. */
  ours?: true;
  /**
   * On a prop of a component whose props are a union of forms: which forms it belongs to
   * (`componentForms.ts`), shown before the description.
   */
  form?: Segment[];
  /**
   * The exported type this prop is inherited from, when the table's own type does not declare it
   * (`SeriesSpec` for `tickFormat` of `AreaSeries`). Search ranks a prop's own page first.
   */
  inheritedFrom?: string;
  /** The example modules whose source sets this prop, by the compiler's reading (`propsInExamples.ts`). */
  examples?: ExampleLink[];
  /** Present when the library marks the prop deprecated; holds the deprecation note, if any. */
  deprecated?: Paragraph[];
  /** What changed of the prop in the releases read (`rowHistory.ts`); absent when nothing did. */
  history?: PropHistory;
  /**
   * On a member the export had in an older release and not in the installed one (`rowHistory.ts`): the
   * first release without it. Its `type` is the last it had; it is no prop of the table, and has no `#prop-…` anchor.
   */
  removedIn?: string;
}

/**
 * A prop's changes over the releases of `api-history/history.json`, each field absent when there is
 * nothing to say. Types and values are texts as the history holds them (normalised types, `@defaultValue`
 * tags as written, applied defaults as value texts).
 */
export interface PropHistory {
  /** The release the prop first appears in (the unbroken run up to the installed one); never the oldest read. */
  added?: string;
  typeChanges?: Change[];
  /** Changes of the comment's `@defaultValue`. */
  declaredDefaultChanges?: Change[];
  /** Changes of the default a chart applies, between two releases where the site could read it. */
  appliedDefaultChanges?: Change[];
  /** The release the prop is deprecated from, without a break up to the installed one; never the oldest read. */
  deprecated?: string;
}

/** A change in `version` (from the release before it): `from` or `to` absent means there was none. */
export interface Change {
  version: string;
  from?: string;
  to?: string;
}

/** What the history says of a whole table (`rowHistory.ts`). */
export interface TableHistory {
  /** The oldest release read: "added in" counts from it. */
  from: string;
  /** The release the export itself first appears in, when later than `from`; its rows added then say nothing. */
  added?: string;
}

/** A table none of whose rows changed from `from` to `to` (`rowHistory.ts`). */
export interface Unchanged {
  from: string;
  to: string;
  /** Rows the history cannot follow: they come from a type the library does not export (`MarkFormatter`). */
  untracked?: string[];
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
  /** Present when a row has a history or is removed, or the export is newer than the oldest release read. */
  history?: TableHistory;
  /** Present instead, when the history holds the export and nothing of it changed over the releases read. */
  unchanged?: Unchanged;
}
