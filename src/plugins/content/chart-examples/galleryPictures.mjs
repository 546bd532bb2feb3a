// @ts-check
// The gallery's pictures: what they are drawn at, their manifest, and the hash that says whether one is
// still the picture of its example. Plain JavaScript, so that the script that draws them
// (scripts/gallery-pictures.mjs, run by plain Node), the chart-examples plugin and the unit test share it.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MODES, PICTURES_FOLDER, pictureFile } from './picturePaths.mjs';

/** The pictures and their manifest, in the site's folder (served at `/gallery/`). */
export const PICTURES_DIR = `static/${PICTURES_FOLDER}`;
export const MANIFEST_FILE = 'pictures.json';
/** What to run when a picture is missing or stale; every message that asks for it says this. */
export const PICTURES_COMMAND = 'npm run gallery-pictures';

/**
 * The chart as the script draws it, in CSS pixels: the height the examples are laid out for (as on their
 * own pages) and a width at which they keep their labels whole (a phone's chart is narrower). The box
 * around it adds ChartExample's 0.5rem of padding a side: 496 × 336.
 */
export const DRAWN = { width: 480, height: 320 };
/**
 * The picture, the box scaled by 3/4: a card shows it about 225 px wide at 1280 px (four to a row) and
 * 170 px on a phone, which has two or three device pixels to a CSS pixel.
 */
export const PICTURE = { width: 372, height: 252 };

/**
 * The hash a picture records of its example's source: any change to the module, the only input of its
 * chart (an example imports nothing but React and the library), makes the picture stale.
 * @param {string} source
 */
export function sourceHash(source) {
  return createHash('sha256').update(source).digest('hex').slice(0, 16);
}

/**
 * @typedef {{ hash: string, bytes: Record<import('./picturePaths.mjs').ColourMode, number> }} PictureEntry
 * @typedef {{ library: string, width: number, height: number, pictures: Record<string, PictureEntry> }} PicturesManifest
 */

/** @param {string} siteDir */
export function manifestPath(siteDir) {
  return path.join(siteDir, PICTURES_DIR, MANIFEST_FILE);
}

/**
 * The manifest, or one with no picture when the script has never run.
 * @param {string} siteDir
 * @returns {PicturesManifest}
 */
export function readManifest(siteDir) {
  const file = manifestPath(siteDir);
  if (!existsSync(file)) return { library: '', width: PICTURE.width, height: PICTURE.height, pictures: {} };
  const manifest = /** @type {unknown} */ (JSON.parse(readFileSync(file, 'utf8')));
  return /** @type {PicturesManifest} */ (manifest);
}

/**
 * What is wrong with the pictures of `examples` (name and source of each module), one line per problem,
 * each naming the example or file; empty when every example has its two pictures, drawn from its current
 * source by the installed library at today's size, and the folder holds nothing else.
 * @param {PicturesManifest} manifest
 * @param {{ name: string, source: string }[]} examples
 * @param {string} library  the installed @elastic/charts version
 * @param {readonly string[]} files  the files in static/gallery/
 * @returns {string[]}
 */
export function pictureProblems(manifest, examples, library, files) {
  const problems = [];
  if (manifest.library !== library) {
    problems.push(
      `the pictures were drawn with @elastic/charts ${manifest.library || '(none)'}, the site has ${library}`,
    );
  }
  if (manifest.width !== PICTURE.width || manifest.height !== PICTURE.height) {
    problems.push(
      `the pictures are ${manifest.width} × ${manifest.height}, galleryPictures.mjs asks for ${PICTURE.width} × ${PICTURE.height}`,
    );
  }
  const present = new Set(files);
  const expected = new Set([MANIFEST_FILE]);
  for (const { name, source } of examples) {
    for (const mode of MODES) expected.add(pictureFile(name, mode));
    const entry = manifest.pictures[name];
    if (!entry) problems.push(`${name}: no picture`);
    else if (entry.hash !== sourceHash(source)) problems.push(`${name}: its pictures were drawn from an older source`);
    for (const mode of MODES) {
      if (entry && !present.has(pictureFile(name, mode)))
        problems.push(`${name}: ${pictureFile(name, mode)} is missing`);
    }
  }
  const names = new Set(examples.map((example) => example.name));
  for (const name of Object.keys(manifest.pictures)) {
    if (!names.has(name))
      problems.push(`${name}: the manifest lists a picture of an example examples/charts/ no longer has`);
  }
  for (const file of files) {
    if (!expected.has(file)) problems.push(`${file}: a file of no example`);
  }
  return problems;
}
