// The published releases of @elastic/charts, for the scripts that read them (`npm run history`, `npm run
// compile-matrix`): what the registry lists, each release packed once into a git-ignored cache, and unpacked
// inside the site so that its dependencies (react, react-redux, ...) resolve to the site's node_modules.
// A module of its own, not exports of history.ts, because that script runs as soon as it is imported.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compareVersions, isRelease, majorOf } from '../src/plugins/content/api-history/versions';

export const PACKAGE = '@elastic/charts';
export const root = path.resolve(__dirname, '..');
/**
 * Git-ignored. The tarballs stay, so that a second run packs nothing; each run unpacks them into a folder
 * of its own here, inside the site, so that a release's dependencies resolve to the site's node_modules.
 */
const CACHE_DIR = path.join(root, '.api-history');
const TARBALLS = path.join(CACHE_DIR, 'tarballs');

/**
 * The releases the registry serves from `firstMajor` on, oldest first, and the prereleases of those majors
 * it left out (prereleases are not releases of the API).
 */
export function publishedVersions(firstMajor: number): { releases: string[]; prereleases: string[] } {
  const listed = JSON.parse(run('npm', ['view', PACKAGE, 'versions', '--json'], root)) as unknown;
  if (!Array.isArray(listed) || !listed.every((v): v is string => typeof v === 'string')) {
    throw new Error(
      `[releases] npm view ${PACKAGE} versions --json gave no list of versions: ${JSON.stringify(listed)}`,
    );
  }
  const releases = listed.filter(isRelease);
  const prereleases = listed.filter((version) => !isRelease(version) && Number(version.split('.')[0]) >= firstMajor);
  return { releases: releases.filter((version) => majorOf(version) >= firstMajor).sort(compareVersions), prereleases };
}

/** The release's tarball, packed from the registry on the first run and kept. */
export function tarball(version: string): string {
  const file = path.join(TARBALLS, `elastic-charts-${version}.tgz`);
  if (!existsSync(file)) {
    mkdirSync(TARBALLS, { recursive: true });
    run('npm', ['pack', `${PACKAGE}@${version}`, '--pack-destination', TARBALLS, '--silent'], root);
    if (!existsSync(file)) {
      throw new Error(
        `[releases] npm pack ${PACKAGE}@${version} wrote no ${path.relative(root, file)}; has npm changed its file names?`,
      );
    }
  }
  return file;
}

/** A new folder of the cache for a run to unpack releases into; the run removes it when done. */
export function unpackFolder(): string {
  mkdirSync(CACHE_DIR, { recursive: true });
  return mkdtempSync(path.join(CACHE_DIR, 'unpacked-'));
}

/**
 * Unpacks a tarball as `{dir}/node_modules/@elastic/charts` (the layout `extractSurface` reads), `dir` being
 * inside the site so that the release's own imports resolve, walking up, to the site's node_modules.
 */
export function unpack(file: string, dir: string): string {
  const packageDir = path.join(dir, 'node_modules', '@elastic', 'charts');
  untar(file, packageDir);
  return packageDir;
}

/** Unpacks an npm tarball (whose files are under `package/`) into `target`. */
export function untar(file: string, target: string): void {
  mkdirSync(target, { recursive: true });
  try {
    run('tar', ['-xzf', file, '-C', target, '--strip-components=1'], root);
  } catch (cause) {
    throw new Error(
      `[releases] cannot unpack ${path.relative(root, file)}; delete it so the next run packs it again.`,
      {
        cause,
      },
    );
  }
}

/** Writes beside, then moves: an interrupted run leaves the committed file whole. */
export function writeWhole(file: string, text: string): void {
  const partial = `${file}.partial`;
  writeFileSync(partial, text);
  renameSync(partial, file);
}

export function run(command: string, args: string[], cwd: string): string {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.error) throw new Error(`[releases] ${command} did not start: ${result.error.message}`);
  if (result.status !== 0) {
    throw new Error(`[releases] ${command} ${args.join(' ')} failed (exit ${result.status}): ${result.stderr.trim()}`);
  }
  return result.stdout;
}
