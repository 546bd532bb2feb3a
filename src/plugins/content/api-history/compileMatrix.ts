import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { EXAMPLES_DIR } from '../chart-examples/examplesDir';
import { compareVersions, isRelease, majorOf } from './versions';

/**
 * Which majors of @elastic/charts each example compiles against: `npm run compile-matrix`
 * (`scripts/compile-matrix.ts`) type-checks every `examples/charts/*.tsx` against the newest release of each
 * major from 65 on and writes `compile-matrix.json`, committed because the build fetches nothing. Each example's
 * record carries a hash of the source it was checked with, so a test (`tests/unit/compileMatrix.test.ts`) can
 * say when an example changed and its record was not regenerated.
 */
export const COMPILE_MATRIX_FILE = path.join(__dirname, 'compile-matrix.json');

/** The oldest major the matrix checks. */
export const FIRST_COMPILE_MAJOR = 65;

export interface CompileMatrix {
  /** What the fields mean, for a reader of the file. */
  notes: string;
  /** The version the site installs (package.json's pin) when the matrix was written. */
  installed: string;
  /** Major (`"65"`) to the release its column was checked against: the newest release in `listed`. */
  releases: Record<string, string>;
  /** Major to every release of it the registry listed (prereleases left out), oldest first. */
  listed: Record<string, string[]>;
  /** Example name (its file name without `.tsx`) to its record. */
  examples: Record<string, ExampleRecord>;
}

export interface ExampleRecord {
  /** `exampleSourceHash` of the module's bytes when it was checked. */
  sourceHash: string;
  /** Major to `true` when the example compiles against that major's release, else its first error. */
  majors: Record<string, CompileResult>;
}

/** `true`, or the first error: `line:column TScode: message`, one line, at most `MAX_ERROR_LENGTH` characters. */
export type CompileResult = true | string;

export const MAX_ERROR_LENGTH = 200;

/**
 * The hash a record keeps of an example's source: sha256 of its exact bytes, the first 16 hex digits (64 bits,
 * plenty to notice an edit, short enough to keep the file small).
 */
export function exampleSourceHash(source: Buffer | string): string {
  return createHash('sha256').update(source).digest('hex').slice(0, 16);
}

/** Every example module of the site (`examples/charts/*.tsx`), by name, as its exact bytes, sorted by name. */
export function exampleSources(siteDir: string): Map<string, Buffer> {
  const dir = path.join(siteDir, EXAMPLES_DIR);
  const files = readdirSync(dir)
    .filter((file) => file.endsWith('.tsx'))
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return new Map(files.map((file) => [path.basename(file, '.tsx'), readFileSync(path.join(dir, file))]));
}

/** The committed matrix, validated: a malformed file throws with what is wrong and where. */
export function readCompileMatrix(file = COMPILE_MATRIX_FILE): CompileMatrix {
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(file, 'utf8'));
  } catch (cause) {
    throw new Error(`compile-matrix: cannot read ${file} as JSON; regenerate it with npm run compile-matrix.`, {
      cause,
    });
  }
  return validateCompileMatrix(value, file);
}

/** `value` as a `CompileMatrix`, or an error naming the first field that is not what the type says. */
export function validateCompileMatrix(value: unknown, where = 'compile-matrix.json'): CompileMatrix {
  const fail = (field: string, expected: string): never => {
    throw new Error(
      `compile-matrix: ${where}: ${field} should be ${expected}; regenerate the file with npm run compile-matrix.`,
    );
  };
  const matrix = objectAt(value, '(the file)', fail);
  if (typeof matrix.notes !== 'string') fail('notes', 'a string');
  if (typeof matrix.installed !== 'string' || !isRelease(matrix.installed)) fail('installed', 'a release number');
  const releases = objectAt(matrix.releases, 'releases', fail);
  const listed = objectAt(matrix.listed, 'listed', fail);
  const majors = Object.keys(releases);
  if (majors.length === 0) fail('releases', 'a non-empty object');
  for (const major of majors) {
    const release = releases[major];
    if (typeof release !== 'string' || !isRelease(release) || String(majorOf(release)) !== major)
      fail(`releases.${major}`, `a release of major ${major}`);
    const list = listed[major];
    if (
      !Array.isArray(list) ||
      list.some((v) => typeof v !== 'string' || !isRelease(v) || String(majorOf(v)) !== major)
    )
      fail(`listed.${major}`, `a list of releases of major ${major}`);
  }
  if (Object.keys(listed).join() !== majors.join())
    fail('listed', `keyed by the majors of releases (${majors.join()})`);
  const examples = objectAt(matrix.examples, 'examples', fail);
  for (const [name, recordValue] of Object.entries(examples)) {
    const record = objectAt(recordValue, `examples.${name}`, fail);
    if (typeof record.sourceHash !== 'string' || !/^[0-9a-f]{16}$/.test(record.sourceHash))
      fail(`examples.${name}.sourceHash`, '16 hex digits');
    const results = objectAt(record.majors, `examples.${name}.majors`, fail);
    if (Object.keys(results).join() !== majors.join())
      fail(`examples.${name}.majors`, `keyed by the majors of releases (${majors.join()})`);
    for (const [major, result] of Object.entries(results)) {
      if (result !== true && (typeof result !== 'string' || result === '' || result.length > MAX_ERROR_LENGTH))
        fail(`examples.${name}.majors.${major}`, `true or an error message of 1 to ${MAX_ERROR_LENGTH} characters`);
    }
  }
  return value as CompileMatrix;
}

function objectAt(
  value: unknown,
  field: string,
  fail: (field: string, expected: string) => never,
): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return fail(field, 'an object');
  return value as Record<string, unknown>;
}

/** The majors an example compiles against, oldest first; throws for an example the matrix has no record of. */
export function majorsCompiling(matrix: CompileMatrix, exampleName: string): number[] {
  const record = matrix.examples[exampleName];
  if (!record) {
    throw new Error(`compile-matrix: no record of the example ${exampleName}; run npm run compile-matrix.`);
  }
  return Object.entries(record.majors)
    .filter(([, result]) => result === true)
    .map(([major]) => Number(major))
    .sort((a, b) => a - b);
}

/** The newest release in a major's list (the release its column should have been checked against). */
export function newestRelease(list: readonly string[]): string | undefined {
  return [...list].sort(compareVersions).at(-1);
}

/** Where the records and the example modules disagree, each list sorted; all empty when the file is current. */
export interface StaleRecords {
  /** Examples whose source hash is not the recorded one: changed since the matrix was written. */
  changed: string[];
  /** Examples with no record. */
  missing: string[];
  /** Records of examples that no longer exist. */
  orphaned: string[];
}

/**
 * Compares the records with the examples as they are (`name` to source bytes): the matrix's, or any other
 * file's that keeps a source hash per example (the upgrade pages' pictures).
 */
export function staleRecords(
  matrix: { examples: Record<string, { sourceHash: string }> },
  sources: ReadonlyMap<string, Buffer | string>,
): StaleRecords {
  const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const changed: string[] = [];
  const missing: string[] = [];
  for (const [name, source] of sources) {
    const record = matrix.examples[name];
    if (!record) missing.push(name);
    else if (record.sourceHash !== exampleSourceHash(source)) changed.push(name);
  }
  const orphaned = Object.keys(matrix.examples).filter((name) => !sources.has(name));
  return { changed: changed.sort(byName), missing: missing.sort(byName), orphaned: orphaned.sort(byName) };
}
