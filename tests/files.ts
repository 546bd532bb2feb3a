import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The production build (`npm run build`), which the tests that need no browser read, and the lists of
 * pages the browser tests visit. `DOCS_BUILD_DIR` names another (the stock build's smoke run in .ci/run).
 */
export const BUILD = path.resolve(__dirname, '..', process.env.DOCS_BUILD_DIR ?? 'build');

/** Every file under `dir` whose name ends with `extension`, by absolute path, leaving out folders named in `skip`. */
export function filesUnder(dir: string, extension: string, skip: readonly string[] = []): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return skip.includes(entry.name) ? [] : filesUnder(full, extension, skip);
    return entry.name.endsWith(extension) ? [full] : [];
  });
}
