import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The installed @elastic/charts, found the way the site's bundle finds it: from the site's own package.json.
 * Every plugin and build test that reads the library (its exports, its compiled files, its declarations, the
 * stylesheets it ships) goes through here, so they all read the one copy the pages are built with. TypeDoc is the
 * exception: it reads the declarations from `typedoc.json`'s entry point, a path in the site's node_modules.
 */
export interface InstalledLibrary {
  /** The path of a file of the compiled library, given under `dist/` (`'theme_only_dark.css'`). */
  distFile(file: string): string;
  /** The library's exports, as Node loads them. */
  load(): Record<string, unknown>;
  /** A module of the compiled library, given under `dist/`, as Node loads it. */
  loadDist(file: string): Record<string, unknown>;
  /** A dependency as the library resolves it: the very react-redux its components read their store from. */
  loadDependency(request: string): unknown;
  /** A package as the site resolves it (react, react-test-renderer). */
  loadFromSite(request: string): unknown;
  /** The version its package.json gives (`'73.2.1'`). */
  version(): string;
}

export function installedLibrary(siteDir: string): InstalledLibrary {
  const fromSite = createRequire(path.join(siteDir, 'package.json'));
  const entry = fromSite.resolve('@elastic/charts');
  const distDir = path.dirname(entry);
  return {
    distFile: (file) => path.join(distDir, file),
    load: () => fromSite(entry) as Record<string, unknown>,
    loadDist: (file) => fromSite(path.join(distDir, file)) as Record<string, unknown>,
    loadDependency: (request) => createRequire(entry)(request) as unknown,
    loadFromSite: (request) => fromSite(request) as unknown,
    version: () =>
      (JSON.parse(readFileSync(path.join(distDir, '..', 'package.json'), 'utf8')) as { version: string }).version,
  };
}
