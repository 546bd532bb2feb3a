import { compareVersions } from '../../../plugins/content/api-history/versions';
import type { Change, PropRow, TableHistory } from '@site/src/plugins/content/props-tables/types';

/** What a props table row was in an older release, read from the row's history (`rowHistory.ts`). */
export interface RowAt {
  /** The row's prop did not exist in that release (added later, or its whole export was). */
  absent: boolean;
  /** A removed member that release still had. */
  stillThere: boolean;
  /** Its type then, where it differs from today's. */
  type?: string;
  /** The default a chart applied then, where it differs from today's ("none" where it applied none). */
  appliedDefault?: string;
  /** The comment's `@defaultValue` then, where it differs from today's. */
  declaredDefault?: string;
  /** It was not deprecated yet. */
  notDeprecatedYet: boolean;
}

/**
 * The value in `version` of something whose `changes` are listed oldest first: the `from` of the first
 * change after that version, or undefined when none came after it (today's value holds). A change's
 * missing `from` means there was no value: "none".
 */
function valueAt(changes: Change[] | undefined, version: string): string | undefined {
  const next = changes?.find((change) => compareVersions(change.version, version) > 0);
  return next && (next.from ?? 'none');
}

/**
 * A row as it was in `version`, one of the releases the history read. A member present in a release is
 * present in every later one up to the one it is removed in: the history has no member that leaves and
 * comes back (`tests/unit/rowHistory.test.ts` checks this over the whole file), so "added in" and
 * "removed in" are enough to place a row.
 */
export function rowAt(row: PropRow, table: TableHistory | undefined, version: string): RowAt {
  const before = (release: string | undefined) => release !== undefined && compareVersions(version, release) < 0;
  const { history } = row;
  if (row.removedIn) {
    const came = !before(history?.added) && !before(table?.added);
    return { absent: false, stillThere: came && before(row.removedIn), notDeprecatedYet: false };
  }
  return {
    absent: before(history?.added) || before(table?.added),
    stillThere: false,
    type: valueAt(history?.typeChanges, version),
    appliedDefault: valueAt(history?.appliedDefaultChanges, version),
    declaredDefault: valueAt(history?.declaredDefaultChanges, version),
    notDeprecatedYet: row.deprecated !== undefined && before(history?.deprecated),
  };
}
