import type { Surface, ThemeValue } from '../../api-history/types';
import type { BehaviourChange, Evidence } from './types';

/** Evidence read from published files: checked where the files are (`npm run behaviour-evidence`, a unit test). */
export type CompiledEvidence = Extract<Evidence, { kind: 'compiled' }>;

/**
 * Why an item's evidence from the API history does not hold, one line per failure (empty when it all holds): a
 * theme value, a default a chart applies, an export or member present or absent, in the named release. The build
 * runs this on every item, so a history regenerated differently, or an item edited wrongly, fails the build
 * rather than put an unchecked sentence on a page.
 */
export function historyEvidenceFailures(
  changes: BehaviourChange[],
  surfaceOf: (version: string) => Surface | undefined,
): string[] {
  const failures: string[] = [];
  for (const change of changes) {
    for (const evidence of change.evidence) {
      if (evidence.kind === 'compiled') continue;
      const surface = surfaceOf(evidence.version);
      const where = `${change.id}: ${evidence.version}`;
      if (!surface) {
        failures.push(`${where} is not in the API history.`);
        continue;
      }
      const failure = failureOf(evidence, surface);
      if (failure) failures.push(`${where}: ${failure}`);
    }
  }
  return failures;
}

function failureOf(evidence: Exclude<Evidence, CompiledEvidence>, surface: Surface): string | undefined {
  switch (evidence.kind) {
    case 'theme': {
      const found = valueAt(surface.themes[evidence.theme], evidence.path);
      const expected = evidence.value ?? undefined;
      return JSON.stringify(found) === JSON.stringify(expected)
        ? undefined
        : `${evidence.theme}.${evidence.path} is ${JSON.stringify(found) ?? 'absent'}, not ${JSON.stringify(expected) ?? 'absent'}.`;
    }
    case 'applied': {
      const specs = surface.appliedDefaults.specs;
      if (!specs.works) return 'its applied defaults were not read.';
      const found = specs.byComponent[evidence.component]?.[evidence.prop];
      return found === evidence.value
        ? undefined
        : `${evidence.component}'s applied ${evidence.prop} is ${found ?? 'absent'}, not ${evidence.value}.`;
    }
    case 'declared': {
      const entry = surface.exports[evidence.name];
      const present =
        evidence.member === undefined ? entry !== undefined : entry?.members?.[evidence.member] !== undefined;
      const what = evidence.member === undefined ? evidence.name : `${evidence.name}.${evidence.member}`;
      return present === evidence.present ? undefined : `${what} is ${present ? 'declared' : 'not declared'}.`;
    }
  }
}

/** Why a piece of compiled evidence does not hold in `text`, the file it names (undefined when it holds). */
export function compiledEvidenceFailure(evidence: CompiledEvidence, text: string): string | undefined {
  const where = `${evidence.package ?? '@elastic/charts'}@${evidence.version} ${evidence.file}`;
  if ('lacks' in evidence) return text.includes(evidence.lacks) ? `${where} holds "${evidence.lacks}".` : undefined;
  const [first, last] = evidence.lines;
  const lines = text
    .split('\n')
    .slice(first - 1, last)
    .join('\n');
  return lines.includes(evidence.contains)
    ? undefined
    : `${where}, lines ${first} to ${last}, do not hold "${evidence.contains}".`;
}

function valueAt(tree: ThemeValue | undefined, path: string): ThemeValue | undefined {
  let value: ThemeValue | undefined = tree;
  for (const key of path.split('.')) {
    value = typeof value === 'object' && !Array.isArray(value) ? value[key] : undefined;
  }
  return value;
}
