/**
 * Version numbers of @elastic/charts as the history scripts and the compile matrix read them. Only plain
 * `major.minor.patch` numbers are releases: a prerelease (`66.0.0-rc.1`) is not a release of the API, so
 * neither script reads one, and these helpers need no semver package.
 */

const RELEASE = /^(\d+)\.(\d+)\.(\d+)$/;

/** Whether `version` is a release (`73.2.1`), not a prerelease or anything else. */
export function isRelease(version: string): boolean {
  return RELEASE.test(version);
}

/** The major of a release (`73` for `73.2.1`); throws on anything that is not a release. */
export function majorOf(version: string): number {
  return partsOf(version)[0];
}

/** Release order, oldest first, for `Array.prototype.sort`. */
export function compareVersions(a: string, b: string): number {
  const [x, y] = [partsOf(a), partsOf(b)];
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
}

function partsOf(version: string): [number, number, number] {
  const match = RELEASE.exec(version);
  if (!match) throw new Error(`api-history: ${JSON.stringify(version)} is not a release number (major.minor.patch).`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}
