// A release's dependencies that the site does not install, added beside the unpacked release so that its
// compiled code loads: 60.x to 63.x require `resize-observer-polyfill` as they load, which no later release
// (nor the site) depends on. Everything else a release requires resolves to the site's own node_modules, as
// `packageLibrary.ts` explains; only what is missing there is added, each at the newest version its range
// allows, with its own missing dependencies, so that `npm run history` reads every release's applied defaults.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { root, run, untar, writeWhole } from './releases';

/** Git-ignored, beside the releases' tarballs: a second run packs nothing. */
const CACHE_DIR = path.join(root, '.api-history', 'dependencies');
/** Which tarball each `name@range` was packed as (the range's newest version when it was first packed). */
const INDEX_FILE = path.join(CACHE_DIR, 'index.json');

/**
 * Adds to `{dir}/node_modules` (the folder holding the unpacked `@elastic/charts`) every dependency of the
 * package in `packageDir` that does not resolve from there, and theirs in turn. Returns what it added, as
 * `name@version`, for the script's log.
 */
export function addMissingDependencies(packageDir: string): string[] {
  const nodeModules = path.resolve(packageDir, '..', '..');
  const added: string[] = [];
  const pending = [packageDir];
  for (let dir = pending.pop(); dir !== undefined; dir = pending.pop()) {
    for (const [name, range] of Object.entries(dependenciesOf(dir))) {
      if (resolves(name, dir)) continue;
      const target = path.join(nodeModules, name);
      untar(packed(name, range), target);
      added.push(`${name}@${versionOf(target)}`);
      pending.push(target);
    }
  }
  return added;
}

function dependenciesOf(dir: string): Record<string, string> {
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  return manifest.dependencies ?? {};
}

function versionOf(dir: string): string {
  return (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

/** Whether Node, walking up from `dir` as `require` does, finds a folder of the package. */
function resolves(name: string, dir: string): boolean {
  for (let at = dir; ; at = path.dirname(at)) {
    if (existsSync(path.join(at, 'node_modules', name, 'package.json'))) return true;
    if (path.dirname(at) === at) return false;
  }
}

/** The tarball of the newest version `range` allows, packed from the registry on the first run and kept. */
function packed(name: string, range: string): string {
  mkdirSync(CACHE_DIR, { recursive: true });
  const index = existsSync(INDEX_FILE) ? (JSON.parse(readFileSync(INDEX_FILE, 'utf8')) as Record<string, string>) : {};
  const key = `${name}@${range}`;
  const cached = index[key];
  if (cached && existsSync(path.join(CACHE_DIR, cached))) return path.join(CACHE_DIR, cached);
  const output = JSON.parse(run('npm', ['pack', key, '--pack-destination', CACHE_DIR, '--json', '--silent'], root)) as {
    filename?: string;
  }[];
  const filename = output[0]?.filename;
  if (!filename || !existsSync(path.join(CACHE_DIR, filename))) {
    throw new Error(`[releases] npm pack ${key} wrote no tarball into ${path.relative(root, CACHE_DIR)}.`);
  }
  writeWhole(INDEX_FILE, `${JSON.stringify({ ...index, [key]: filename }, null, 2)}\n`);
  return path.join(CACHE_DIR, filename);
}
