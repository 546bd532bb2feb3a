// @ts-check
// A cold build of one site: every cache gone, then `docusaurus build` with Docusaurus's perf logger
// on, timed as a whole and split into its parts from the logger's lines.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './sites.mjs';

/** @typedef {import('./sites.mjs').Site} Site */

/**
 * The parts of a build, each the perf logger's label for it. TypeDoc runs while the plugins
 * initialise (docusaurus-plugin-typedoc converts in its constructor), and the search index is made
 * in the lunr plugin's postBuild.
 */
const PARTS = /** @type {const} */ ([
  ['typedoc', /^Build > \w+ > Load site > Load plugins > Init plugins$/],
  ['loadSite', /^Build > \w+ > Load site$/],
  ['bundling', /^Build > \w+ > Bundling with \w+$/],
  ['ssg', /^Build > \w+ > SSG$/],
  ['searchIndex', /^Build > \w+ > postBuild\(\)$/],
]);

/** @typedef {{ wall: number, typedoc: number, content: number, bundling: number, ssg: number, searchIndex: number }} BuildTimes */

/** `[PERF] Build > en > SSG - 12.10 seconds! - (Heap …)` → ['Build > en > SSG', 12100] */
function parsePerfLine(/** @type {string} */ line) {
  // eslint-disable-next-line no-control-regex
  const match = /^\[PERF\] (.+?) - ([\d.]+) (ms|seconds!)/.exec(line.replace(/\x1b\[[0-9;]*m/g, ''));
  if (!match) return undefined;
  const [, label = '', value = '0', unit] = match;
  return /** @type {const} */ ([label.trim(), Number(value) * (unit === 'ms' ? 1 : 1000)]);
}

/** Runs a command in `cwd`, returns its wall time in ms and its output; throws with the output's tail when it fails. */
function timed(
  /** @type {string} */ command,
  /** @type {string[]} */ args,
  /** @type {string} */ cwd,
  /** @type {NodeJS.ProcessEnv} */ env = {},
) {
  const start = performance.now();
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, ...env },
    maxBuffer: 256 * 1024 * 1024,
  });
  const wall = performance.now() - start;
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  if (result.error) throw result.error;
  if (result.status !== 0) {
    throw new Error(
      `bench: \`${command} ${args.join(' ')}\` failed in ${cwd} (exit ${result.status}):\n${output.slice(-4000)}`,
    );
  }
  return { wall, output };
}

/** Removes what a previous build left for the next one: its output and every cache. */
function clearCaches(/** @type {Site} */ site) {
  for (const folder of ['build', '.docusaurus', '.typedoc', path.join('api', 'all-types')]) {
    rmSync(path.join(site.dir, folder), { recursive: true, force: true });
  }
  // Webpack's and Rspack's persistent caches and babel-loader's live here (the copies link it).
  rmSync(path.join(ROOT, 'node_modules', '.cache'), { recursive: true, force: true });
}

/** @returns {BuildTimes} */
export function coldBuild(/** @type {Site} */ site) {
  clearCaches(site);
  const { wall, output } = timed('npx', ['docusaurus', 'build'], site.dir, {
    ...site.env,
    DOCUSAURUS_PERF_LOGGER: 'true',
  });
  /** @type {Record<string, number>} */
  const parts = {};
  for (const line of output.split('\n')) {
    const parsed = parsePerfLine(line);
    const part = parsed && PARTS.find(([, label]) => label.test(parsed[0]));
    if (parsed && part) parts[part[0]] = parsed[1];
  }
  const missing = PARTS.map(([name]) => name).filter((name) => parts[name] === undefined);
  if (missing.length > 0) {
    throw new Error(
      `bench: the build of ${site.name} logged no timing for ${missing.join(', ')}; has Docusaurus's perf logger changed?`,
    );
  }
  const get = (/** @type {string} */ name) => parts[name] ?? 0;
  return {
    wall,
    typedoc: get('typedoc'),
    content: get('loadSite') - get('typedoc'),
    bundling: get('bundling'),
    ssg: get('ssg'),
    searchIndex: get('searchIndex'),
  };
}

/** The Storybook half of `npm run build`, after a docs build of the same site. */
export function storybookBuild(/** @type {Site} */ site) {
  return timed('node', ['scripts/build-storybook.mjs'], site.dir).wall;
}
