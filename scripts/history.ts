// `npm run history`: the history of @elastic/charts's public surface, from 60.0.0 to the newest release the
// registry serves, written to src/plugins/content/api-history/history.json (committed: the site's build
// reads it and fetches nothing). Run through jiti, the TypeScript runner Docusaurus loads the site's config
// with, since the extractor is the site's TypeScript. Takes a few minutes: the compiler reads every version.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { extractSurface } from '../src/plugins/content/api-history/extractSurface';
import { buildHistory, HISTORY_FILE, serialize } from '../src/plugins/content/api-history/historyFile';
import type { Surface } from '../src/plugins/content/api-history/types';

const PACKAGE = '@elastic/charts';
const FIRST_MAJOR = 60;
const root = path.resolve(__dirname, '..');
/**
 * Git-ignored. The tarballs stay, so that a second run packs nothing; each run unpacks them into a folder
 * of its own here, inside the site, so that a release's dependencies resolve to the site's node_modules.
 */
const CACHE_DIR = path.join(root, '.api-history');
const TARBALLS = path.join(CACHE_DIR, 'tarballs');

async function main(): Promise<void> {
  const versions = publishedVersions();
  console.log(`[history] ${versions.length} versions of ${PACKAGE} from ${FIRST_MAJOR}.0.0: ${versions.join(' ')}`);
  mkdirSync(TARBALLS, { recursive: true });
  const unpacked = mkdtempSync(path.join(CACHE_DIR, 'unpacked-'));
  try {
    const surfaces: { version: string; surface: Surface }[] = [];
    for (const version of versions) {
      const started = Date.now();
      const surface = extractSurface(unpack(tarball(version), path.join(unpacked, version)));
      surfaces.push({ version, surface });
      const { specs, parameters } = surface.appliedDefaults;
      console.log(
        `[history] ${version}: ${Object.keys(surface.exports).length} exports; applied defaults: specs ${specs.works ? 'read' : `not read (${specs.reasons.join(' ')})`}, parameters ${parameters.works ? 'read' : `not read (${parameters.reasons.join(' ')})`} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
      );
      // The unpacked package is only needed while it is read.
      rmSync(path.join(unpacked, version), { recursive: true, force: true });
    }
    await write(surfaces);
  } finally {
    rmSync(unpacked, { recursive: true, force: true });
  }
}

async function write(surfaces: { version: string; surface: Surface }[]): Promise<void> {
  const text = await serialize(buildHistory(surfaces));
  // Written beside, then moved: an interrupted run leaves the committed file whole.
  const partial = `${HISTORY_FILE}.partial`;
  writeFileSync(partial, text);
  renameSync(partial, HISTORY_FILE);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `[history] wrote ${path.relative(root, HISTORY_FILE)}: ${kb(Buffer.byteLength(text))} (${kb(gzipSync(text).length)} gzip), ${surfaces.length} versions`,
  );
}

/** What the registry serves from FIRST_MAJOR on, oldest first; prereleases are not releases of the API. */
function publishedVersions(): string[] {
  const listed = JSON.parse(run('npm', ['view', PACKAGE, 'versions', '--json'], root)) as unknown;
  if (!Array.isArray(listed) || !listed.every((v): v is string => typeof v === 'string')) {
    throw new Error(
      `[history] npm view ${PACKAGE} versions --json gave no list of versions: ${JSON.stringify(listed)}`,
    );
  }
  const releases = listed.filter((version) => /^\d+\.\d+\.\d+$/.test(version));
  const skipped = listed.filter(
    (version) => !releases.includes(version) && Number(version.split('.')[0]) >= FIRST_MAJOR,
  );
  if (skipped.length > 0) console.log(`[history] prereleases left out: ${skipped.join(' ')}`);
  const parts = (version: string) => version.split('.').map(Number);
  const compare = (a: string, b: string) => {
    const [x, y] = [parts(a), parts(b)];
    for (let i = 0; i < 3; i += 1) if (x[i] !== y[i]) return (x[i] ?? 0) - (y[i] ?? 0);
    return 0;
  };
  return releases.filter((version) => (parts(version)[0] ?? 0) >= FIRST_MAJOR).sort(compare);
}

/** The release's tarball, packed from the registry on the first run and kept. */
function tarball(version: string): string {
  const file = path.join(TARBALLS, `elastic-charts-${version}.tgz`);
  if (!existsSync(file)) {
    run('npm', ['pack', `${PACKAGE}@${version}`, '--pack-destination', TARBALLS, '--silent'], root);
    if (!existsSync(file)) {
      throw new Error(
        `[history] npm pack ${PACKAGE}@${version} wrote no ${path.relative(root, file)}; has npm changed its file names?`,
      );
    }
  }
  return file;
}

/** Unpacks a tarball as `{dir}/node_modules/@elastic/charts`, the layout `extractSurface` reads. */
function unpack(file: string, dir: string): string {
  const packageDir = path.join(dir, 'node_modules', '@elastic', 'charts');
  mkdirSync(packageDir, { recursive: true });
  try {
    run('tar', ['-xzf', file, '-C', packageDir, '--strip-components=1'], root);
  } catch (cause) {
    throw new Error(`[history] cannot unpack ${path.relative(root, file)}; delete it so the next run packs it again.`, {
      cause,
    });
  }
  return packageDir;
}

function run(command: string, args: string[], cwd: string): string {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.error) throw new Error(`[history] ${command} did not start: ${result.error.message}`);
  if (result.status !== 0) {
    throw new Error(`[history] ${command} ${args.join(' ')} failed (exit ${result.status}): ${result.stderr.trim()}`);
  }
  return result.stdout;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
