// `npm run history`: the history of @elastic/charts's public surface, from 60.0.0 to the newest release the
// registry serves, written to src/plugins/content/api-history/history.json (committed: the site's build
// reads it and fetches nothing). Run through jiti, the TypeScript runner Docusaurus loads the site's config
// with, since the extractor is the site's TypeScript. Takes a few minutes: the compiler reads every version.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { extractSurface } from '../src/plugins/content/api-history/extractSurface';
import { buildHistory, HISTORY_FILE, serialize } from '../src/plugins/content/api-history/historyFile';
import type { Surface } from '../src/plugins/content/api-history/types';
import { addMissingDependencies } from './releaseDependencies';
import { PACKAGE, publishedVersions, root, tarball, unpack, unpackFolder, writeWhole } from './releases';

const FIRST_MAJOR = 60;

async function main(): Promise<void> {
  const { releases: versions, prereleases } = publishedVersions(FIRST_MAJOR);
  if (prereleases.length > 0) console.log(`[history] prereleases left out: ${prereleases.join(' ')}`);
  console.log(`[history] ${versions.length} versions of ${PACKAGE} from ${FIRST_MAJOR}.0.0: ${versions.join(' ')}`);
  const unpacked = unpackFolder();
  try {
    const surfaces: { version: string; surface: Surface }[] = [];
    for (const version of versions) {
      const started = Date.now();
      const packageDir = unpack(tarball(version), path.join(unpacked, version));
      const added = addMissingDependencies(packageDir);
      if (added.length > 0) console.log(`[history] ${version}: added what the site lacks, ${added.join(' ')}`);
      const surface = extractSurface(packageDir);
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
  writeWhole(HISTORY_FILE, text);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `[history] wrote ${path.relative(root, HISTORY_FILE)}: ${kb(Buffer.byteLength(text))} (${kb(gzipSync(text).length)} gzip), ${surfaces.length} versions`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
