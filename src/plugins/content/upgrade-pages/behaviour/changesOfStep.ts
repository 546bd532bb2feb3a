import { compareVersions } from '../../api-history/versions';
import type { UpgradeStep } from '../steps';
import type { BehaviourChange } from './types';

/**
 * The changes of behaviour a step's page lists: those whose release comes after the first release the page
 * compares (the older major's last, or on the first step its first) and no later than the newer major's last.
 * `isFirst`: the first step, which also compares its older major's releases.
 */
export function changesOfStep(step: UpgradeStep, isFirst: boolean, changes: BehaviourChange[]): BehaviourChange[] {
  const start = (isFirst ? step.earlierReleases[0] : undefined) ?? step.from;
  const last = step.laterReleases.at(-1) ?? step.to;
  return changes.filter(({ release }) => compareVersions(release, start) > 0 && compareVersions(release, last) <= 0);
}
