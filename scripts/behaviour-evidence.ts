// `npm run behaviour-evidence`: checks every piece of compiled evidence of the upgrade pages' changes of behaviour
// (src/plugins/content/upgrade-pages/behaviour/behaviourChanges.ts) in the published files it names: the lines of
// a release of @elastic/charts, read from its tarball (packed once into the git-ignored .api-history/, as
// `npm run history` packs them), or of a package the site installs, at the version it names. Fails, listing each
// piece that does not hold. The build checks the evidence that the API history holds; this checks the rest.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { BEHAVIOUR_CHANGES } from '../src/plugins/content/upgrade-pages/behaviour/behaviourChanges';
import {
  compiledEvidenceFailure,
  type CompiledEvidence,
} from '../src/plugins/content/upgrade-pages/behaviour/checkEvidence';
import { root, run, tarball } from './releases';

function fileText(evidence: CompiledEvidence): string {
  if (evidence.package) {
    const fromSite = createRequire(path.join(root, 'package.json'));
    const manifest = fromSite.resolve(`${evidence.package}/package.json`);
    const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
    if (version !== evidence.version) {
      throw new Error(
        `[behaviour-evidence] the site installs ${evidence.package}@${version}, not ${evidence.version}.`,
      );
    }
    return readFileSync(path.join(path.dirname(manifest), evidence.file), 'utf8');
  }
  // An npm tarball holds the package under package/.
  return run('tar', ['-xzOf', tarball(evidence.version), `package/${evidence.file}`], root);
}

const failures: string[] = [];
let checked = 0;
for (const change of BEHAVIOUR_CHANGES) {
  for (const evidence of change.evidence) {
    if (evidence.kind !== 'compiled') continue;
    checked += 1;
    const failure = compiledEvidenceFailure(evidence, fileText(evidence));
    if (failure) failures.push(`${change.id}: ${failure}`);
  }
}
if (failures.length > 0) {
  console.error(`[behaviour-evidence] ${failures.length} of ${checked} do not hold:\n${failures.join('\n')}`);
  process.exit(1);
}
console.log(`[behaviour-evidence] all ${checked} pieces of compiled evidence hold.`);
