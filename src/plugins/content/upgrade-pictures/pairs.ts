import { stepSlug, upgradeSteps } from '../upgrade-pages/steps';

/** Two releases whose pictures of the examples are compared. */
export interface PicturePair {
  from: string;
  to: string;
  /** As on the step page: its older major's earlier releases (first step only), the major release, the newer major's later releases. */
  kind: 'earlier' | 'major' | 'minor';
}

/**
 * The releases each step page compares (`upgrade-pages/steps.ts`), as pairs to draw: the last release of the
 * older major against the first of the newer, then that against the last of its major, and on the first step
 * the older major's first release against its last. A pair is drawn whether or not the declarations changed
 * between its releases: a picture can change when no declaration does.
 */
export function picturePairs(versions: readonly string[]): { slug: string; pairs: PicturePair[] }[] {
  return upgradeSteps(versions).map((step, i) => {
    const first = step.earlierReleases[0] ?? step.from;
    const last = step.laterReleases[step.laterReleases.length - 1] ?? step.to;
    const pairs: PicturePair[] = [
      ...(i === 0 && first !== step.from ? [{ from: first, to: step.from, kind: 'earlier' as const }] : []),
      { from: step.from, to: step.to, kind: 'major' },
      ...(last !== step.to ? [{ from: step.to, to: last, kind: 'minor' as const }] : []),
    ];
    return { slug: stepSlug(step), pairs };
  });
}
