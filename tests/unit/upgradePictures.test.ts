import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { exampleSources, readCompileMatrix, staleRecords } from '../../src/plugins/content/api-history/compileMatrix';
import { readHistory, serialize } from '../../src/plugins/content/api-history/historyFile';
import { pictureFile } from '../../src/plugins/content/upgrade-pictures/files';
import {
  PICTURES_FILE,
  PICTURES_STATIC,
  readPictures,
  validatePictures,
  type PicturesManifest,
} from '../../src/plugins/content/upgrade-pictures/manifest';
import { OPENING_CHOICE, openingPicture } from '../../src/plugins/content/upgrade-pictures/opening';
import { picturePairs } from '../../src/plugins/content/upgrade-pictures/pairs';
import {
  CHANGED_SHARE,
  CHANNEL_TOLERANCE,
  FOLDED_BELOW_SHARE,
  PICTURE_BOX,
  PICTURES_BUDGET,
  WEBP_QUALITY,
} from '../../src/plugins/content/upgrade-pictures/rule';
import { stepPictures } from '../../src/plugins/content/upgrade-pictures/stepPictures';
import { exampleHeight } from '../../scripts/history-pictures/exampleHeights';

/**
 * The upgrade pages' pictures (src/plugins/content/upgrade-pictures/pictures.json and static/upgrade-pictures/,
 * written by `npm run history:pictures`): drawn from the examples as they are now, for the pairs of releases
 * the step pages compare, by the rule the script holds, every picture there at the size the manifest gives,
 * and all of them under the budget. Nothing here draws or reaches the registry: the file is the record.
 */
const SITE = path.resolve(__dirname, '..', '..');
const STATIC_DIR = path.join(SITE, PICTURES_STATIC);
const REMAKE = 'run npm run history:pictures (npm run history:pictures -- --only a,b for the examples a and b)';

const manifest = readPictures();
const pairs = Object.entries(manifest.steps).flatMap(([slug, list]) => list.map((pair) => ({ slug, ...pair })));

