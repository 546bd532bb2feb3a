/**
 * When a change of type reads as a summary rather than as the two types in a line: the build then adds the
 * summary of what changed (`buildPages.ts`, `typeDelta.ts`), and a step page folds the two types under it
 * (`src/components/UpgradePages/ChangeLine.tsx`). One rule for both, so a summary never goes unshown.
 */

/** A printed type longer than this, on average over the old and the new one, is long. */
export const LONG_TYPE = 80;

/** Whether a type change from `before` to `after` (either absent: none) is long. */
export function isLongTypeChange(before: string | undefined, after: string | undefined): boolean {
  return (before?.length ?? 0) + (after?.length ?? 0) > 2 * LONG_TYPE;
}
