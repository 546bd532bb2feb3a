import type { InstalledLibrary } from '../installedLibrary';
import { libraryValues } from '../props-tables/defaultCells';
import { destructuredDefaults } from '../props-tables/destructuredDefaults';
import type { LibraryTypes } from '../props-tables/libraryTypes';
import { NOT_READ, readRuntimeDefaults } from '../props-tables/runtimeDefaults';
import { NO_PAGES } from './printMember';
import type { AppliedDefaults, Outcome } from './types';
import { valueText } from './valueText';

/**
 * The defaults a chart applies in one version, by the props tables' own methods run on that version's
 * compiled code (its dependencies are the site's: see `packageLibrary.ts`). A method that fails on a
 * version is recorded as failed, with the error and what was found about why, rather than dropped: the
 * history says where it knows the applied defaults and where it has only the comments' `@defaultValue`.
 */
export function appliedDefaults(
  siteDir: string,
  library: InstalledLibrary,
  types: LibraryTypes,
  functionComponents: string[],
): AppliedDefaults {
  return { specs: specDefaults(siteDir, library), parameters: parameterDefaults(library, types, functionComponents) };
}

/** `readRuntimeDefaults`: the spec each spec component stores, `defaultProps`, the read-time defaults. */
function specDefaults(siteDir: string, library: InstalledLibrary): Outcome {
  try {
    const defaults = readRuntimeDefaults(siteDir);
    const names = libraryValues(library.load()).nameOf;
    const byComponent: Record<string, Record<string, string>> = {};
    for (const [component, props] of defaults) {
      byComponent[component] = {};
      for (const [prop, { value, note }] of props) {
        byComponent[component][prop] =
          value === NOT_READ ? (note ?? []).map((segment) => segment.text).join('') : valueText(value, names);
      }
    }
    return { works: true, byComponent };
  } catch (error) {
    return { works: false, reasons: loadFailure(library) ?? [messageOf(error)] };
  }
}

/** `destructuredDefaults`: literal defaults in each function component's compiled first parameter. */
function parameterDefaults(library: InstalledLibrary, types: LibraryTypes, components: string[]): Outcome {
  try {
    const byComponent: Record<string, Record<string, string>> = {};
    for (const component of components) {
      const defaults = destructuredDefaults(types, component, NO_PAGES);
      if (defaults.size === 0) continue;
      byComponent[component] = {};
      for (const [prop, parts] of defaults) {
        // The runs of a `@defaultValue` tag: `` `false` ``, or a link named `LayoutDirection.Horizontal`.
        byComponent[component][prop] = parts.map((part) => part.text.replace(/^`|`$/g, '')).join('');
      }
    }
    return { works: true, byComponent };
  } catch (error) {
    return { works: false, reasons: loadFailure(library) ?? [messageOf(error)] };
  }
}

/** Why the compiled library does not load, if it does not (a dependency the site does not install). */
function loadFailure(library: InstalledLibrary): string[] | undefined {
  try {
    library.load();
    return undefined;
  } catch (error) {
    return [`the compiled library does not load with the site's dependencies: ${messageOf(error)}`];
  }
}

/**
 * An error's first line, with paths from the package on: the rest (Node's "Require stack") and the folders
 * above the package are this machine's, and the file must come out the same on every machine.
 */
function messageOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const firstLine = message.split('\n')[0] ?? message;
  return firstLine.replace(/(?:\/|[A-Za-z]:\\)\S*?node_modules[\\/]@elastic[\\/]charts[\\/]/g, '@elastic/charts/');
}
