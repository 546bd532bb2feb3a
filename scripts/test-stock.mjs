// `npm run test:stock`: the stock build's smoke run, so DOCS_STOCK=1 (src/plugins/stock/stockConfig.ts)
// cannot rot unseen. It builds the site the stock way into build-stock/ (beside the real build, which
// stays), serves it on a port of its own and runs the specs that load pages as a reader does: the site's
// chrome and search, the home page and Getting started with their charts, the routes, and one part of
// the crawl (about 70 pages of every kind). The whole suite runs on a stock build with
// `DOCS_STOCK=1 npm test`; this is the part CI can afford on every run (PERFORMANCE.md, 'Stock smoke run').
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const OUT_DIR = 'build-stock';
const PORT = '3101';
const SPECS = [
  'tests/site.spec.ts',
  'tests/homeShowcase.spec.ts',
  'tests/gettingStarted.spec.ts',
  'tests/routes.spec.ts',
];
/** The crawl's first part of eight: the others are left out by their titles. */
const CRAWL = 'tests/crawl.spec.ts';
const OTHER_CRAWL_PARTS = 'crawl part [2-9] of';

/** @param {string} command  @param {string[]} args  @param {Record<string, string>} env */
function run(command, args, env) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.error) throw result.error;
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run('npx', ['docusaurus', 'build', '--out-dir', OUT_DIR], { DOCS_STOCK: '1' });
run('npx', ['playwright', 'test', ...SPECS, CRAWL, '--grep-invert', OTHER_CRAWL_PARTS], {
  DOCS_STOCK: '1',
  DOCS_BUILD_DIR: OUT_DIR,
  DOCS_PORT: PORT,
});
