import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { tarball } from '../releases';

/**
 * A release installed as a reader installs it: a project of its own under `.api-history/pictures/{version}/`
 * (git-ignored, kept so that a second run installs nothing) with the release and the dependencies its own
 * package.json asks for. The site's node_modules hold 73.2.1's dependencies (react-redux 9, Redux Toolkit 2,
 * reselect 5), which older releases do not declare: 69.2.2 to 72.0.1 ask for Redux Toolkit 1.9.7, 60.0.0 to
 * 69.1.0 for react-redux 7 and redux 4; drawn against the site's, an old release would run on code it was
 * never published with. The peers (react, react-dom, moment, moment-timezone) are pinned to the versions the
 * site installs, and the bundle takes React from the site (`bundle.ts`), so both ends of a step run on one React.
 */
export function releaseProject(siteDir: string, cacheDir: string, version: string): string {
  const dir = path.join(cacheDir, version);
  const manifest = {
    private: true,
    description: `@elastic/charts ${version} and its own dependencies, for npm run history:pictures`,
    dependencies: {
      '@elastic/charts': `file:${path.relative(dir, tarball(version))}`,
      ...Object.fromEntries(PEERS.map((name) => [name, siteVersion(siteDir, name)])),
    },
  };
  const manifestText = `${JSON.stringify(manifest, null, 2)}\n`;
  const packageDir = path.join(dir, 'node_modules', '@elastic', 'charts');
  const manifestFile = path.join(dir, 'package.json');
  const installed =
    existsSync(manifestFile) &&
    readFileSync(manifestFile, 'utf8') === manifestText &&
    existsSync(path.join(dir, 'node_modules', '.package-lock.json')) &&
    installedVersion(packageDir) === version;
  if (!installed) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    writeFileSync(manifestFile, manifestText);
    const npm = spawnSync('npm', ['install', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: dir,
      encoding: 'utf8',
    });
    if (npm.error || npm.status !== 0) {
      rmSync(dir, { recursive: true, force: true });
      throw new Error(
        `history:pictures: npm install of @elastic/charts ${version} with its dependencies failed: ${npm.error?.message ?? npm.stderr.trim()}`,
      );
    }
    if (installedVersion(packageDir) !== version) {
      throw new Error(`history:pictures: ${packageDir} does not hold @elastic/charts ${version} after npm install.`);
    }
  }
  return packageDir;
}

/** The library's peers, which the site provides to every release alike. */
const PEERS = ['react', 'react-dom', 'moment', 'moment-timezone'];

function siteVersion(siteDir: string, name: string): string {
  const file = path.join(siteDir, 'node_modules', name, 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

function installedVersion(packageDir: string): string | undefined {
  const file = path.join(packageDir, 'package.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version : undefined;
}
