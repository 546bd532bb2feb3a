import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import {
  COMPILE_MATRIX_FILE,
  exampleSourceHash,
  exampleSources,
  FIRST_COMPILE_MAJOR,
  majorsCompiling,
  newestRelease,
  readCompileMatrix,
  staleRecords,
  validateCompileMatrix,
  type CompileMatrix,
} from '../../src/plugins/content/api-history/compileMatrix';
import { serialize } from '../../src/plugins/content/api-history/historyFile';
import { compareVersions, majorOf } from '../../src/plugins/content/api-history/versions';
import { installedLibrary } from '../../src/plugins/content/installedLibrary';

/**
 * The compile matrix (src/plugins/content/api-history/compile-matrix.json, written by `npm run compile-matrix`):
 * its records are of the examples as they are now, its newest column is the installed release's, on which every
 * example compiles, and each column was checked against the newest release of its major that the file lists.
 * Nothing here reaches the registry: the file is the record of what it listed.
 */
const SITE = path.resolve(__dirname, '..', '..');
const INSTALLED_VERSION = installedLibrary(SITE).version();
const INSTALLED_MAJOR = majorOf(INSTALLED_VERSION);
const REGENERATE = 'run npm run compile-matrix';

const matrix = readCompileMatrix();

describe('the committed compile matrix', () => {
  test('has a record of every example as its source is now, and of no other', () => {
    const { changed, missing, orphaned } = staleRecords(matrix, exampleSources(SITE));
    const problems = [
      ...changed.map((name) => `${name}: changed since its record was written`),
      ...missing.map((name) => `${name}: no record`),
      ...orphaned.map((name) => `${name}: a record, but no examples/charts/${name}.tsx`),
    ];
    expect(problems, `${REGENERATE}:\n${problems.join('\n')}`).toEqual([]);
  });

  test(`every example compiles against the installed ${INSTALLED_VERSION}'s major`, () => {
    expect(matrix.installed, `${REGENERATE}: it was written with another @elastic/charts installed`).toBe(
      INSTALLED_VERSION,
    );
    const release = matrix.releases[INSTALLED_MAJOR];
    expect(release, `${REGENERATE}: no column for ${INSTALLED_MAJOR}`).toBeDefined();
    expect(compareVersions(release ?? '0.0.0', INSTALLED_VERSION)).toBeGreaterThanOrEqual(0);
    const failing = Object.entries(matrix.examples)
      .filter(([, { majors }]) => majors[INSTALLED_MAJOR] !== true)
      .map(([name, { majors }]) => `${name}: ${String(majors[INSTALLED_MAJOR])}`);
    expect(
      failing,
      `examples that do not compile against ${release ?? INSTALLED_MAJOR}: fix them, then ${REGENERATE}`,
    ).toEqual([]);
  });

  test(`has a column for each major from ${FIRST_COMPILE_MAJOR} to the installed one, each its newest listed release`, () => {
    const majors = Object.keys(matrix.releases).map(Number);
    expect(majors[0]).toBe(FIRST_COMPILE_MAJOR);
    expect(majors.at(-1)).toBe(INSTALLED_MAJOR);
    for (const major of majors) {
      const list = matrix.listed[major] ?? [];
      expect(list, `listed.${major}`).toEqual([...list].sort(compareVersions));
      expect(matrix.releases[major], `releases.${major}`).toBe(newestRelease(list));
    }
  });

  test('is exactly as the script writes it (keys sorted, Prettier’s layout)', async () => {
    expect(readFileSync(COMPILE_MATRIX_FILE, 'utf8')).toBe(await serialize(matrix));
  });
});

