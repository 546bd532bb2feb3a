import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ProjectVersions } from './types';

/** What a downloaded example project runs on: the library and its peers. */
const DEPENDENCIES = ['@elastic/charts', 'moment', 'moment-timezone', 'react', 'react-dom'] as const;
/** What it builds with: Vite, its React plugin and the type checker. */
const DEV_DEPENDENCIES = ['@types/react', '@types/react-dom', '@vitejs/plugin-react', 'typescript', 'vite'] as const;

/**
 * The versions a downloaded project pins, read from the packages this site is built with: the
 * library exactly (the version these pages document), everything else from the installed version
 * up (`^`). The test that builds downloaded projects does so with these same installed packages.
 */
export async function readProjectVersions(siteDir: string): Promise<ProjectVersions> {
  const installed = async (name: string): Promise<string> => {
    const file = path.join(siteDir, 'node_modules', name, 'package.json');
    const { version } = JSON.parse(await readFile(file, 'utf8')) as { version?: string };
    if (!version) throw new Error(`chart-examples: ${file} has no version.`);
    return version;
  };
  const pin = async (names: readonly string[]) =>
    Object.fromEntries(
      await Promise.all(
        names.map(
          async (name) =>
            [name, name === '@elastic/charts' ? await installed(name) : `^${await installed(name)}`] as const,
        ),
      ),
    );
  return { dependencies: await pin(DEPENDENCIES), devDependencies: await pin(DEV_DEPENDENCIES) };
}
