import type { PicturesManifest } from './manifest';
import { pairId } from './stepPictures';

/**
 * The before and after the upgrading index (`docs/upgrading.mdx`) opens with: the line chart drawn by the last
 * 60.x and the first 63.x (the registry serves no 61 or 62), across 61's new default theme. Of all the pictures
 * it shows the most of that theme at once (lines twice as thick, points filled, grid lines, the palette's third
 * colour), where the most changed pictures change by a time axis's labels or a layout. A choice, made here once;
 * `tests/unit/upgradePictures.test.ts` fails when the manifest no longer has it as a changed picture.
 */
export const OPENING_CHOICE = { example: 'line-series', step: 'from-60-to-63', kind: 'major' } as const;

/** What the index shows of it: the two pictures, their example and the step's section that holds them. */
export interface OpeningPicture {
  example: string;
  title: string;
  from: string;
  to: string;
  score: number;
  width: number;
  height: number;
  /** The step page's pictures of this pair: its path and the pair's heading anchor. */
  href: string;
  /** The step page's title, for the link's text. */
  stepTitle: string;
}

/**
 * `OPENING_CHOICE` as the manifest has it; `null` when the manifest does not have it changed (the index then
 * opens without it, and the unit test above says why).
 */
export function openingPicture(
  manifest: PicturesManifest,
  titles: ReadonlyMap<string, string>,
  step: { path: string; title: string } | undefined,
): OpeningPicture | null {
  const pair = manifest.steps[OPENING_CHOICE.step]?.find(({ kind }) => kind === OPENING_CHOICE.kind);
  const changed = pair?.changed.find(({ example }) => example === OPENING_CHOICE.example);
  if (!pair || !changed || !step) return null;
  return {
    example: changed.example,
    title: titles.get(changed.example) ?? changed.example,
    from: pair.from,
    to: pair.to,
    score: changed.score,
    width: changed.width,
    height: changed.height,
    href: `${step.path}#${pairId(pair)}`,
    stepTitle: step.title,
  };
}
