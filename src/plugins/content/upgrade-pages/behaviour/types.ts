import type { ThemeValue } from '../../api-history/types';
import type { ChangelogEntryId } from './changelogBreaking';

/**
 * What a change of behaviour rests on. Each kind is checked where it can be:
 * - `compiled`: lines of a release's published files (`dist/...` of @elastic/charts, or a file of another package
 *   at the version the site installs), which must contain `contains`, or a whole file that must not hold `lacks`; `npm run behaviour-evidence` checks every one
 *   in the packed releases, `tests/unit/behaviourChanges.test.ts` those of the installed packages;
 * - `theme`, `applied`, `declared`: a value of the API history (`history.json`): a theme value (`null`: the theme has
 *   no such key), a default a chart applies, an export or member the declarations have or lack. The build checks
 *   these against the history and fails on any that does not hold (`checkEvidence.ts`).
 */
export type Evidence =
  | {
      kind: 'compiled';
      /** The package, when not @elastic/charts: its files as the site installs them, at `version`. */
      package?: 'react-dom';
      version: string;
      /** Under the package's root: `dist/components/legend/label.js`. */
      file: string;
      /** First and last line, counted from 1. */
      lines: [number, number];
      /** Text those lines hold, exactly. */
      contains: string;
      /** What the lines do, in a few words. */
      shows: string;
    }
  | {
      kind: 'compiled';
      package?: 'react-dom';
      version: string;
      file: string;
      /** Text the whole file does not hold: what a release no longer does. */
      lacks: string;
      shows: string;
    }
  | { kind: 'theme'; version: string; theme: string; path: string; value: ThemeValue | null }
  | { kind: 'applied'; version: string; component: string; prop: string; value: string }
  | { kind: 'declared'; version: string; name: string; member?: string; present: boolean };

/** One change of what a chart does or draws that a reader should know before upgrading. */
export interface BehaviourChange {
  /** The item's anchor on its step page. */
  id: string;
  /**
   * The release that made the change: as the CHANGELOG names it for 61 to 70, else the first release the registry
   * serves that shows it. The step page whose releases include it lists the item.
   */
  release: string;
  /** A few words for lists (the index, the page's description): what a reader would look for. */
  summary: string;
  /** The CHANGELOG's BREAKING CHANGES entries it covers. */
  covers?: ChangelogEntryId[];
  /** What changes and what to do, in our words: `code` in backticks, links as [text](/path). */
  text: string;
  /** A prop or theme value that moved or was renamed, as a reader searches it. */
  moves?: { from: string; to: string }[];
  evidence: Evidence[];
}
