// `npm run history:pictures`: what each upgrade step does to the pictures the examples draw. For every pair of
// releases a step page compares (src/plugins/content/upgrade-pictures/pairs.ts), every examples/charts/*.tsx
// that compiles against both releases (type-checked against each exact release) is drawn with each of them in
// Chromium, the two pictures are compared pixel by pixel (upgrade-pictures/score.ts), and the pictures that
// changed are kept as WebP under static/upgrade-pictures/, with the manifest
// src/plugins/content/upgrade-pictures/pictures.json (both committed: the build fetches nothing, and
// tests/unit/upgradePictures.test.ts fails when an example changed and its pictures were not made again).
//
//   npm run history:pictures                 the examples whose source changed since they were drawn, the new
//                                            ones (and drops the removed ones); every example when the steps'
//                                            pairs or the rule changed
//   npm run history:pictures -- --all        every example again
//   npm run history:pictures -- --only a,b   these examples again
//
// It prints how long it took. Run through jiti, as `npm run history`, whose registry helpers
// (scripts/releases.ts) it shares.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { EXAMPLES_DIR } from '../src/plugins/content/chart-examples';
import { exampleSourceHash, exampleSources, staleRecords } from '../src/plugins/content/api-history/compileMatrix';
import { readHistory, serialize } from '../src/plugins/content/api-history/historyFile';
import { ExampleChecker } from '../src/plugins/content/api-history/typecheckExamples';
import { compareVersions } from '../src/plugins/content/api-history/versions';
import { pictureFile } from '../src/plugins/content/upgrade-pictures/files';
import {
  PICTURES_FILE,
  PICTURES_STATIC,
  readPictures,
  validatePictures,
  type ChangedPicture,
  type PairRecord,
  type PicturesManifest,
} from '../src/plugins/content/upgrade-pictures/manifest';
import { picturePairs, type PicturePair } from '../src/plugins/content/upgrade-pictures/pairs';
import {
  CHANGED_SHARE,
  CHANNEL_TOLERANCE,
  FOLDED_BELOW_SHARE,
  PICTURE_BOX,
  WEBP_QUALITY,
} from '../src/plugins/content/upgrade-pictures/rule';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { bundleRelease } from './history-pictures/bundle';
import { comparePictures } from './history-pictures/compare';
import { ReleasePage, type Drawing } from './history-pictures/draw';
import { exampleHeight } from './history-pictures/exampleHeights';
import { releaseProject } from './history-pictures/releaseProject';
import { root, tarball, unpack, unpackFolder, writeWhole } from './releases';

/** Git-ignored: each release installed with its own dependencies (`releaseProject.ts`), kept between runs. */
const CACHE_DIR = path.join(root, '.api-history', 'pictures');
const STATIC_DIR = path.join(root, PICTURES_STATIC);

const NOTES =
  "Written by npm run history:pictures. rule: how the pictures were drawn (the site's chart box, its chart width × the example page's height, device pixel ratio 1, light theme) and scored (a pixel differs when its red, green or blue differ by more than channelTolerance of 255; a picture changed when more than changedShare of its pixels differ; the page folds changes under foldedBelowShare). examples: per example, the sha256 of its source (first 16 hex digits) when drawn and its height. steps: per upgrade page, each pair of releases it compares: the examples whose picture changed (most changed first, score = share of differing pixels, the two files under static/upgrade-pictures/), the ones drawn alike, the ones that do not compile against one of the two releases, and the ones that compile but did not draw.";