describe('the committed pictures', () => {
  test('are of every example as its source is now, and of no other', () => {
    const { changed, missing, orphaned } = staleRecords(manifest, exampleSources(SITE));
    const problems = [
      ...changed.map((name) => `${name}: changed since its pictures were drawn; they show an older version`),
      ...missing.map((name) => `${name}: never drawn`),
      ...orphaned.map((name) => `${name}: drawn, but there is no examples/charts/${name}.tsx`),
    ];
    expect(problems, `${REMAKE}:\n${problems.join('\n')}`).toEqual([]);
  });

  test('are drawn at the height each example page gives its chart', () => {
    for (const [name, { height }] of Object.entries(manifest.examples)) {
      expect(height, `${name}: ${REMAKE}`).toBe(exampleHeight(SITE, name));
    }
  });

  test('compare the pairs of releases the step pages compare, in their order', () => {
    const expected = Object.fromEntries(picturePairs(readHistory().versions).map(({ slug, pairs }) => [slug, pairs]));
    const recorded = Object.fromEntries(
      Object.entries(manifest.steps).map(([slug, list]) => [
        slug,
        list.map(({ from, to, kind }) => ({ from, to, kind })),
      ]),
    );
    expect(recorded, `the history's releases changed: ${REMAKE}`).toEqual(expected);
  });

  test("were drawn and scored by the script's rule", () => {
    expect(manifest.rule, REMAKE).toEqual({
      width: PICTURE_BOX.width,
      channelTolerance: CHANNEL_TOLERANCE,
      changedShare: CHANGED_SHARE,
      foldedBelowShare: FOLDED_BELOW_SHARE,
      webpQuality: WEBP_QUALITY,
    });
  });

  test('hold the pair the upgrading index opens with, as a changed picture', () => {
    const step = { path: `/docs/upgrading/${OPENING_CHOICE.step}`, title: 'the step' };
    const opening = openingPicture(manifest, new Map(), step);
    expect(
      opening,
      `${OPENING_CHOICE.example} is not a changed picture of ${OPENING_CHOICE.step}'s ${OPENING_CHOICE.kind} pair: choose another in src/plugins/content/upgrade-pictures/opening.ts`,
    ).not.toBeNull();
    expect(opening?.href).toMatch(new RegExp(`^/docs/upgrading/${OPENING_CHOICE.step}#pictures-`));
  });

  test('account for every example once in each pair: changed, the same, not compiling or not drawn', () => {
    const names = Object.keys(manifest.examples).sort();
    for (const pair of pairs) {
      const listed = [
        ...pair.changed.map(({ example }) => example),
        ...pair.unchanged,
        ...pair.notCompiling,
        ...pair.notDrawn.map(({ example }) => example),
      ].sort();
      expect(listed, `${pair.from} → ${pair.to}`).toEqual(names);
      for (const failed of pair.notDrawn) expect([pair.from, pair.to]).toContain(failed.release);
    }
  });

  test('list the changed pictures most changed first, each scored as its pixels say', () => {
    for (const pair of pairs) {
      const scores = pair.changed.map(({ score }) => score);
      expect(scores, `${pair.from} → ${pair.to}`).toEqual([...scores].sort((a, b) => b - a));
      for (const changed of pair.changed) {
        expect(changed.score).toBeCloseTo(changed.differing / (changed.width * changed.height), 5);
        expect(changed.score).toBeGreaterThan(manifest.rule.changedShare);
        expect(changed.before).toBe(pictureFile(changed.example, pair.from));
        expect(changed.after).toBe(pictureFile(changed.example, pair.to));
      }
    }
  });

  test('name pictures that are all in static/upgrade-pictures/, WebP of the size given, and no other file is there', () => {
    // Every picture is the chart's box: the chart, and the same frame (the box's padding and border) around it.
    const named = new Map<string, { width: number; height: number }>();
    const frames = new Set<number>();
    for (const pair of pairs) {
      for (const changed of pair.changed) {
        const chartHeight = manifest.examples[changed.example]?.height ?? 0;
        expect(changed.height - chartHeight, changed.example).toBe(changed.width - PICTURE_BOX.width);
        frames.add(changed.width - PICTURE_BOX.width);
        named.set(changed.before, changed);
        named.set(changed.after, changed);
      }
    }
    expect([...frames].length).toBeLessThanOrEqual(1);
    const present = readdirSync(STATIC_DIR).sort();
    expect(present, REMAKE).toEqual([...named.keys()].sort());
    for (const [file, size] of named) {
      expect(webpSize(readFileSync(path.join(STATIC_DIR, file))), file).toEqual({
        width: size.width,
        height: size.height,
      });
    }
  });

  test(`weigh ${PICTURES_BUDGET / 1024 / 1024} MB at most together`, () => {
    const bytes = readdirSync(STATIC_DIR).reduce(
      (sum, file) => sum + readFileSync(path.join(STATIC_DIR, file)).length,
      0,
    );
    expect(bytes).toBeLessThanOrEqual(PICTURES_BUDGET);
  });

  test("agree with the compile matrix where a pair's releases are its columns", () => {
    const matrix = readCompileMatrix();
    const columnOf = new Map(Object.entries(matrix.releases).map(([major, release]) => [release, major]));
    let checked = 0;
    for (const pair of pairs) {
      const majors = [columnOf.get(pair.from), columnOf.get(pair.to)];
      if (majors.some((major) => major === undefined)) continue;
      const compiles = (name: string) => majors.every((major) => matrix.examples[name]?.majors[major ?? ''] === true);
      for (const name of pair.notCompiling) expect(compiles(name), `${name}, ${pair.from} → ${pair.to}`).toBe(false);
      for (const name of [...pair.unchanged, ...pair.changed.map(({ example }) => example)]) {
        expect(compiles(name), `${name}, ${pair.from} → ${pair.to}`).toBe(true);
      }
      checked += 1;
    }
    expect(checked).toBeGreaterThan(0);
  });

  test('is exactly as the script writes it (keys sorted, Prettier’s layout)', async () => {
    expect(readFileSync(PICTURES_FILE, 'utf8')).toBe(await serialize(manifest));
  });
});

