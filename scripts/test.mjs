// `npm test`: build the site if the build is missing or older than its sources, then run the
// Playwright suite against the production build. Extra arguments go to `playwright test`.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
/** Written last by `npm run build` (the Storybook half comes after the docs half). */
const BUILD_MARKER = path.join(root, 'build', 'storybook', 'index.html');
/** What the build reads. TypeDoc's output (api/all-types) is itself generated, so it is skipped. */
const SOURCES = [
  '.storybook',
  'docs',
  'api',
  'examples',
  'src',
  'static',
  'docusaurus.config.ts',
  'sidebars.ts',
  'typedoc.json',
  'package-lock.json',
];
const SKIP = new Set([path.join(root, 'api', 'all-types')]);

/** @param {string} entry  a file or folder  @returns {number} */
function newestMtime(entry) {
  if (SKIP.has(entry) || !existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce((max, name) => Math.max(max, newestMtime(path.join(entry, name))), stat.mtimeMs);
}

/** @param {string} command  @param {string[]} args */
function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.error) throw result.error;
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/**
 * `DOCS_STOCK=1 npm test` builds the stock way (src/plugins/stock/stockConfig.ts) and runs the suite
 * on it, byte budgets aside (playwright.config.ts). The mode of the build this script made last is
 * kept beside it, so switching modes rebuilds. `bench` is the bench's baseline, with the stock search
 * bar, which lacks what the suite asks of ours.
 */
const STOCK = process.env.DOCS_STOCK ?? '';
if (STOCK === 'bench') {
  console.error('DOCS_STOCK=bench is the bench baseline, which the suite does not apply to: use DOCS_STOCK=1.');
  process.exit(2);
}
const MODE_MARKER = path.join(root, 'build', '.docs-stock');
const builtMode = existsSync(MODE_MARKER) ? readFileSync(MODE_MARKER, 'utf8') : '';

const buildTime = existsSync(BUILD_MARKER) ? statSync(BUILD_MARKER).mtimeMs : 0;
const sourceTime = Math.max(...SOURCES.map((s) => newestMtime(path.join(root, s))));
if (buildTime === 0 || sourceTime > buildTime || builtMode !== STOCK || process.env.DOCS_REBUILD === '1') {
  console.log(
    buildTime === 0
      ? 'No build yet: building the site.'
      : builtMode !== STOCK
        ? `The build is DOCS_STOCK=${JSON.stringify(builtMode)}, this run DOCS_STOCK=${JSON.stringify(STOCK)}: rebuilding.`
        : 'Sources changed since the last build: rebuilding.',
  );
  run('npm', ['run', 'build']);
  writeFileSync(MODE_MARKER, STOCK);
} else {
  console.log('The build is up to date with its sources; testing it as it is (DOCS_REBUILD=1 forces a build).');
}
run('npx', ['playwright', 'test', ...process.argv.slice(2)]);
