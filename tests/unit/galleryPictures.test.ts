import { readdirSync } from 'node:fs';
import path from 'node:path';
import { test, expect } from 'vitest';
import {
  PICTURE,
  PICTURES_COMMAND,
  PICTURES_DIR,
  pictureProblems,
  readManifest,
  sourceHash,
  type PicturesManifest,
} from '../../src/plugins/content/chart-examples/galleryPictures.mjs';
import { readExamples } from '../../src/plugins/content/chart-examples/readExample';
import { installedLibrary } from '../../src/plugins/content/installedLibrary';

const ROOT = path.resolve(__dirname, '..', '..');

/**
 * The gallery's pictures never go stale: each was drawn from its example's current source by the installed
 * library, every example has one in each mode, and static/gallery/ holds nothing else. After editing an
 * example, the message says what to run.
 */
test("every example's gallery pictures were drawn from its current source", async () => {
  const examples = await readExamples(path.join(ROOT, 'examples', 'charts'));
  const problems = pictureProblems(
    readManifest(ROOT),
    examples,
    installedLibrary(ROOT).version(),
    readdirSync(path.join(ROOT, PICTURES_DIR)),
  );
  expect(problems, `Run \`${PICTURES_COMMAND}\` and commit ${PICTURES_DIR}/:\n  ${problems.join('\n  ')}\n`).toEqual(
    [],
  );
});

test('the check names a stale, a missing and a left-over picture, a new library and a new size', () => {
  const entry = (source: string) => ({ hash: sourceHash(source), bytes: { light: 1, dark: 1 } });
  const manifest: PicturesManifest = {
    library: '73.2.1',
    ...PICTURE,
    pictures: { line: entry('<LineSeries />'), bars: entry('<BarSeries />'), gone: entry('<Goal />') },
  };
  const examples = [
    { name: 'line', source: '<LineSeries />' },
    { name: 'bars', source: '<BarSeries stackAccessors={["g"]} />' },
    { name: 'pie', source: '<Partition />' },
  ];
  const files = ['pictures.json', 'line.light.webp', 'bars.light.webp', 'bars.dark.webp', 'gone.light.webp'];
  expect(pictureProblems(manifest, examples, '73.2.1', files)).toEqual([
    'line: line.dark.webp is missing',
    'bars: its pictures were drawn from an older source',
    'pie: no picture',
    'gone: the manifest lists a picture of an example examples/charts/ no longer has',
    'gone.light.webp: a file of no example',
  ]);
  const fresh = { ...manifest, pictures: { line: entry('<LineSeries />') } };
  const line = [{ name: 'line', source: '<LineSeries />' }];
  expect(pictureProblems(fresh, line, '73.2.1', ['pictures.json', 'line.light.webp', 'line.dark.webp'])).toEqual([]);
  expect(
    pictureProblems({ ...fresh, width: 10 }, line, '74.0.0', ['pictures.json', 'line.light.webp', 'line.dark.webp']),
  ).toEqual([
    'the pictures were drawn with @elastic/charts 73.2.1, the site has 74.0.0',
    `the pictures are 10 × ${PICTURE.height}, galleryPictures.mjs asks for ${PICTURE.width} × ${PICTURE.height}`,
  ]);
});
