import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { LibraryTypes } from '../props-tables/libraryTypes';
import { appliedDefaults } from './appliedDefaults';
import { exportEntry } from './exportEntry';
import { exportNames } from './exportNames';
import { packageLibrary } from './packageLibrary';
import { MemberPrinter } from './printMember';
import { readThemes, themeExportNames } from './themeValues';
import type { Surface } from './types';

/**
 * The public surface of the @elastic/charts in `packageDir` (a `node_modules/@elastic/charts` directory:
 * the site's own, or a release `npm run history` unpacked), as plain JSON-able data: its exports read
 * with the TypeScript compiler from `dist/index.d.ts` (through the props tables' `LibraryTypes`), its peer
 * dependencies, its stylesheets, and the defaults a chart applies and the values of its themes, read from
 * its compiled code (`appliedDefaults.ts`, `themeValues.ts`). About as
 * long as the compiler takes over the declarations (a few seconds).
 */
export function extractSurface(packageDir: string): Surface {
  const { siteDir, library } = packageLibrary(packageDir);
  const distDir = path.dirname(library.distFile('index.d.ts'));
  const types = new LibraryTypes(library);
  const printer = new MemberPrinter(types);
  const exports: Surface['exports'] = {};
  for (const name of exportNames(types, distDir)) exports[name] = exportEntry(types, printer, name);
  // Components that are functions: a class component (`Chart`) has no destructured parameter to read.
  const functionComponents = Object.keys(exports).filter(
    (name) =>
      exports[name]?.kinds.includes('component') && ((types.exported(name)?.flags ?? 0) & ts.SymbolFlags.Class) === 0,
  );
  const unresolvedImports = unresolvedImportsOf(distDir);
  return {
    exports,
    peerDependencies: peerDependenciesOf(packageDir),
    stylesheets: stylesheetsOf(distDir),
    ...(unresolvedImports.length > 0 && { unresolvedImports }),
    appliedDefaults: appliedDefaults(siteDir, library, types, functionComponents),
    themes: readThemes(library.load(), themeExportNames(exports)),
  };
}

function peerDependenciesOf(packageDir: string): Record<string, string> {
  const file = path.join(packageDir, 'package.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as { peerDependencies?: Record<string, string> };
  return manifest.peerDependencies ?? {};
}

/** Every `.css` file under `dist/`, relative to it, with `/` between folders. */
function stylesheetsOf(distDir: string): string[] {
  return filesUnder(distDir)
    .filter((file) => file.endsWith('.css'))
    .map((file) => path.relative(distDir, file).split(path.sep).join('/'))
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * Modules and type packages the declarations name that do not resolve from the package (with the options
 * of `LibraryTypes`' program): the compiler reads what they export as `any`, so a surface says so.
 */
function unresolvedImportsOf(distDir: string): string[] {
  const options: ts.CompilerOptions = {
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
  };
  const cache = ts.createModuleResolutionCache(distDir, (name) => name, options);
  const unresolved = new Set<string>();
  for (const file of filesUnder(distDir).filter((name) => name.endsWith('.d.ts'))) {
    const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of info.importedFiles) {
      const { resolvedModule } = ts.resolveModuleName(fileName, file, options, ts.sys, cache);
      if (!resolvedModule)
        unresolved.add(
          fileName.startsWith('.') ? path.relative(distDir, path.resolve(path.dirname(file), fileName)) : fileName,
        );
    }
    for (const { fileName } of info.typeReferenceDirectives) {
      const { resolvedTypeReferenceDirective } = ts.resolveTypeReferenceDirective(fileName, file, options, ts.sys);
      if (!resolvedTypeReferenceDirective) unresolved.add(`types: ${fileName}`);
    }
  }
  return [...unresolved].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(file) : [file];
  });
}
