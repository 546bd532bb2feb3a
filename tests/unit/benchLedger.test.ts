import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import {
  BEGIN_MARKER,
  END_MARKER,
  benchSection,
  replaceBenchSection,
  writeBenchSection,
  type BenchRun,
} from '../../bench/ledger.mjs';

/**
 * The bench's step that writes its table into PERFORMANCE.md (bench/ledger.mjs): only the section
 * between the markers changes, a second write of the same run changes nothing, and a ledger without
 * its markers stops the step with an error that says how to mend it. The ledger is written here.
 */
const run: BenchRun = {
  date: '2026-11-26',
  commit: '61df5c7',
  changed: false,
  options: '--runs 1 --visits 9 --sessions 3',
  cores: 2,
  minutes: '23.4',
  missed: 1,
  table: ['figure        ours  stock', '', 'First visit to /', '  CLS          0.000  0.000'],
};

const HAND_KEPT = '## Measured by hand\n\n| Figure | Value |\n| --- | --- |\n| Code-block chunk | 20.4 KB gzip |\n';
const ledger = (section: string) =>
  `# Performance\n\nIntro, kept.\n\n${BEGIN_MARKER}\n\n${section}\n\n${END_MARKER}\n\n${HAND_KEPT}`;

describe("the bench's section of the ledger", () => {
  test('the section says when and how the run was made, then holds the table as printed', () => {
    const section = benchSection(run);
    expect(section).toContain('Measured on 2026-11-26, commit `61df5c7`: one run of `npm run bench -- --runs 1');
    expect(section).toContain('23.4 minutes on 2 CPU cores; 1 target(s) missed.');
    expect(section).toContain(['```text', ...run.table, '```'].join('\n'));
    expect(benchSection({ ...run, changed: true, missed: 0 })).toMatch(
      /`61df5c7` with uncommitted changes:[^]*every target held\./,
    );
  });

  test('only what lies between the markers is replaced', () => {
    const before = ledger('An older table.');
    const after = replaceBenchSection(before, benchSection(run));
    expect(after).toBe(ledger(benchSection(run)));
    expect(after.startsWith(`# Performance\n\nIntro, kept.\n\n${BEGIN_MARKER}\n\n`)).toBe(true);
    expect(after.endsWith(`${END_MARKER}\n\n${HAND_KEPT}`)).toBe(true);
    expect(after).not.toContain('An older table.');
  });

  test('writing the same run twice leaves the file as the first write did', () => {
    const once = replaceBenchSection(ledger('An older table.'), benchSection(run));
    expect(replaceBenchSection(once, benchSection(run))).toBe(once);
  });

  test.each([
    ['no markers', `# Performance\n\n${HAND_KEPT}`],
    ['no end marker', `${BEGIN_MARKER}\n\ntable\n\n${HAND_KEPT}`],
    ['no begin marker', `table\n\n${END_MARKER}\n\n${HAND_KEPT}`],
    ['the end before the begin', `${END_MARKER}\n\ntable\n\n${BEGIN_MARKER}\n`],
    ['a marker twice', `${ledger('table')}\n${BEGIN_MARKER}\n`],
  ])('with %s, it throws an error that names the fix and writes nothing', (_case, text) => {
    expect(() => replaceBenchSection(text, benchSection(run))).toThrow(
      /PERFORMANCE\.md has no bench section to rewrite\. .*Put the two markers back around the bench section/,
    );
  });
});

describe('writeBenchSection, on a file', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  test('rewrites the section in place, and the same run again changes nothing', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'bench-ledger-'));
    const file = path.join(dir, 'PERFORMANCE.md');
    writeFileSync(file, ledger('An older table.'));
    writeBenchSection(file, run);
    const written = readFileSync(file, 'utf8');
    expect(written).toBe(ledger(benchSection(run)));
    writeBenchSection(file, run);
    expect(readFileSync(file, 'utf8')).toBe(written);
  });

  test('a ledger without its markers is left as it was, and the error names the file', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'bench-ledger-'));
    const file = path.join(dir, 'PERFORMANCE.md');
    writeFileSync(file, HAND_KEPT);
    expect(() => writeBenchSection(file, run)).toThrow(/git show HEAD:PERFORMANCE\.md has them/);
    expect(readFileSync(file, 'utf8')).toBe(HAND_KEPT);
  });
});

describe('the ledger in this repository', () => {
  test('has its two markers, once each, in order', () => {
    const text = readFileSync(path.resolve(__dirname, '..', '..', 'PERFORMANCE.md'), 'utf8');
    expect(() => replaceBenchSection(text, 'a table')).not.toThrow();
  });
});
