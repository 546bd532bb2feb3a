// @ts-check
// The bench's part of PERFORMANCE.md, the performance ledger: once the table is printed, the section
// between the two markers below is rewritten with it, and nothing else in the file. The rest of the
// ledger is kept by hand.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const BEGIN_MARKER = '<!-- bench:begin -->';
export const END_MARKER = '<!-- bench:end -->';

/**
 * @typedef {object} BenchRun
 * @property {string} date      the day of the run, YYYY-MM-DD
 * @property {string} commit    the short hash of the commit measured
 * @property {boolean} changed  whether the working tree had changes the commit does not hold
 * @property {string} options   the run's options, as typed (`--runs 1 --visits 9 --sessions 3`)
 * @property {number} cores     the machine's CPU cores
 * @property {string} minutes   how long the run took, as printed
 * @property {number} missed    how many targets the run missed
 * @property {string[]} table   the table's lines, as printed
 */

/** The section's text, between the markers: when and how the run was made, then its table. @param {BenchRun} run */
export function benchSection(run) {
  const tree = run.changed ? ' with uncommitted changes' : '';
  const targets = run.missed === 0 ? 'every target held' : `${run.missed} target(s) missed`;
  return [
    `Measured on ${run.date}, commit \`${run.commit}\`${tree}: one run of \`npm run bench -- ${run.options}\`,`,
    `${run.minutes} minutes on ${run.cores} CPU cores; ${targets}.`,
    '',
    '```text',
    ...run.table,
    '```',
  ].join('\n');
}

/**
 * `text` with what lies between the markers replaced by `section` (a blank line either side of it);
 * the rest is returned as it was. Throws when the markers are missing, repeated or out of order.
 * @param {string} text
 * @param {string} section
 * @param {string} [file]  the file's name, for the error
 */
export function replaceBenchSection(text, section, file = 'PERFORMANCE.md') {
  const begin = text.indexOf(BEGIN_MARKER);
  const end = text.indexOf(END_MARKER);
  const once = (/** @type {string} */ marker) => text.indexOf(marker) === text.lastIndexOf(marker);
  if (begin === -1 || end < begin || !once(BEGIN_MARKER) || !once(END_MARKER)) {
    throw new Error(
      `bench: ${file} has no bench section to rewrite. It needs one line "${BEGIN_MARKER}" and, after it, one ` +
        `line "${END_MARKER}" (found ${count(text, BEGIN_MARKER)} and ${count(text, END_MARKER)}${end < begin && end !== -1 ? ', the end first' : ''}). ` +
        `Put the two markers back around the bench section (git show HEAD:${file} has them); ` +
        "the table printed above is this run's, to paste between them.",
    );
  }
  return `${text.slice(0, begin + BEGIN_MARKER.length)}\n\n${section}\n\n${text.slice(end)}`;
}

/** @param {string} text @param {string} marker */
function count(text, marker) {
  return text.split(marker).length - 1;
}

/** Rewrites the bench section of the ledger at `file` with `run`. @param {string} file @param {BenchRun} run */
export function writeBenchSection(file, run) {
  const text = readFileSync(file, 'utf8');
  const updated = replaceBenchSection(text, benchSection(run), path.basename(file));
  if (updated !== text) writeFileSync(file, updated);
}

/**
 * The commit the working tree at `dir` is on, and whether it has changes the commit does not hold
 * (the bench measures the tree as it is). Read when the run starts, since a commit may land during it.
 * @param {string} dir
 * @returns {{ commit: string, changed: boolean }}
 */
export function treeState(dir) {
  const git = (/** @type {string[]} */ args) => execFileSync('git', args, { cwd: dir, encoding: 'utf8' }).trim();
  try {
    return { commit: git(['rev-parse', '--short', 'HEAD']), changed: git(['status', '--porcelain']) !== '' };
  } catch {
    // Not a git checkout (a copy, an unpacked archive): the run is still worth its table.
    return { commit: 'unknown', changed: true };
  }
}
