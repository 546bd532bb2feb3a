import type { CurrentBundler } from '@docusaurus/types';

export interface ModuleReplacement {
  /** The folder of the module that imports the one replaced (a package's own file, by its real path). */
  importerDir: string;
  /** The import specifier as that module writes it, such as `./docusaurus`. */
  request: string;
  /** The absolute path of our module, which the import resolves to instead. */
  replacement: string;
}

/**
 * A bundler plugin that makes one import inside a package resolve to a module of ours. Only that
 * import from that folder is redirected: our module can still import the original by its full path.
 */
export function replaceModule(bundler: CurrentBundler, { importerDir, request, replacement }: ModuleReplacement) {
  return new bundler.instance.NormalModuleReplacementPlugin(new RegExp(`^${request.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`), (resource: { context?: string; request?: string }) => {
    if (resource.context === importerDir) resource.request = replacement;
  });
}
