import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { everySurface, readHistory } from '../../src/plugins/content/api-history/historyFile';
import { BEHAVIOUR_CHANGES } from '../../src/plugins/content/upgrade-pages/behaviour/behaviourChanges';
import { CHANGELOG_BREAKING } from '../../src/plugins/content/upgrade-pages/behaviour/changelogBreaking';
import {
  compiledEvidenceFailure,
  historyEvidenceFailures,
  type CompiledEvidence,
} from '../../src/plugins/content/upgrade-pages/behaviour/checkEvidence';

/**
 * The upgrade pages' changes of behaviour (src/plugins/content/upgrade-pages/behaviour/): every BREAKING CHANGES
 * entry of the CHANGELOG for 61 to 70 is covered, and the evidence holds: the history's values here, the compiled
 * files of the installed packages here, and those of older releases in `npm run behaviour-evidence`, which reads
 * their tarballs.
 */
const ROOT = path.resolve(__dirname, '..', '..');
const fromSite = createRequire(path.join(ROOT, 'package.json'));

function installed(pkg: string): { dir: string; version: string } {
  const manifest = fromSite.resolve(`${pkg}/package.json`);
  return {
    dir: path.dirname(manifest),
    version: (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version,
  };
}

describe('the CHANGELOG', () => {
  test('its thirteen BREAKING CHANGES entries of 61 to 70 are each covered by a change', () => {
    expect(CHANGELOG_BREAKING).toHaveLength(13);
    const covered = new Set(BEHAVIOUR_CHANGES.flatMap((change) => change.covers ?? []));
    expect(CHANGELOG_BREAKING.filter(({ id }) => !covered.has(id)).map(({ id }) => id)).toEqual([]);
  });

  test('a change covers only entries of its own release; from 71 there is no CHANGELOG to cover', () => {
    for (const change of BEHAVIOUR_CHANGES) {
      for (const id of change.covers ?? []) {
        expect(CHANGELOG_BREAKING.find((entry) => entry.id === id)?.release, `${change.id} covers ${id}`).toBe(
          change.release,
        );
      }
      if (Number(change.release.split('.')[0]) >= 71) expect(change.covers, change.id).toBeUndefined();
    }
  });

  test('each change has an anchor of its own and evidence', () => {
    expect(new Set(BEHAVIOUR_CHANGES.map(({ id }) => id)).size).toBe(BEHAVIOUR_CHANGES.length);
    for (const change of BEHAVIOUR_CHANGES) expect(change.evidence.length, change.id).toBeGreaterThan(0);
  });
});

describe('the evidence', () => {
  test('every value it reads in the API history holds', () => {
    const surfaces = new Map(everySurface(readHistory()).map(({ version, surface }) => [version, surface]));
    expect(historyEvidenceFailures(BEHAVIOUR_CHANGES, (version) => surfaces.get(version))).toEqual([]);
  });

  test('the lines it names in the installed @elastic/charts and react-dom hold what it says', () => {
    const charts = installed('@elastic/charts');
    const reactDom = installed('react-dom');
    const local = BEHAVIOUR_CHANGES.flatMap((change) => change.evidence).filter(
      (evidence): evidence is CompiledEvidence =>
        evidence.kind === 'compiled' &&
        evidence.version === (evidence.package === 'react-dom' ? reactDom.version : charts.version),
    );
    expect(local.length).toBeGreaterThanOrEqual(4);
    for (const evidence of local) {
      const dir = evidence.package === 'react-dom' ? reactDom.dir : charts.dir;
      expect(compiledEvidenceFailure(evidence, readFileSync(path.join(dir, evidence.file), 'utf8'))).toBeUndefined();
    }
  });

  test('a line that does not hold its text, or a file that holds what it should lack, is a failure', () => {
    const text = 'one\ntwo\nthree';
    const base = { kind: 'compiled', version: '1.0.0', file: 'dist/x.js', shows: 'x' } as const;
    expect(compiledEvidenceFailure({ ...base, lines: [2, 3], contains: 'three' }, text)).toBeUndefined();
    expect(compiledEvidenceFailure({ ...base, lines: [1, 2], contains: 'three' }, text)).toMatch(
      /lines 1 to 2, do not hold "three"/,
    );
    expect(compiledEvidenceFailure({ ...base, lacks: 'four' }, text)).toBeUndefined();
    expect(compiledEvidenceFailure({ ...base, lacks: 'two' }, text)).toMatch(/holds "two"/);
  });
});