async function main(): Promise<void> {
  const started = Date.now();
  const history = readHistory();
  const steps = picturePairs(history.versions);
  const releases = [...new Set(steps.flatMap(({ pairs }) => pairs.flatMap(({ from, to }) => [from, to])))].sort(
    compareVersions,
  );
  const sources = exampleSources(root);
  const { only, why, nothing } = examplesToDraw(steps, sources);
  console.log(`[history:pictures] ${why}`);
  if (nothing) {
    console.log(`[history:pictures] took ${seconds(started)}`);
    return;
  }
  const examples = only ?? [...sources.keys()];
  const fileOf = (name: string) => path.join(root, EXAMPLES_DIR, `${name}.tsx`);
  const heights = new Map(examples.map((name) => [name, exampleHeight(root, name)]));

  // Each exact release, installed with its own dependencies to be drawn, and the examples that compile against
  // it, checked as `npm run compile-matrix` checks a major's newest release: unpacked inside the site, so that
  // its declarations meet the site's React types (a release's own install can bring a second @types/react,
  // with react-redux 7's types, and no JSX element would type-check).
  const checker = new ExampleChecker(root);
  const packages = new Map<string, string>();
  const compiling = new Map<string, Set<string>>();
  const unpacked = unpackFolder();
  try {
    // Nothing to draw (only removed examples to drop): no release is installed or checked.
    for (const release of examples.length > 0 ? releases : []) {
      const begun = Date.now();
      packages.set(release, releaseProject(root, CACHE_DIR, release));
      const dir = path.join(unpacked, release);
      const results = checker.check(unpack(tarball(release), dir), examples.map(fileOf));
      rmSync(dir, { recursive: true, force: true });
      compiling.set(release, new Set(examples.filter((name) => results.get(fileOf(name)) === true)));
      console.log(
        `[history:pictures] ${release}: ${compiling.get(release)?.size}/${examples.length} compile (${seconds(begun)})`,
      );
    }
  } finally {
    rmSync(unpacked, { recursive: true, force: true });
  }
  const compilesAtBoth = (pair: PicturePair, name: string) =>
    (compiling.get(pair.from)?.has(name) ?? false) && (compiling.get(pair.to)?.has(name) ?? false);

  // Each release draws the examples of its pairs that compile at both ends, in one page of its own.
  const needed = new Map<string, Set<string>>(releases.map((release) => [release, new Set()]));
  for (const { pairs } of steps) {
    for (const pair of pairs) {
      for (const name of examples.filter((example) => compilesAtBoth(pair, example))) {
        needed.get(pair.from)?.add(name);
        needed.get(pair.to)?.add(name);
      }
    }
  }
  const work = mkdtempSync(path.join(tmpdir(), 'history-pictures-'));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({
      viewport: { width: 1024, height: 768 },
      deviceScaleFactor: 1,
      colorScheme: 'light',
      reducedMotion: 'reduce',
    });
    const comparePage = await context.newPage();
    const drawings = new Map<string, Map<string, Drawing>>();
    for (const release of releases) {
      drawings.set(release, await drawRelease(context, comparePage, release, [...(needed.get(release) ?? [])].sort()));
    }

    // Each pair's pictures compared; the changed ones encoded, each file once.
    const files = new Map<string, Buffer>();
    const fresh: Record<string, PairRecord[]> = {};
    for (const { slug, pairs } of steps) {
      fresh[slug] = [];
      for (const pair of pairs) {
        const record: PairRecord = { ...pair, changed: [], unchanged: [], notCompiling: [], notDrawn: [] };
        for (const name of examples) {
          if (!compilesAtBoth(pair, name)) {
            record.notCompiling.push(name);
            continue;
          }
          const before = drawings.get(pair.from)?.get(name);
          const after = drawings.get(pair.to)?.get(name);
          if (!before || !after)
            throw new Error(`[history:pictures] ${name} was not drawn at ${pair.from} and ${pair.to}.`);
          const failed = [[pair.from, before] as const, [pair.to, after] as const].find(([, d]) => 'error' in d);
          if (failed && 'error' in failed[1]) {
            record.notDrawn.push({ example: name, release: failed[0], error: failed[1].error });
            continue;
          }
          if (!('png' in before) || !('png' in after)) continue;
          const difference = await comparePictures(comparePage, before.png, after.png);
          const score = difference.differing / difference.total;
          if (score <= CHANGED_SHARE) {
            record.unchanged.push(name);
            continue;
          }
          const changed: ChangedPicture = {
            example: name,
            score: Number(score.toFixed(5)),
            differing: difference.differing,
            before: pictureFile(name, pair.from),
            after: pictureFile(name, pair.to),
            width: difference.width,
            height: difference.height,
          };
          if (difference.webp) {
            files.set(changed.before, difference.webp.before);
            files.set(changed.after, difference.webp.after);
          }
          record.changed.push(changed);
        }
        fresh[slug]?.push(record);
      }
    }

    const manifest = only
      ? merged(readPictures(), fresh, only)
      : { notes: NOTES, rule: rule(), examples: {}, steps: fresh };
    for (const name of examples) {
      const source = sources.get(name);
      if (source) manifest.examples[name] = { sourceHash: exampleSourceHash(source), height: heights.get(name) ?? 0 };
    }
    // An example removed since the manifest was written leaves it (with --only, its records were kept).
    const exists = (name: string) => sources.has(name);
    for (const name of Object.keys(manifest.examples)) if (!exists(name)) delete manifest.examples[name];
    for (const pairs of Object.values(manifest.steps)) {
      for (const pair of pairs) {
        pair.changed = pair.changed.filter(({ example }) => exists(example));
        pair.unchanged = pair.unchanged.filter(exists);
        pair.notCompiling = pair.notCompiling.filter(exists);
        pair.notDrawn = pair.notDrawn.filter(({ example }) => exists(example));
        sortRecord(pair);
      }
    }
    writePictures(manifest, files);
    const text = await serialize(validatePictures(manifest, 'the manifest about to be written'));
    writeWhole(PICTURES_FILE, text);
    printSummary(manifest, examples.length, started);
  } finally {
    await browser.close();
    rmSync(work, { recursive: true, force: true });
  }

  /**
   * One release's drawings of `names`, from a bundle of its own. Each example is drawn twice, in two pages, the
   * second time in the reverse order: an example whose two pictures differ (one that shows a time it measured)
   * cannot be compared with another release, and is recorded with why.
   */
  async function drawRelease(
    context: BrowserContext,
    comparePage: Page,
    release: string,
    names: string[],
  ): Promise<Map<string, Drawing>> {
    const drawn = new Map<string, Drawing>();
    if (names.length === 0) return drawn;
    const begun = Date.now();
    const bundleDir = path.join(work, release);
    bundleRelease({ siteDir: root, packageDir: packages.get(release) ?? '', examples: names, outDir: bundleDir });
    const drawAll = async (order: string[]) => {
      const drawings = new Map<string, Drawing>();
      const page = await ReleasePage.open(context, bundleDir);
      try {
        for (const name of order) drawings.set(name, await page.draw(name, heights.get(name) ?? 0));
      } finally {
        await page.close();
      }
      return drawings;
    };
    const first = await drawAll(names);
    const second = await drawAll([...names].reverse());
    for (const name of names) {
      const [a, b] = [first.get(name), second.get(name)];
      if (!a || !b) throw new Error(`[history:pictures] ${name} was not drawn twice at ${release}.`);
      if ('error' in a || 'error' in b) {
        drawn.set(name, 'error' in a ? a : b);
        continue;
      }
      const { differing } = await comparePictures(comparePage, a.png, b.png, { encode: false });
      drawn.set(
        name,
        differing === 0
          ? a
          : { error: `two drawings of it differ in ${differing} pixels, so no picture of it compares` },
      );
    }
    const failed = [...drawn].filter(([, drawing]) => 'error' in drawing).length;
    console.log(
      `[history:pictures] ${release}: drew ${names.length - failed} of ${names.length} alike twice${failed ? ` (${failed} did not)` : ''} (${seconds(begun)})`,
    );
    return drawn;
  }
}

