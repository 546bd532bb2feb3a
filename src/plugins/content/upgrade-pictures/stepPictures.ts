import type { UpgradeStepData } from '../upgrade-pages/types';
import type { PairRecord, PicturesManifest } from './manifest';

/**
 * What a step page shows of its pictures (`src/components/UpgradePages/PictureChanges.tsx`), written by the
 * upgrade-pages plugin into the step's data (`StepPageData`): the file names and the example pages' URLs follow
 * from the names (`files.ts`), so they are not written out.
 */
export interface StepPictures {
  /** How the pictures were drawn and scored, for the section's opening. */
  rule: { width: number; channelTolerance: number; foldedBelowShare: number };
  pairs: PicturePairData[];
}

export interface PicturePairData {
  /** The heading's anchor. */
  id: string;
  from: string;
  to: string;
  kind: PairRecord['kind'];
  /** Examples drawn at both releases. */
  compared: number;
  /** Examples that do not compile against one of the two. */
  notCompiling: number;
  notDrawn: { example: string; title: string; release: string; error: string }[];
  /** Most changed first; both pictures are `width` × `height`. */
  changed: { example: string; title: string; score: number; width: number; height: number }[];
}

/** A step's data as its doc imports it: the step's changes and its pictures (`null` for a step not drawn). */
export type StepPageData = UpgradeStepData & { pictures: StepPictures | null };

/**
 * A step page's part of the pictures manifest, with each example's title: `undefined` when the manifest has
 * no pictures for the step (a step the history gained after `npm run history:pictures` last ran, which
 * `tests/unit/upgradePictures.test.ts` fails on).
 */
export function stepPictures(
  manifest: PicturesManifest,
  slug: string,
  titles: ReadonlyMap<string, string>,
): StepPictures | undefined {
  const pairs = manifest.steps[slug];
  if (!pairs) return undefined;
  const title = (example: string) => titles.get(example) ?? example;
  return {
    rule: {
      width: manifest.rule.width,
      channelTolerance: manifest.rule.channelTolerance,
      foldedBelowShare: manifest.rule.foldedBelowShare,
    },
    pairs: pairs.map((pair) => ({
      id: pairId(pair),
      from: pair.from,
      to: pair.to,
      kind: pair.kind,
      compared: pair.changed.length + pair.unchanged.length,
      notCompiling: pair.notCompiling.length,
      notDrawn: pair.notDrawn.map(({ example, release, error }) => ({
        example,
        title: title(example),
        release,
        error,
      })),
      changed: pair.changed.map(({ example, score, width, height }) => ({
        example,
        title: title(example),
        score,
        width,
        height,
      })),
    })),
  };
}

/** A pair's heading anchor on its step page: `pictures-60-0-1-to-63-1-0`. */
export function pairId({ from, to }: { from: string; to: string }): string {
  const slugOf = (version: string) => version.replace(/\./g, '-');
  return `pictures-${slugOf(from)}-to-${slugOf(to)}`;
}
