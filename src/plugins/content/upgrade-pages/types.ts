/**
 * The data of the upgrade pages, written by the plugin at build time (one small JSON file per page, so a
 * page loads only its own) and read by `src/components/UpgradePages/`.
 */
import type { ThemeValue } from '../api-history/types';
import type { BehaviourChange } from './behaviour/types';
import type { AddedExport, AppliedDefaultChange, ExportChange, RemovedExport } from './diffSurfaces';

/** A link onward: a prop's row on a hand-written API page, or its entry in the generated reference. */
export interface RowLink {
  /** The export whose row or entry it is. */
  label: string;
  href: string;
}

/** An example page, `/examples/{name}`, whose source sets the prop. */
export interface ExampleLink {
  name: string;
  title: string;
}

/** One line of a group: a change of its export (and of others alike), with where to read about it now. */
export interface ChangeItem {
  change: ExportChange | ({ change: 'appliedDefault' } & AppliedDefaultChange);
  /** The other exports that changed exactly alike (a component's props type, its spec, a type it extends). */
  alsoOn: string[];
  /**
   * For a prop added to several exports, optional on some and required on others (a component's prop that
   * its spec type always holds): the exports where it is required. The change's `optional` is the group's.
   */
  requiredOn?: string[];
  /**
   * For a declared default that changed: how the default a chart applies changed, on which component, when
   * the site could read both versions'.
   */
  applied?: { component: string; before?: string; after?: string };
  /** For a prop: whether the version this site documents still has it on one of the group's exports. */
  current?: boolean;
  /** The prop's rows on hand-written API pages, else its entry in the generated reference. */
  rows: RowLink[];
  examples: ExampleLink[];
  /** For a change of a long type: what the two types differ by, when it can be said in a few words. */
  typeDelta?: TypeDelta;
  /** For a removed prop: where a change of behaviour of the step says it moved, and that change's anchor. */
  moved?: Moved;
}

/** Where something removed went, as a change of behaviour (`behaviour/behaviourChanges.ts`) says. */
export interface Moved {
  to: string[];
  /** The anchor of that change on the step's page. */
  change: string;
}

/** What two types differ by: the members of a union or an intersection, or the members of an object type. */
export interface TypeDelta {
  added: string[];
  removed: string[];
  /** Object members whose type changed, by name. */
  changed: string[];
  /** What the lists are members of. */
  of: 'union' | 'object';
}

/**
 * The changes of one export. A change several exports share is listed once, under the first of them
 * (components first, then types, alphabetically), with the others in its `alsoOn`.
 */
export interface ChangeGroup {
  /** The heading's anchor. */
  id: string;
  name: string;
  /** Its page on the site: the hand-written API page, else the generated reference's. */
  href?: string;
  items: ChangeItem[];
}

export interface PeerDependencyLine {
  name: string;
  before?: string;
  after?: string;
  /** What the new range does to the majors the old one accepted, where both are unions of caret ranges. */
  direction?: 'narrowed' | 'widened';
}

/** Why the defaults a chart applies were not compared between the two versions, per method. */
export interface AppliedDefaultsNote {
  /** The versions whose compiled code a method could not read. */
  unread: { method: 'specs' | 'parameters'; versions: string[]; reasons: string[] }[];
}

/** One comparison of two versions: the major step itself, or the later releases of the newer major. */
export interface Comparison {
  id: string;
  heading: string;
  from: string;
  to: string;
  /** The major release; the later releases of its major; on the first step, the releases before it. */
  kind: 'major' | 'minor' | 'earlier';
  /** The items below, counted: each removed or added export, each group's item, each peer and stylesheet change. */
  changes: number;
  peerDependencies: PeerDependencyLine[];
  stylesheets: { removed: string[]; added: string[] };
  removedExports: (RemovedExport & { moved?: Moved })[];
  addedExports: (AddedExport & { href?: string })[];
  groups: ChangeGroup[];
  applied: AppliedDefaultsNote;
}

/** A change of behaviour that the site's data shows (a peer range, a default a chart applies). */
export interface VerifiedChange {
  kind: 'peerDependency' | 'appliedDefault';
  /** The comparison it was found in. */
  from: string;
  to: string;
  peer?: PeerDependencyLine;
  applied?: AppliedDefaultChange & { href?: string };
}

