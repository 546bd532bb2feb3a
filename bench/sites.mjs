// @ts-check
// The two sites the benchmark compares, each a copy of this project's content under bench/.work/:
// `ours` as it is, and `stock`, the same content built with DOCS_STOCK=bench (src/plugins/stock/). Each
// builds in a copy of its own, so their generated files and caches never mix.
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');
export const WORK = path.join(ROOT, 'bench', '.work');

/** What a copy leaves out: installed packages (linked instead), git, and everything a build writes. */
const NOT_COPIED = new Set([
  'node_modules',
  '.git',
  'build',
  '.docusaurus',
  '.typedoc',
  'test-results',
  'playwright-report',
  'bench',
]);
const GENERATED = path.join(ROOT, 'api', 'all-types');

/**
 * @typedef {object} Site
 * @property {'ours' | 'stock'} name
 * @property {string} dir      the copy's root, where `docusaurus build` runs
 * @property {string} outDir   its build folder
 * @property {Record<string, string>} env  what the build and the server run with, besides this process's environment
 */

/**
 * The stock build: the same content with DOCS_STOCK=bench (src/plugins/stock): every performance
 * plugin off, and the stock search bar, code block and chart loading.
 */
export const STOCK_ENV = { DOCS_STOCK: 'bench' };

/** @returns {Site} */
function copySite(/** @type {'ours' | 'stock'} */ name) {
  const dir = path.join(WORK, name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const entry of readdirSync(ROOT)) {
    if (NOT_COPIED.has(entry)) continue;
    cpSync(path.join(ROOT, entry), path.join(dir, entry), {
      recursive: true,
      filter: (source) => source !== GENERATED,
    });
  }
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return { name, dir, outDir: path.join(dir, 'build'), env: name === 'stock' ? STOCK_ENV : {} };
}

/** Lays out both copies afresh from the working tree and returns them, ours first. */
export function prepareSites() {
  if (!existsSync(path.join(ROOT, 'node_modules')))
    throw new Error('bench: run `npm ci` first; the copies link its node_modules.');
  const ours = copySite('ours');
  const stock = copySite('stock');
  return [ours, stock];
}