/**
 * The examples this run draws (`only`, undefined for every one) and why: those `--only a,b` names; every one with
 * `--all`, without a manifest, or when the steps' pairs or the rule changed since it was written (each picture
 * would be of another pair or drawn another way); else the stale ones, as tests/unit/upgradePictures.test.ts
 * names them (source changed, or never drawn). An example removed since leaves the manifest in any case.
 */
function examplesToDraw(
  steps: { slug: string; pairs: PicturePair[] }[],
  sources: ReadonlyMap<string, Buffer>,
): { only: string[] | undefined; why: string; nothing?: boolean } {
  const at = process.argv.indexOf('--only');
  if (at !== -1) {
    const names = (process.argv[at + 1] ?? '').split(',').filter(Boolean);
    if (names.length === 0) throw new Error('[history:pictures] --only takes example names separated by commas.');
    for (const name of names) {
      if (!sources.has(name)) throw new Error(`[history:pictures] --only names ${name}, which examples/charts/ lacks.`);
    }
    return { only: names, why: `drawing the examples --only names: ${names.join(', ')}` };
  }
  if (process.argv.includes('--all')) return { only: undefined, why: 'drawing every example (--all)' };
  if (!existsSync(PICTURES_FILE)) return { only: undefined, why: `drawing every example: no ${PICTURES_FILE} yet` };
  const previous = readPictures();
  const pairsOf = (list: { slug: string; pairs: { from: string; to: string; kind: string }[] }[]) =>
    JSON.stringify(list.map(({ slug, pairs }) => [slug, pairs.map(({ from, to, kind }) => [from, to, kind])]));
  const recorded = Object.entries(previous.steps).map(([slug, pairs]) => ({ slug, pairs }));
  if (pairsOf(recorded) !== pairsOf(steps)) {
    return { only: undefined, why: "drawing every example: the steps' pairs of releases changed since the last run" };
  }
  if (!sameRule(previous.rule)) {
    return { only: undefined, why: 'drawing every example: the rule (rule.ts) changed since the last run' };
  }
  const { changed, missing, orphaned } = staleRecords(previous, sources);
  const stale = [...changed, ...missing];
  const parts = [
    changed.length > 0 && `changed since drawn: ${changed.join(', ')}`,
    missing.length > 0 && `never drawn: ${missing.join(', ')}`,
    orphaned.length > 0 && `removed, dropped: ${orphaned.join(', ')}`,
  ].filter(Boolean);
  return {
    only: stale,
    nothing: parts.length === 0,
    why:
      parts.length === 0
        ? 'every picture is of the examples as they are: nothing to draw'
        : `drawing ${stale.length} of ${sources.size} examples (${parts.join('; ')})`,
  };
}