/** One way a theme value changed, and the themes it changed that way in. */
export interface ThemeVariant {
  themes: string[];
  /** Absent where the older release's theme had no such value. */
  before?: ThemeValue;
  /** Absent where the newer release's theme has no such value. */
  after?: ThemeValue;
  /** The sides that are CSS colours, drawn as swatches (`__use__series__color__` is a value, not a colour). */
  swatches?: ('before' | 'after')[];
}

/** A value of a theme section that changed, in one or more themes. */
export interface ThemeValueLine {
  /** Its path inside the section (`gridLine.horizontal.visible`); '' for a section that is a value itself. */
  path: string;
  /** How the page shows it: a colour as a swatch, a palette as a row of swatches per release. */
  kind: 'color' | 'palette' | 'value';
  variants: ThemeVariant[];
}

export interface ThemeSection {
  /** The theme's top-level key (`axes`, `background`, `lineSeriesStyle`...). */
  section: string;
  values: ThemeValueLine[];
}

export interface AddedTheme {
  name: string;
  /** How many values it holds. */
  values: number;
  /** The theme of the older release whose values it holds, but for `differing` of them. */
  like?: { theme: string; version: string; differing: number };
}

/** What the default theme changed of its look, said in words at the head of the section. */
export type LookChange =
  | {
      aspect: 'background';
      before: string;
      after: string;
      /** The colours' CSS names, where they have one (`transparent`, `white`). */
      beforeName?: string;
      afterName?: string;
    }
  | { aspect: 'gridLines'; axes: 'both' | 'horizontal' | 'vertical'; shown: boolean }
  | { aspect: 'lineWidth'; series: 'line' | 'area'; before: number; after: number }
  | { aspect: 'points'; series: 'line' | 'area'; before: string | number | boolean; after: string | number | boolean }
  | { aspect: 'palette'; before: string[]; after: string[]; kept: number };

/** What the themes changed between the two releases of a comparison (`themeDiff.ts`). */
export interface ThemeComparison {
  /** The heading's anchor. */
  id: string;
  from: string;
  to: string;
  /** The theme a chart applies when `Settings` sets no `baseTheme`, in the newer release. */
  defaultTheme?: string;
  added: AddedTheme[];
  removed: string[];
  /** Each theme both releases have that changed, with how many of its values changed. */
  changed: { theme: string; values: number }[];
  sections: ThemeSection[];
  /** The default theme's look, in words; empty when none of its aspects changed. */
  look: LookChange[];
}

export interface PageLink {
  path: string;
  title: string;
}

export interface UpgradeStepData {
  slug: string;
  path: string;
  title: string;
  description: string;
  fromMajor: number;
  toMajor: number;
  /** Majors between the two that the registry serves no release of. */
  skippedMajors: number[];
  /** The version this site documents. */
  current: string;
  comparisons: Comparison[];
  /** What the themes changed, per comparison that changed any (`themeDiff.ts`). */
  themes: ThemeComparison[];
  /** What changes at run time or on screen over the step's releases (`behaviour/behaviourChanges.ts`). */
  behaviour: BehaviourChange[];
  /** The newer major's later releases, when they declare the same as its first (no comparison of them then). */
  unchangedAfter?: { from: string; to: string };
  /** On the first step: the older major's earlier releases, when they declare the same as its last. */
  unchangedBefore?: { from: string; to: string };
  verified: VerifiedChange[];
  /** The index, and the oldest version the pages start from. */
  index: PageLink & { oldest: string };
}

/** The index page's chooser: every step, oldest first. */
export interface UpgradeIndexData {
  current: string;
  steps: {
    path: string;
    title: string;
    fromMajor: number;
    toMajor: number;
    /** The versions each comparison of the page compares, its anchor on the page and its count of changes. */
    comparisons: { id: string; from: string; to: string; changes: number }[];
    /** Every prop and export the step changes, and the names its changes of behaviour move, sorted. */
    touches: string[];
    /** Its changes of behaviour: the anchor on the page, the release, the few words that name it. */
    behaviour: { id: string; release: string; summary: string }[];
  }[];
  /** Every step's changes of behaviour that the data shows, oldest first. */
  verified: VerifiedChange[];
}
