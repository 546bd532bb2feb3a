// @ts-check
// The two sites the benchmark compares, each a copy of this project's content under bench/.work/:
// `ours` as it is, and `stock`, the same content built the stock way (bench/stock/).
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');
export const WORK = path.join(ROOT, 'bench', '.work');

/** What a copy leaves out: installed packages (linked instead), git, and everything a build writes. */
const NOT_COPIED = new Set(['node_modules', '.git', 'build', '.docusaurus', '.typedoc', 'test-results', 'playwright-report', 'bench']);
const GENERATED = path.join(ROOT, 'api', 'all-types');

/**
 * @typedef {object} Site
 * @property {'ours' | 'stock'} name
 * @property {string} dir      the copy's root, where `docusaurus build` runs
 * @property {string} outDir   its build folder
 * @property {string | undefined} config  the config file to build with (the default when undefined)
 */

/**
 * What makes the stock site stock, besides its config (bench/stock/stockConfig.ts). Each entry is
 * a file of ours and what the stock copy has instead: `null` removes it.
 * @type {{ file: string, stock: string | null, why: string }[]}
 */
export const STOCK_FILES = [
  {
    file: 'src/theme/SearchBar',
    stock: null,
    why: "the lunr plugin's own search bar, which fetches and parses the index while the page hydrates",
  },
  {
    file: 'src/theme/CodeBlock',
    stock: null,
    why: "the theme's own code block; Prism comes with the theme's startup module on every page",
  },
  {
    file: 'src/browser/useNearViewport.ts',
    stock: 'bench/stock/useNearViewport.ts',
    why: 'charts load as soon as the page hydrates, not when they near the viewport',
  },
];

/** @returns {Site} */
function copySite(/** @type {'ours' | 'stock'} */ name) {
  const dir = path.join(WORK, name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const entry of readdirSync(ROOT)) {
    if (NOT_COPIED.has(entry)) continue;
    cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true, filter: (source) => source !== GENERATED });
  }
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return { name, dir, outDir: path.join(dir, 'build'), config: undefined };
}

/** Lays out both copies afresh from the working tree and returns them, ours first. */
export function prepareSites() {
  if (!existsSync(path.join(ROOT, 'node_modules'))) throw new Error('bench: run `npm ci` first; the copies link its node_modules.');
  const ours = copySite('ours');
  const stock = copySite('stock');
  for (const { file, stock: replacement } of STOCK_FILES) {
    const target = path.join(stock.dir, file);
    if (!existsSync(target)) throw new Error(`bench: ${file} is gone from the site; update STOCK_FILES in bench/sites.mjs.`);
    rmSync(target, { recursive: true, force: true });
    if (replacement) cpSync(path.join(ROOT, replacement), target);
  }
  stock.config = path.join(stock.dir, 'docusaurus.stock.config.ts');
  writeFileSync(
    stock.config,
    [
      "import config from './docusaurus.config';",
      "import { stockConfig } from './bench/stock/stockConfig';",
      '',
      'export default stockConfig(config);',
      '',
    ].join('\n'),
  );
  mkdirSync(path.join(stock.dir, 'bench', 'stock'), { recursive: true });
  cpSync(path.join(ROOT, 'bench', 'stock', 'stockConfig.ts'), path.join(stock.dir, 'bench', 'stock', 'stockConfig.ts'));
  return [ours, stock];
}
