import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isRelease } from '../api-history/versions';

/**
 * The pictures of the upgrade pages: `npm run history:pictures` (`scripts/history-pictures.ts`) draws every
 * example that compiles against both releases of a step's comparison with each release, in Chromium, scores
 * the difference (`score.ts`) and keeps the pictures that changed, as WebP files under `static/upgrade-pictures/`,
 * with this manifest, `pictures.json` (both committed: the build fetches nothing). Each example's record carries
 * a hash of the source it was drawn from, so `tests/unit/upgradePictures.test.ts` can say when an example
 * changed and its pictures were not made again.
 */
export const PICTURES_FILE = path.join(__dirname, 'pictures.json');

/** Where the picture files are: the site's static folder, served at `PICTURES_URL` (`files.ts`). */
export const PICTURES_STATIC = path.join('static', 'upgrade-pictures');

export interface PicturesManifest {
  /** What the fields mean, for a reader of the file. */
  notes: string;
  /** How the pictures were drawn and scored, as the script's constants were when it ran. */
  rule: PictureRule;
  /** Example name to the source it was drawn from and the height its page gives it. */
  examples: Record<string, { sourceHash: string; height: number }>;
  /** Step page slug (`from-72-to-73`) to its pairs of releases, in the page's order. */
  steps: Record<string, PairRecord[]>;
}

export interface PictureRule {
  /** The chart's width in the site's chart box, in CSS pixels, at a device pixel ratio of 1. */
  width: number;
  /** A pixel differs when its red, green or blue differ by more than this (of 255). */
  channelTolerance: number;
  /** A picture changed when more than this share of its pixels differ. */
  changedShare: number;
  /** The page folds the changes under this share below the others. */
  foldedBelowShare: number;
  /** The WebP quality the kept pictures are encoded at (0 to 1). */
  webpQuality: number;
}

export interface PairRecord {
  from: string;
  to: string;
  kind: 'earlier' | 'major' | 'minor';
  /** The examples whose picture changed, most changed first. */
  changed: ChangedPicture[];
  /** The examples drawn at both releases whose pictures are the same. */
  unchanged: string[];
  /** The examples that do not compile against one of the two releases (so were not drawn). */
  notCompiling: string[];
  /** The examples that compile against both but did not draw at one of them, with what happened. */
  notDrawn: { example: string; release: string; error: string }[];
}

export interface ChangedPicture {
  example: string;
  /** The share of the picture's pixels that differ (0 to 1). */
  score: number;
  /** Their number. */
  differing: number;
  /** The files under `static/upgrade-pictures/`: the example as `from` draws it, and as `to` does. */
  before: string;
  after: string;
  /** Both pictures' size in pixels. */
  width: number;
  height: number;
}

/** The committed manifest, validated: a malformed file throws with what is wrong and where. */
export function readPictures(file = PICTURES_FILE): PicturesManifest {
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(file, 'utf8'));
  } catch (cause) {
    throw new Error(`upgrade-pictures: cannot read ${file} as JSON; make it again with npm run history:pictures.`, {
      cause,
    });
  }
  return validatePictures(value, file);
}

/** `value` as a `PicturesManifest`, or an error naming the first field that is not what the type says. */
export function validatePictures(value: unknown, where = 'pictures.json'): PicturesManifest {
  const fail = (field: string, expected: string): never => {
    throw new Error(
      `upgrade-pictures: ${where}: ${field} should be ${expected}; make it again with npm run history:pictures.`,
    );
  };
  const object = (v: unknown, field: string) =>
    typeof v === 'object' && v !== null && !Array.isArray(v)
      ? (v as Record<string, unknown>)
      : fail(field, 'an object');
  const strings = (v: unknown, field: string) =>
    Array.isArray(v) && v.every((item) => typeof item === 'string') ? v : fail(field, 'a list of names');
  const number = (v: unknown, field: string) =>
    typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : fail(field, 'a number, 0 or more');
  const release = (v: unknown, field: string) =>
    typeof v === 'string' && isRelease(v) ? v : fail(field, 'a release number');

  const manifest = object(value, '(the file)');
  if (typeof manifest.notes !== 'string') fail('notes', 'a string');
  const rule = object(manifest.rule, 'rule');
  for (const key of ['width', 'channelTolerance', 'changedShare', 'foldedBelowShare', 'webpQuality']) {
    number(rule[key], `rule.${key}`);
  }
  const examples = object(manifest.examples, 'examples');
  for (const [name, recordValue] of Object.entries(examples)) {
    const record = object(recordValue, `examples.${name}`);
    if (typeof record.sourceHash !== 'string' || !/^[0-9a-f]{16}$/.test(record.sourceHash))
      fail(`examples.${name}.sourceHash`, '16 hex digits');
    number(record.height, `examples.${name}.height`);
  }
  const steps = object(manifest.steps, 'steps');
  for (const [slug, pairsValue] of Object.entries(steps)) {
    if (!Array.isArray(pairsValue)) fail(`steps.${slug}`, 'a list of pairs');
    (pairsValue as unknown[]).forEach((pairValue, i) => {
      const at = `steps.${slug}[${i}]`;
      const pair = object(pairValue, at);
      release(pair.from, `${at}.from`);
      release(pair.to, `${at}.to`);
      if (!['earlier', 'major', 'minor'].includes(pair.kind as string)) fail(`${at}.kind`, 'earlier, major or minor');
      strings(pair.unchanged, `${at}.unchanged`);
      strings(pair.notCompiling, `${at}.notCompiling`);
      if (!Array.isArray(pair.notDrawn)) fail(`${at}.notDrawn`, 'a list');
      (pair.notDrawn as unknown[]).forEach((entry, j) => {
        const failure = object(entry, `${at}.notDrawn[${j}]`);
        if (typeof failure.example !== 'string') fail(`${at}.notDrawn[${j}].example`, 'a name');
        release(failure.release, `${at}.notDrawn[${j}].release`);
        if (typeof failure.error !== 'string') fail(`${at}.notDrawn[${j}].error`, 'a message');
      });
      if (!Array.isArray(pair.changed)) fail(`${at}.changed`, 'a list');
      let previous = Infinity;
      (pair.changed as unknown[]).forEach((entry, j) => {
        const field = `${at}.changed[${j}]`;
        const changed = object(entry, field);
        if (typeof changed.example !== 'string') fail(`${field}.example`, 'a name');
        const score = number(changed.score, `${field}.score`);
        if (score > 1) fail(`${field}.score`, 'a share, at most 1');
        if (score > previous) fail(`${at}.changed`, 'in score order, most changed first');
        previous = score;
        for (const key of ['differing', 'width', 'height']) number(changed[key], `${field}.${key}`);
        for (const key of ['before', 'after']) {
          if (typeof changed[key] !== 'string' || !changed[key].endsWith('.webp'))
            fail(`${field}.${key}`, 'a .webp file name');
        }
      });
    });
  }
  return value as PicturesManifest;
}
