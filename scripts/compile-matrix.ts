// `npm run compile-matrix`: which majors of @elastic/charts each example compiles against. Every
// examples/charts/*.tsx is type-checked, with the site's tsconfig.json, against the newest release of each
// major from 65 to the installed one, and the results are written with a hash of each example's source to
// src/plugins/content/api-history/compile-matrix.json (committed: the build fetches nothing, and
// tests/unit/compileMatrix.test.ts fails when an example changed and its record was not regenerated).
// Run through jiti, as `npm run history`, whose registry helpers (scripts/releases.ts) it shares.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { EXAMPLES_DIR } from '../src/plugins/content/chart-examples';
import {
  COMPILE_MATRIX_FILE,
  exampleSourceHash,
  exampleSources,
  FIRST_COMPILE_MAJOR,
  validateCompileMatrix,
  type CompileMatrix,
  type CompileResult,
} from '../src/plugins/content/api-history/compileMatrix';
import { serialize } from '../src/plugins/content/api-history/historyFile';
import { ExampleChecker } from '../src/plugins/content/api-history/typecheckExamples';
import { majorOf } from '../src/plugins/content/api-history/versions';
import { installedLibrary } from '../src/plugins/content/installedLibrary';
import { PACKAGE, publishedVersions, root, tarball, unpack, unpackFolder, writeWhole } from './releases';

/** What the file's fields mean, written into it for its reader. */
const NOTES =
  "releases: per major, the newest release in listed (what `npm view @elastic/charts versions` gave, prereleases left out), against which every examples/charts/*.tsx was type-checked with the site's tsconfig.json; examples: per example, sourceHash (sha256 of the module's bytes, first 16 hex digits) and per major true or its first error, \"line:column TScode: message\". The release's declarations import their dependencies from the site's node_modules. Written by npm run compile-matrix.";

async function main(): Promise<void> {
  const started = Date.now();
  const installed = installedLibrary(root).version();
  const installedMajor = majorOf(installed);
  const { listed, releases } = releasesByMajor(installedMajor);
  const newestInstalledMajor = releases[installedMajor];
  if (newestInstalledMajor !== installed) {
    console.log(
      `[compile-matrix] the registry's newest ${installedMajor} is ${newestInstalledMajor ?? 'none'}, the site installs ${installed}: column ${installedMajor} is ${newestInstalledMajor ?? 'left out'}; the installed one is checked too.`,
    );
  }

  const sources = exampleSources(root);
  const fileOf = (name: string) => path.join(root, EXAMPLES_DIR, `${name}.tsx`);
  const files = [...sources.keys()].map(fileOf);
  const checker = new ExampleChecker(root);
  // The installed release first: the site's own `npm run typecheck` passes on it, so an error there is an
  // error of this check's setup, not of an example, and the run stops before checking anything else.
  if (newestInstalledMajor !== installed) {
    assertAllCompile(checker.check(path.resolve(installedLibrary(root).distFile(''), '..'), files), installed);
  }
  const majors = Object.keys(releases)
    .map(Number)
    .sort((a, b) => (a === installedMajor ? -1 : b === installedMajor ? 1 : a - b));

  const columns = new Map<number, Map<string, CompileResult>>();
  const unpacked = unpackFolder();
  try {
    for (const major of majors) {
      const version = releases[major] ?? '';
      const begun = Date.now();
      const dir = path.join(unpacked, version);
      const results = checker.check(unpack(tarball(version), dir), files);
      if (version === installed) assertAllCompile(results, installed);
      columns.set(major, results);
      const compiling = [...results.values()].filter((result) => result === true).length;
      console.log(
        `[compile-matrix] ${version}: ${compiling}/${files.length} compile (${((Date.now() - begun) / 1000).toFixed(1)} s)`,
      );
      rmSync(dir, { recursive: true, force: true });
    }
  } finally {
    rmSync(unpacked, { recursive: true, force: true });
  }

  const matrix: CompileMatrix = { notes: NOTES, installed, releases: {}, listed: {}, examples: {} };
  for (const major of Object.keys(releases).map(Number)) {
    matrix.releases[major] = releases[major] ?? '';
    matrix.listed[major] = listed[major] ?? [];
  }
  for (const [name, source] of sources) {
    const majorResults: Record<string, CompileResult> = {};
    for (const [major, results] of columns) majorResults[major] = results.get(fileOf(name)) ?? 'not checked';
    matrix.examples[name] = { sourceHash: exampleSourceHash(source), majors: majorResults };
  }
  const text = await serialize(validateCompileMatrix(matrix, 'the matrix about to be written'));
  writeWhole(COMPILE_MATRIX_FILE, text);
  printSummary(matrix, files.length);
  console.log(
    `[compile-matrix] wrote ${path.relative(root, COMPILE_MATRIX_FILE)}: ${(Buffer.byteLength(text) / 1024).toFixed(1)} KB in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

/** Per major from FIRST_COMPILE_MAJOR to `lastMajor`: every release the registry lists, and the newest. */
function releasesByMajor(lastMajor: number): { listed: Record<number, string[]>; releases: Record<number, string> } {
  const { releases: published, prereleases } = publishedVersions(FIRST_COMPILE_MAJOR);
  if (prereleases.length > 0) console.log(`[compile-matrix] prereleases left out: ${prereleases.join(' ')}`);
  const listed: Record<number, string[]> = {};
  const releases: Record<number, string> = {};
  for (let major = FIRST_COMPILE_MAJOR; major <= lastMajor; major += 1) {
    const list = published.filter((version) => majorOf(version) === major);
    const newest = list.at(-1);
    if (!newest) {
      console.log(`[compile-matrix] the registry lists no release of ${PACKAGE} ${major}; its column is left out.`);
      continue;
    }
    listed[major] = list;
    releases[major] = newest;
  }
  return { listed, releases };
}

function assertAllCompile(results: Map<string, CompileResult>, version: string): void {
  const failing = [...results].filter(([, result]) => result !== true);
  if (failing.length > 0) {
    throw new Error(
      `[compile-matrix] against the installed ${version}, which npm run typecheck passes, ${failing.length} examples fail, so the check is set up wrong: ${failing
        .slice(0, 3)
        .map(([file, result]) => `${path.relative(root, file)}: ${String(result)}`)
        .join('; ')}`,
    );
  }
}

function printSummary(matrix: CompileMatrix, total: number): void {
  console.log('[compile-matrix] major  release   examples compiling');
  for (const [major, release] of Object.entries(matrix.releases)) {
    const compiling = Object.values(matrix.examples).filter(({ majors }) => majors[major] === true).length;
    console.log(`[compile-matrix] ${major.padEnd(6)} ${release.padEnd(9)} ${compiling}/${total}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
