import { spawnSync } from 'node:child_process';
import path from 'node:path';

const CONFIG = path.join(__dirname, 'harness', 'vite.config.mts');

/**
 * Bundles the harness (`harness/`) for one release into `outDir`, with `@elastic/charts` from `packageDir`
 * (the release as `releaseProject.ts` installed it) and the examples named: `vite build` in a process of its
 * own, with the configuration in `harness/vite.config.mts`.
 */
export function bundleRelease(options: {
  siteDir: string;
  packageDir: string;
  examples: readonly string[];
  outDir: string;
}): void {
  const { siteDir, packageDir, examples, outDir } = options;
  const vite = spawnSync(
    path.join(siteDir, 'node_modules', '.bin', 'vite'),
    ['build', '--config', CONFIG, '--outDir', outDir],
    {
      cwd: siteDir,
      encoding: 'utf8',
      env: { ...process.env, PICTURES_PACKAGE_DIR: packageDir, PICTURES_EXAMPLES: examples.join(',') },
    },
  );
  if (vite.error || vite.status !== 0) {
    throw new Error(
      `history:pictures: Vite could not bundle the harness for ${packageDir}:\n${vite.error?.message ?? `${vite.stdout}\n${vite.stderr}`}`,
    );
  }
}
