// `npm run gallery-pictures`: the example gallery's pictures. Draws every example of examples/charts/ in
// Chromium, in light and dark mode, and writes each as a small WebP picture to static/gallery/, with
// pictures.json, the manifest, which records the hash of the source each picture was drawn from
// (tests/unit/galleryPictures.test.ts fails when one is stale, missing or left over).
//
//   npm run gallery-pictures                 the pictures that are missing or stale (after editing examples)
//   npm run gallery-pictures -- --all        every picture again (after changing how they are drawn)
//   npm run gallery-pictures -- --only a,b   these examples again
//
// The examples are bundled by Vite with the installed library (no site build needed), drawn one at a time
// at the gallery's drawn size, and each picture is taken once its charts say they are drawn.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import {
  DRAWN,
  PICTURE,
  PICTURES_DIR,
  manifestPath,
  readManifest,
  sourceHash,
} from '../src/plugins/content/chart-examples/galleryPictures.mjs';
import { MODES, pictureFile } from '../src/plugins/content/chart-examples/picturePaths.mjs';

const started = Date.now();
const root = path.resolve(import.meta.dirname, '..');
const OUT = path.join(root, PICTURES_DIR);
/** WebP quality: the smallest at which axis labels and thin lines keep their edges at the card's size. */
const QUALITY = 0.8;
/** How long an example may take to say it is drawn before the script names it and stops. */
const DRAW_TIMEOUT = 30_000;
const ORIGIN = 'http://gallery-pictures.local';

const { values } = parseArgs({
  options: { all: { type: 'boolean', default: false }, only: { type: 'string' } },
});

const examples = readdirSync(path.join(root, 'examples', 'charts'))
  .filter((file) => file.endsWith('.tsx'))
  .sort()
  .map((file) => {
    const source = readFileSync(path.join(root, 'examples', 'charts', file), 'utf8');
    return { name: path.basename(file, '.tsx'), hash: sourceHash(source) };
  });
const libraryPackage = /** @type {unknown} */ (
  JSON.parse(readFileSync(path.join(root, 'node_modules', '@elastic', 'charts', 'package.json'), 'utf8'))
);
const library = /** @type {{ version: string }} */ (libraryPackage).version;

const old = readManifest(root);
// A new library or picture size makes every picture stale.
const redrawAll = values.all || old.library !== library || old.width !== PICTURE.width || old.height !== PICTURE.height;
const only = values.only?.split(',').map((name) => name.trim());
for (const name of only ?? []) {
  if (!examples.some((example) => example.name === name)) {
    throw new Error(`--only: there is no example "${name}" in examples/charts/.`);
  }
}
const todo = examples.filter(
  ({ name, hash }) =>
    redrawAll ||
    only?.includes(name) ||
    old.pictures[name]?.hash !== hash ||
    MODES.some((mode) => !existsSync(path.join(OUT, pictureFile(name, mode)))),
);

/** @type {import('../src/plugins/content/chart-examples/galleryPictures.mjs').PicturesManifest} */
const manifest = { library, width: PICTURE.width, height: PICTURE.height, pictures: {} };
for (const { name } of examples) {
  const kept = old.pictures[name];
  if (kept && !todo.some((example) => example.name === name)) manifest.pictures[name] = kept;
}

mkdirSync(OUT, { recursive: true });
// Pictures of examples that are gone, and any file the manifest will not list.
const keep = new Set([
  path.basename(manifestPath(root)),
  ...examples.flatMap(({ name }) => MODES.map((mode) => pictureFile(name, mode))),
]);
for (const file of readdirSync(OUT)) if (!keep.has(file)) rmSync(path.join(OUT, file));

if (todo.length > 0) await drawPictures(todo);