describe("a step page's data", () => {
  test('keeps the order, the titles and the counts of its pairs', () => {
    const titles = new Map([['line-series', 'Line series']]);
    const data = stepPictures(sample(), 'from-72-to-73', titles);
    expect(data?.pairs.map(({ id }) => id)).toEqual(['pictures-72-0-1-to-73-0-1']);
    expect(data?.pairs[0]).toMatchObject({
      compared: 2,
      notCompiling: 1,
      changed: [
        { example: 'line-series', title: 'Line series', score: 0.5 },
        { example: 'metric', title: 'metric', score: 0.25 },
      ],
    });
    expect(stepPictures(sample(), 'from-71-to-72', titles)).toBeUndefined();
  });
});

/** A manifest of one step, one pair, three examples. */
function sample(): PicturesManifest {
  const changed = (example: string, score: number) => ({
    example,
    score,
    differing: score * 100,
    before: pictureFile(example, '72.0.1'),
    after: pictureFile(example, '73.0.1'),
    width: 10,
    height: 10,
  });
  return {
    notes: 'a sample',
    rule: { width: 685, channelTolerance: 16, changedShare: 0, foldedBelowShare: 0.005, webpQuality: 0.8 },
    examples: {
      'line-series': { sourceHash: '0123456789abcdef', height: 320 },
      metric: { sourceHash: '0123456789abcdef', height: 320 },
      heatmap: { sourceHash: '0123456789abcdef', height: 320 },
    },
    steps: {
      'from-72-to-73': [
        {
          from: '72.0.1',
          to: '73.0.1',
          kind: 'major',
          changed: [changed('line-series', 0.5), changed('metric', 0.25)],
          unchanged: [],
          notCompiling: ['heatmap'],
          notDrawn: [],
        },
      ],
    },
  };
}

describe('validation', () => {
  const broken = (change: (manifest: PicturesManifest) => unknown) => {
    const manifest = sample();
    change(manifest);
    return () => validatePictures(manifest, 'sample.json');
  };

  test('accepts the sample', () => {
    expect(() => validatePictures(sample())).not.toThrow();
  });

  test.each([
    ['no steps', (m: PicturesManifest) => Reflect.deleteProperty(m, 'steps'), /steps should be an object/],
    [
      'a release that is not one',
      (m: PicturesManifest) => (m.steps['from-72-to-73']![0]!.to = '73'),
      /steps\.from-72-to-73\[0\]\.to should be a release number/,
    ],
    [
      'changed pictures out of score order',
      (m: PicturesManifest) => m.steps['from-72-to-73']![0]!.changed.reverse(),
      /changed should be in score order, most changed first/,
    ],
    [
      'a picture that is not WebP',
      (m: PicturesManifest) => (m.steps['from-72-to-73']![0]!.changed[0]!.after = 'line-series@73.0.1.png'),
      /changed\[0\]\.after should be a \.webp file name/,
    ],
    [
      'a short hash',
      (m: PicturesManifest) => (m.examples.metric!.sourceHash = 'abc'),
      /examples\.metric\.sourceHash should be 16 hex digits/,
    ],
  ])('names what is wrong: %s', (_name, change, message) => {
    expect(broken(change)).toThrow(message);
    expect(broken(change)).toThrow(/sample\.json: .* make it again with npm run history:pictures/);
  });
});

/** A WebP file's picture size, from its first chunk: lossy (`VP8 `), lossless (`VP8L`) or extended (`VP8X`). */
function webpSize(file: Buffer): { width: number; height: number } {
  if (file.toString('ascii', 0, 4) !== 'RIFF' || file.toString('ascii', 8, 12) !== 'WEBP') {
    throw new Error('not a WebP file');
  }
  const chunk = file.toString('ascii', 12, 16);
  if (chunk === 'VP8 ') {
    return { width: file.readUInt16LE(26) & 0x3fff, height: file.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === 'VP8L') {
    const bits = file.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') {
    return { width: file.readUIntLE(24, 3) + 1, height: file.readUIntLE(27, 3) + 1 };
  }
  throw new Error(`a WebP file whose first chunk is ${chunk}`);
}