function rule(): PicturesManifest['rule'] {
  return {
    width: PICTURE_BOX.width,
    channelTolerance: CHANNEL_TOLERANCE,
    changedShare: CHANGED_SHARE,
    foldedBelowShare: FOLDED_BELOW_SHARE,
    webpQuality: WEBP_QUALITY,
  };
}

/** Whether a manifest's rule is the script's (the file's keys are sorted, so each is compared). */
function sameRule(recorded: PicturesManifest['rule']): boolean {
  const now = rule();
  return (Object.keys(now) as (keyof typeof now)[]).every((key) => recorded[key] === now[key]);
}

/** The committed manifest with the examples of `only` replaced by this run's records of them. */
function merged(previous: PicturesManifest, fresh: Record<string, PairRecord[]>, only: string[]): PicturesManifest {
  const pairsOf = (steps: Record<string, PairRecord[]>) =>
    JSON.stringify(Object.entries(steps).map(([slug, pairs]) => [slug, pairs.map(({ from, to }) => [from, to])]));
  if (pairsOf(previous.steps) !== pairsOf(fresh) || !sameRule(previous.rule)) {
    throw new Error(
      '[history:pictures] the steps or the rule changed since the manifest was written: run it without --only.',
    );
  }
  const others = (names: string[]) => names.filter((name) => !only.includes(name));
  const steps: Record<string, PairRecord[]> = {};
  for (const [slug, pairs] of Object.entries(previous.steps)) {
    steps[slug] = pairs.map((pair, i) => {
      const now = fresh[slug]?.[i];
      return {
        ...pair,
        changed: [...pair.changed.filter(({ example }) => !only.includes(example)), ...(now?.changed ?? [])],
        unchanged: [...others(pair.unchanged), ...(now?.unchanged ?? [])],
        notCompiling: [...others(pair.notCompiling), ...(now?.notCompiling ?? [])],
        notDrawn: [...pair.notDrawn.filter(({ example }) => !only.includes(example)), ...(now?.notDrawn ?? [])],
      };
    });
  }
  return { notes: NOTES, rule: rule(), examples: previous.examples, steps };
}