const sorted = Object.fromEntries(Object.entries(manifest.pictures).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(manifestPath(root), `${JSON.stringify({ ...manifest, pictures: sorted }, null, 2)}\n`);
const total = Object.values(manifest.pictures).reduce((sum, { bytes }) => sum + bytes.light + bytes.dark, 0);
console.log(
  `gallery-pictures: drew ${todo.length} of ${examples.length} examples in ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
    `${Object.keys(manifest.pictures).length * 2} pictures, ${(total / 1024).toFixed(0)} KB in ${PICTURES_DIR}/.`,
);

/** @param {{ name: string, hash: string }[]} list */
async function drawPictures(list) {
  const bundle = mkdtempSync(path.join(tmpdir(), 'gallery-pictures-'));
  try {
    await build({
      root: path.join(root, 'scripts', 'gallery-pictures'),
      configFile: false,
      logLevel: 'warn',
      plugins: [react()],
      build: { outDir: bundle, emptyOutDir: true, reportCompressedSize: false, chunkSizeWarningLimit: 10_000 },
    });
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      const page = await browser.newPage({ viewport: { width: 1024, height: 768 }, deviceScaleFactor: 1 });
      /** @type {string[]} */
      const errors = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.route(`${ORIGIN}/**`, (route) =>
        route.fulfill({ path: path.join(bundle, new URL(route.request().url()).pathname) }),
      );
      await page.goto(`${ORIGIN}/index.html`);
      await page.locator('body[data-ready="true"]').waitFor({ state: 'attached' });
      for (const { name, hash } of list) {
        /** @type {Record<'light' | 'dark', number>} */
        const bytes = { light: 0, dark: 0 };
        for (const mode of MODES) {
          bytes[mode] = await drawOne(page, name, mode, errors);
        }
        manifest.pictures[name] = { hash, bytes };
      }
    } finally {
      await browser.close();
    }
  } finally {
    rmSync(bundle, { recursive: true, force: true });
  }
}

/**
 * Draws `name` in `mode`, waits for its charts, writes its picture and returns its size in bytes.
 * @param {import('@playwright/test').Page} page
 * @param {string} name
 * @param {'light' | 'dark'} mode
 * @param {string[]} errors
 */
async function drawOne(page, name, mode, errors) {
  errors.length = 0;
  await page.evaluate(
    ([example, colorMode, drawn]) =>
      /** @type {{ draw: (name: string, mode: string, drawn: typeof DRAWN) => Promise<void> }} */ (
        /** @type {unknown} */ (window)
      ).draw(example, colorMode, drawn),
    /** @type {const} */ ([name, mode, DRAWN]),
  );
  const box = page.locator(`#box[data-example="${name}"]`);
  try {
    // Drawn: a chart says it rendered, none says it is still rendering, fonts are in, and the frame after.
    await page
      .waitForFunction(
        () => {
          const failed = document.querySelector('[data-failed]');
          if (failed) return `failed: ${failed.getAttribute('data-failed')}`;
          const box = document.getElementById('box');
          return Boolean(
            box?.querySelector('[data-ech-render-complete="true"]') &&
            !box.querySelector('[data-ech-render-complete="false"]') &&
            document.fonts.status === 'loaded',
          );
        },
        undefined,
        { timeout: DRAW_TIMEOUT, polling: 'raf' },
      )
      .then(async (handle) => {
        const value = await handle.jsonValue();
        if (typeof value === 'string') throw new Error(value);
      });
  } catch (error) {
    throw new Error(
      `gallery-pictures: ${name} (${mode}) did not draw within ${DRAW_TIMEOUT / 1000} s: ${error instanceof Error ? error.message : String(error)}` +
        (errors.length > 0 ? `; page errors: ${errors.join('; ')}` : ''),
    );
  }
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const png = await box.screenshot({ animations: 'disabled' });
  // Scaled down and encoded in the page: Chromium's canvas writes WebP, and smooths the scaling well.
  const webp = await page.evaluate(
    async ([base64, width, height, quality]) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2D canvas');
      context.imageSmoothingQuality = 'high';
      context.drawImage(image, 0, 0, width, height);
      return canvas.toDataURL('image/webp', quality).replace(/^data:image\/webp;base64,/, '');
    },
    /** @type {const} */ ([png.toString('base64'), PICTURE.width, PICTURE.height, QUALITY]),
  );
  const data = Buffer.from(webp, 'base64');
  if (data.subarray(8, 12).toString('latin1') !== 'WEBP')
    throw new Error(`gallery-pictures: ${name} (${mode}): Chromium wrote no WebP.`);
  writeFileSync(path.join(OUT, pictureFile(name, mode)), data);
  return data.length;
}