/** A small matrix of two examples over two majors, for the checks' own behaviour. */
function sample(): CompileMatrix {
  return {
    notes: 'a sample',
    installed: '73.2.1',
    releases: { 72: '72.0.1', 73: '73.2.1' },
    listed: { 72: ['72.0.1'], 73: ['73.0.1', '73.1.0', '73.2.1'] },
    examples: {
      bars: { sourceHash: exampleSourceHash('bars'), majors: { 72: '3:10 TS2305: no export', 73: true } },
      lines: { sourceHash: exampleSourceHash('lines'), majors: { 72: true, 73: true } },
    },
  };
}

describe('the checks', () => {
  test('an edited example, a new one and a removed one are each named', () => {
    const sources = new Map([
      ['bars', 'bars, edited'],
      ['pies', 'pies'],
    ]);
    expect(staleRecords(sample(), sources)).toEqual({ changed: ['bars'], missing: ['pies'], orphaned: ['lines'] });
    expect(
      staleRecords(
        sample(),
        new Map([
          ['bars', 'bars'],
          ['lines', 'lines'],
        ]),
      ),
    ).toEqual({ changed: [], missing: [], orphaned: [] });
  });

  test('the hash is of the exact bytes: a trailing newline is a change', () => {
    expect(exampleSourceHash('const a = 1;')).toMatch(/^[0-9a-f]{16}$/);
    expect(exampleSourceHash('const a = 1;\n')).not.toBe(exampleSourceHash('const a = 1;'));
    expect(exampleSourceHash(Buffer.from('é'))).toBe(exampleSourceHash('é'));
  });

  test('majorsCompiling lists the majors an example compiles against, and throws for an unknown one', () => {
    expect(majorsCompiling(sample(), 'bars')).toEqual([73]);
    expect(majorsCompiling(sample(), 'lines')).toEqual([72, 73]);
    expect(() => majorsCompiling(sample(), 'pies')).toThrow(
      /no record of the example pies; run npm run compile-matrix/,
    );
  });

  test('the newest release is by version, not by text', () => {
    expect(newestRelease(['71.9.0', '71.10.0', '71.2.0'])).toBe('71.10.0');
    expect(newestRelease([])).toBeUndefined();
  });
});

describe('validation', () => {
  const broken = (change: (matrix: CompileMatrix) => unknown) => {
    const matrix = sample();
    change(matrix);
    return () => validateCompileMatrix(matrix, 'sample.json');
  };

  test('accepts the sample', () => {
    expect(() => validateCompileMatrix(sample())).not.toThrow();
  });

  test.each([
    ['no examples', (m: CompileMatrix) => Reflect.deleteProperty(m, 'examples'), /examples should be an object/],
    [
      'a release of another major',
      (m: CompileMatrix) => (m.releases[72] = '73.0.1'),
      /releases\.72 should be a release of major 72/,
    ],
    [
      'a prerelease listed',
      (m: CompileMatrix) => (m.listed[73] = ['73.0.0-rc.1']),
      /listed\.73 should be a list of releases/,
    ],
    [
      'a short hash',
      (m: CompileMatrix) => (m.examples.bars!.sourceHash = 'abc'),
      /examples\.bars\.sourceHash should be 16 hex digits/,
    ],
    [
      'a major missing',
      (m: CompileMatrix) => Reflect.deleteProperty(m.examples.lines!.majors, '72'),
      /examples\.lines\.majors should be keyed by the majors of releases \(72,73\)/,
    ],
    [
      'false for a failure',
      (m: CompileMatrix) => Reflect.set(m.examples.lines!.majors, '72', false),
      /examples\.lines\.majors\.72 should be true or an error message/,
    ],
  ])('names what is wrong: %s', (_name, change, message) => {
    expect(broken(change)).toThrow(message);
    expect(broken(change)).toThrow(/sample\.json: .* regenerate the file with npm run compile-matrix/);
  });

  test('a file that is not JSON says which and how to fix it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'compile-matrix-'));
    try {
      const file = path.join(dir, 'compile-matrix.json');
      writeFileSync(file, '{ "notes": ');
      expect(() => readCompileMatrix(file)).toThrow(/cannot read .*compile-matrix\.json as JSON; regenerate it/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