/** Most changed first (then by name); every list of names sorted. */
function sortRecord(pair: PairRecord): void {
  pair.changed.sort(
    (a, b) => b.differing / (b.width * b.height) - a.differing / (a.width * a.height) || byName(a.example, b.example),
  );
  pair.unchanged.sort(byName);
  pair.notCompiling.sort(byName);
  pair.notDrawn.sort((a, b) => byName(a.example, b.example) || compareVersions(a.release, b.release));
}

/**
 * Writes the pictures of this run and removes every file the manifest no longer names; a picture kept from an
 * earlier run (`--only`) must still be there.
 */
function writePictures(manifest: PicturesManifest, files: Map<string, Buffer>): void {
  mkdirSync(STATIC_DIR, { recursive: true });
  const named = new Set(
    Object.values(manifest.steps).flatMap((pairs) =>
      pairs.flatMap(({ changed }) => changed.flatMap(({ before, after }) => [before, after])),
    ),
  );
  for (const [file, bytes] of files) writeFileSync(path.join(STATIC_DIR, file), bytes);
  for (const file of readdirSync(STATIC_DIR)) if (!named.has(file)) rmSync(path.join(STATIC_DIR, file));
  const missing = [...named].filter((file) => !files.has(file) && !existsIn(file));
  if (missing.length > 0) {
    throw new Error(
      `[history:pictures] the manifest names pictures that are not there: ${missing.slice(0, 5).join(', ')}; run it without --only.`,
    );
  }
}

function existsIn(file: string): boolean {
  try {
    readFileSync(path.join(STATIC_DIR, file));
    return true;
  } catch {
    return false;
  }
}

function printSummary(manifest: PicturesManifest, drawn: number, started: number): void {
  console.log('[history:pictures] step             pair                 compared changed not compiling not drawn');
  for (const [slug, pairs] of Object.entries(manifest.steps)) {
    for (const pair of pairs) {
      console.log(
        `[history:pictures] ${slug.padEnd(17)} ${`${pair.from} → ${pair.to}`.padEnd(20)} ${String(pair.changed.length + pair.unchanged.length).padStart(8)} ${String(pair.changed.length).padStart(7)} ${String(pair.notCompiling.length).padStart(13)} ${String(pair.notDrawn.length).padStart(9)}`,
      );
    }
  }
  const files = readdirSync(STATIC_DIR);
  const bytes = files.reduce((sum, file) => sum + readFileSync(path.join(STATIC_DIR, file)).length, 0);
  console.log(
    `[history:pictures] drew ${drawn} examples; ${files.length} pictures, ${(bytes / 1024 / 1024).toFixed(2)} MB in ${PICTURES_STATIC}; wrote ${path.relative(root, PICTURES_FILE)}; took ${seconds(started)}`,
  );
}

function byName(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function seconds(since: number): string {
  return `${((Date.now() - since) / 1000).toFixed(1)} s`;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
