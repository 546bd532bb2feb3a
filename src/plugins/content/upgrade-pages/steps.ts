/**
 * The upgrade steps, from the versions the history holds (every version the registry served from 60.0.0 on,
 * oldest first): one step per pair of neighbouring majors. A step compares the last served release of the
 * older major with the first of the newer, the major release itself; the newer major's later releases are
 * compared after it, so that the steps, read in a row, leave out no release.
 */
export interface UpgradeStep {
  fromMajor: number;
  toMajor: number;
  /** The last served release of the older major. */
  from: string;
  /** The first served release of the newer major. */
  to: string;
  /** Every served release of the newer major, oldest first (`to` first). */
  laterReleases: string[];
  /** Every served release of the older major, oldest first (`from` last). */
  earlierReleases: string[];
  /** Majors between the two that the registry serves no release of. */
  skippedMajors: number[];
}

export function majorOf(version: string): number {
  const major = Number(version.split('.')[0]);
  if (!Number.isInteger(major)) throw new Error(`upgrade-pages: ${version} is not a version.`);
  return major;
}

/** The served releases of each major, majors and releases oldest first. */
export function releasesByMajor(versions: readonly string[]): Map<number, string[]> {
  const byMajor = new Map<number, string[]>();
  for (const version of versions) {
    const major = majorOf(version);
    byMajor.set(major, [...(byMajor.get(major) ?? []), version]);
  }
  return new Map([...byMajor].sort(([a], [b]) => a - b));
}

export function upgradeSteps(versions: readonly string[]): UpgradeStep[] {
  const majors = [...releasesByMajor(versions)];
  const steps: UpgradeStep[] = [];
  for (let i = 1; i < majors.length; i += 1) {
    const older = majors[i - 1];
    const newer = majors[i];
    const from = older?.[1][older[1].length - 1];
    const to = newer?.[1][0];
    if (!older || !newer || !from || !to) continue;
    const skippedMajors: number[] = [];
    for (let major = older[0] + 1; major < newer[0]; major += 1) skippedMajors.push(major);
    steps.push({
      fromMajor: older[0],
      toMajor: newer[0],
      from,
      to,
      laterReleases: newer[1],
      earlierReleases: older[1],
      skippedMajors,
    });
  }
  return steps;
}

/** A step's page, under `/docs/upgrading/`. */
export function stepSlug(step: Pick<UpgradeStep, 'fromMajor' | 'toMajor'>): string {
  return `from-${step.fromMajor}-to-${step.toMajor}`;
}
