// `npm run shots`: the contact sheet. Screenshots of every example's chart on its page and of the
// main pages, at desktop (1280×800) and phone (390×844) width, in light and dark mode, written to
// shots/ (ignored by git) for a person to look at. Serves the production build (run `npm run build`
// first) unless --base names a running site.
//
//   npm run shots                          everything (about 340 pictures)
//   npm run shots -- --only bullet,heatmap  these examples and no main page
//   npm run shots -- --pages                the main pages and every docs page's first screen only
//   npm run shots -- --base http://127.0.0.1:3000
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const OUT = path.join(root, 'shots');

/** Pages a reader meets first, each taken as its first screen and, when `full`, whole (up to 6,000 px). */
const MAIN_PAGES = [
  { name: 'home', route: '/', full: true },
  { name: 'gallery', route: '/examples/examples', full: true },
  { name: 'settings-props', route: '/api/specs/global/Settings#props', full: false },
  { name: 'partition-props', route: '/api/specs/Partition#props', full: false },
  { name: 'all-types', route: '/all-types/', full: false },
  { name: 'not-found', route: '/no-such-page', full: false },
];
/**
 * Every hand-written docs page, its first screen: each opens with a chart (tests/firstChart.spec.ts), which is what a
 * reader sees first. `docs/recipes/live-data.mdx` is `page-docs-recipes-live-data-…`.
 */
/** @param {string} dir  @param {string} prefix  @returns {{ name: string, route: string, full: boolean }[]} */
function docsPages(dir = path.join(root, 'docs'), prefix = '/docs') {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return docsPages(path.join(dir, entry.name), `${prefix}/${entry.name}`);
    if (!entry.name.endsWith('.mdx')) return [];
    const route = `${prefix}/${entry.name.replace(/\.mdx$/, '')}`;
    return [{ name: route.slice(1).replaceAll('/', '-'), route, full: false }];
  });
}
const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, isMobile: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true },
];
const MODES = /** @type {const} */ (['light', 'dark']);

const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    pages: { type: 'boolean', default: false },
    base: { type: 'string' },
  },
});
const allExamples = readdirSync(path.join(root, 'examples', 'charts'))
  .filter((file) => file.endsWith('.tsx'))
  .map((file) => path.basename(file, '.tsx'));
const examples = values.pages ? [] : values.only ? values.only.split(',') : allExamples;
for (const name of examples) {
  if (!allExamples.includes(name)) throw new Error(`--only: there is no example "${name}" in examples/charts/.`);
}
const pages = values.only ? [] : [...MAIN_PAGES, ...docsPages()];

/** Starts `docusaurus serve` on the build and resolves with its address once it answers. */
async function serveBuild() {
  if (!existsSync(path.join(root, 'build', 'index.html'))) throw new Error('No build: run `npm run build` first.');
  const port = 3200;
  const server = spawn('npx', ['docusaurus', 'serve', '--port', String(port), '--host', '127.0.0.1', '--no-open'], {
    cwd: root,
    stdio: 'ignore',
    detached: true,
  });
  const base = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 120; tries += 1) {
    try {
      if ((await fetch(base)).ok) return { base, stop: () => process.kill(-(server.pid ?? 0)) };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  process.kill(-(server.pid ?? 0));
  throw new Error(`docusaurus serve did not answer on ${base} within a minute.`);
}

const served = values.base ? { base: values.base, stop: () => {} } : await serveBuild();
// A whole run starts from an empty folder; a partial one (--only, --pages) replaces only its own pictures.
if (!values.only && !values.pages) rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
let count = 0;
try {
  for (const { name: size, viewport, isMobile } of VIEWPORTS) {
    for (const mode of MODES) {
      const context = await browser.newContext({ viewport, isMobile, hasTouch: isMobile });
      await context.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
      const page = await context.newPage();
      for (const name of examples) {
        await page.goto(`${served.base}/examples/${name}`);
        const box = page.locator(`[data-chart-example="${name}"] > div`).first();
        await box.scrollIntoViewIfNeeded();
        await page.locator('[data-ech-render-complete="true"]').first().waitFor({ state: 'attached' });
        await page.waitForFunction(() => !document.querySelector('[data-ech-render-complete="false"]'));
        await box.screenshot({ path: path.join(OUT, `example-${name}-${size}-${mode}.png`) });
        count += 1;
      }
      for (const { name, route, full } of pages) {
        await page.goto(`${served.base}${route}`);
        await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
        // As a reader sees the page once it has settled: the search box ready (or failed) and every chart
        // in the first screen drawn (the home page fetches its charts only once it has loaded and is idle).
        await page.waitForFunction(() => {
          const search = document.querySelector('input[type="search"]');
          if (search instanceof HTMLInputElement && search.disabled && search.placeholder === 'Loading...')
            return false;
          for (const box of document.querySelectorAll('[data-chart-example] > div:first-child')) {
            if (!(box instanceof HTMLElement)) continue;
            const { top, bottom } = box.getBoundingClientRect();
            const inView = bottom > 0 && top < window.innerHeight;
            if (inView && !box.querySelector('[data-ech-render-complete="true"]')) return false;
          }
          return !document.querySelector('[data-ech-render-complete="false"]');
        });
        await page.screenshot({ path: path.join(OUT, `page-${name}-${size}-${mode}.png`) });
        count += 1;
        if (!full) continue;
        // Scroll the whole page once so every lazy chart draws, then take it from the top.
        const height = await page.evaluate(() => Math.min(document.documentElement.scrollHeight, 6000));
        for (let y = 0; y < height; y += viewport.height / 2) {
          await page.evaluate((top) => window.scrollTo(0, top), y);
          await page.waitForFunction(() => !document.querySelector('[data-ech-render-complete="false"]'));
        }
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({
          path: path.join(OUT, `page-${name}-full-${size}-${mode}.png`),
          clip: { x: 0, y: 0, width: viewport.width, height },
          fullPage: true,
        });
        count += 1;
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  served.stop();
}
console.log(`${count} screenshots in ${path.relative(process.cwd(), OUT) || '.'}/`);
