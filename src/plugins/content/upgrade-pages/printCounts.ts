import type { UpgradeStepData } from './types';

/**
 * One line per step: the changes each of its comparisons holds (`[upgrade-pages] 64.1.0 → 65.0.0: 31 ...`), then
 * the theme values it changes and its changes of behaviour.
 */
export function countLines(steps: UpgradeStepData[]): string[] {
  return steps.map((step) => {
    const parts = step.comparisons.map((compared) => `${compared.heading}: ${compared.changes}`);
    if (step.unchangedBefore) parts.unshift(`${step.unchangedBefore.from} → ${step.unchangedBefore.to}: 0`);
    if (step.unchangedAfter) parts.push(`${step.unchangedAfter.from} → ${step.unchangedAfter.to}: 0`);
    const total = step.comparisons.reduce((sum, compared) => sum + compared.changes, 0);
    const themes = step.themes.map(
      (compared) =>
        `${compared.from} → ${compared.to}: ${compared.changed.reduce((sum, { values }) => sum + values, 0)}${
          compared.added.length > 0 ? ` + ${compared.added.length} added` : ''
        }${compared.removed.length > 0 ? ` + ${compared.removed.length} removed` : ''}`,
    );
    return `[upgrade-pages] ${step.fromMajor} to ${step.toMajor}: ${total} (${parts.join('; ')}); theme values ${
      themes.length > 0 ? themes.join('; ') : 'none'
    }; ${step.behaviour.length} of behaviour`;
  });
}

export function printCounts(steps: UpgradeStepData[]): void {
  for (const line of countLines(steps)) console.log(line);
}
