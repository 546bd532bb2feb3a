import path from 'node:path';
import type { CurrentBundler } from '@docusaurus/types';

export interface ModuleReplacement {
  /** The plugin that asks for it, for the build's error message. */
  plugin: string;
  /** The folder of the modules that import the one replaced (a package's own files, by real path). */
  importerDir: string;
  /** The files in `importerDir` that import `request` (each must end up importing ours), by name. */
  importers: readonly string[];
  /** The import specifier as those modules write it, such as `./docusaurus`. */
  request: string;
  /** The absolute path of our module, which the import resolves to instead. */
  replacement: string;
}

interface Compiler {
  hooks: { thisCompilation: { tap(name: string, callback: (compilation: Compilation) => void): void } };
  webpack: { WebpackError: new (message: string) => Error };
}
/** What the count needs of a built module and of the module graph (webpack's and Rspack's alike). */
export interface BundledModule {
  nameForCondition(): string | null | undefined;
}
export interface ModuleGraph {
  getIncomingConnections(module: BundledModule): Iterable<{ originModule: BundledModule | null }>;
}
interface Compilation {
  errors: Error[];
  moduleGraph: ModuleGraph;
  hooks: { finishModules: { tap(name: string, callback: (modules: Iterable<BundledModule>) => void): void } };
}

/**
 * A bundler plugin that makes one import inside a package resolve to a module of ours. Only that
 * import from that folder is redirected: our module can still import the original by its full path.
 *
 * Counted: once the modules are built, our module must be imported by exactly the `importers`
 * (the module graph's incoming connections from `importerDir`, which a persistent cache keeps too).
 * If upstream moved the import to another file, renamed it or dropped it, the swap would apply to
 * fewer files or none, silently; this fails the build instead, naming the plugin.
 */
export function replaceModule(
  bundler: CurrentBundler,
  { plugin, importerDir, importers, request, replacement }: ModuleReplacement,
) {
  const swap = new bundler.instance.NormalModuleReplacementPlugin(
    new RegExp(`^${request.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`),
    (resource: { context?: string; request?: string }) => {
      if (resource.context === importerDir) resource.request = replacement;
    },
  );
  const name = `${plugin}: replaceModule ${request}`;
  return {
    apply(compiler: Compiler) {
      swap.apply(compiler as never);
      compiler.hooks.thisCompilation.tap(name, (compilation) => {
        compilation.hooks.finishModules.tap(name, (modules) => {
          const problem = replacementProblem([...modules], compilation.moduleGraph, {
            importerDir,
            importers,
            request,
            replacement,
          });
          if (problem)
            compilation.errors.push(
              new compiler.webpack.WebpackError(
                `${plugin}: ${problem} Update the ${plugin} plugin (src/plugins/*/${plugin}).`,
              ),
            );
        });
      });
    },
  };
}

/** Why the swap did not apply to exactly the expected importers, or undefined when it did. */
export function replacementProblem(
  modules: BundledModule[],
  moduleGraph: ModuleGraph,
  { importerDir, importers, request, replacement }: Omit<ModuleReplacement, 'plugin'>,
): string | undefined {
  const ours = modules.find((module) => module.nameForCondition() === replacement);
  const swapped = ours
    ? [...moduleGraph.getIncomingConnections(ours)]
        .map(({ originModule }) => originModule?.nameForCondition())
        .filter((file): file is string => typeof file === 'string' && path.dirname(file) === importerDir)
        .map((file) => path.basename(file))
    : [];
  const got = [...new Set(swapped)].sort();
  const expected = [...importers].sort();
  if (got.join() === expected.join()) return undefined;
  return (
    `'${request}' was to be replaced by ${replacement} in [${expected.join(', ')}] of ${importerDir}, ` +
    `but was replaced in [${got.join(', ')}]; upstream moved, renamed or dropped that import.`
  );
}
