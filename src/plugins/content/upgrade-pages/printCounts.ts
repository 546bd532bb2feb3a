import type { UpgradeStepData } from './types';

/** One line per step: the changes each of its comparisons holds (`[upgrade-pages] 64.1.0 → 65.0.0: 31 ...`). */
export function countLines(steps: UpgradeStepData[]): string[] {
  return steps.map((step) => {
    const parts = step.comparisons.map((compared) => `${compared.heading}: ${compared.changes}`);
    if (step.unchangedBefore) parts.unshift(`${step.unchangedBefore.from} → ${step.unchangedBefore.to}: 0`);
    if (step.unchangedAfter) parts.push(`${step.unchangedAfter.from} → ${step.unchangedAfter.to}: 0`);
    const total = step.comparisons.reduce((sum, compared) => sum + compared.changes, 0);
    return `[upgrade-pages] ${step.fromMajor} to ${step.toMajor}: ${total} (${parts.join('; ')})`;
  });
}

export function printCounts(steps: UpgradeStepData[]): void {
  for (const line of countLines(steps)) console.log(line);
}
