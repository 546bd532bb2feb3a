import { realpathSync } from 'node:fs';
import path from 'node:path';
import { installedLibrary, type InstalledLibrary } from '../installedLibrary';

/**
 * A package directory of @elastic/charts as the site's code reads the installed one: the props tables'
 * methods take an `InstalledLibrary`, found from a site directory, so a package is read from the directory
 * two levels above its `node_modules/@elastic/charts`. The site's own copy is `node_modules/@elastic/charts`
 * under the site; `npm run history` unpacks each release as `{dir}/node_modules/@elastic/charts` with `dir`
 * inside the site, so that the release's dependencies (react, react-redux, ...) and the types they bring are
 * the site's, found by walking up as Node and the compiler do.
 */
export function packageLibrary(packageDir: string): { siteDir: string; library: InstalledLibrary } {
  const resolved = path.resolve(packageDir);
  const siteDir = path.resolve(resolved, '..', '..', '..');
  if (
    path.basename(path.dirname(resolved)) !== '@elastic' ||
    path.basename(path.dirname(path.dirname(resolved))) !== 'node_modules'
  ) {
    throw new Error(
      `api-history: ${packageDir} is not a node_modules/@elastic/charts directory; unpack the package there so its dependencies resolve.`,
    );
  }
  const library = installedLibrary(siteDir);
  const entry = library.distFile('index.js');
  if (!realpathSync(entry).startsWith(realpathSync(resolved) + path.sep)) {
    throw new Error(
      `api-history: from ${siteDir}, @elastic/charts resolves to ${entry}, not into ${packageDir}; is the package unpacked whole, with its package.json?`,
    );
  }
  return { siteDir, library };
}
