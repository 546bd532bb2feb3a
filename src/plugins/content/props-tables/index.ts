import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { examplesIn } from '../chart-examples/loadedExamples';
import { installedLibrary } from '../installedLibrary';
import { EXAMPLES_DIR } from '../chart-examples';
import { everySurface, HISTORY_FILE, readHistory } from '../api-history/historyFile';
import { buildTables } from './buildTables';
import { ourDescriptions } from './descriptions';
import { apiPagesDir, assertDescribed } from './assertDescribed';
import { withOurDescriptions } from './ourDescriptions';
import { printCoverage } from './printCoverage';
import { propsInExamples } from './propsInExamples';
import { libraryValues } from './defaultCells';
import { readTypedocProject } from './readTypedocProject';
import { indexReflections } from './reflectionIndex';
import { readRuntimeDefaults } from './runtimeDefaults';
import { withHistory, type Release } from './rowHistory';
import type { PropsTableData } from './types';

/** `@generated/props-tables/default/releases.json`: lowercase, so no export's table (`Axis.json`) can take its name. */
const RELEASES_FILE = 'releases.json';

export interface PropsTablesOptions {
  /** TypeDoc's JSON model of the library, relative to the site (the `json` option of typedoc.json). */
  typedocJson: string;
  /** Base URL of the generated reference pages. */
  referenceBaseUrl: string;
}

/**
 * Props tables generated from the installed library's types. At build time:
 * 1. read TypeDoc's JSON model, written in the same TypeDoc run as the `/all-types/` pages;
 * 2. index its reflections and the reference page of each;
 * 3. read the defaults the library applies at run time, by rendering each spec component;
 * 4. find which example modules set which props, with the TypeScript compiler;
 * 5. build one table per component, interface and object-like type alias, each row with its
 *    default and the examples that set it, and print how many spec props an example shows;
 * 6. add each row's history over the releases of `api-history/history.json` (when it was added, its
 *    type and default changes, its deprecation) and the members the export no longer has, or mark the
 *    table unchanged over them;
 * 7. put our descriptions (`descriptions/`) on the rows the library leaves undescribed or misdescribes,
 *    and fail where a row an API page shows has no description or one of ours went stale;
 * 8. write each as `@generated/props-tables/default/{Name}.json`, which an MDX page imports and
 *    hands to the `PropsTable` component: the table is part of the page's HTML and search index;
 * 9. write the releases read, for the tables' "your version" picker.
 */
export default function propsTablesPlugin(context: LoadContext, options: unknown): Plugin {
  assertOptions(options);
  const jsonFile = path.resolve(context.siteDir, options.typedocJson);
  return {
    name: 'props-tables',
    // One step rather than loadContent + contentLoaded: the tables go straight to files. After every
    // plugin's content is loaded, for the example modules the chart-examples plugin read.
    async allContentLoaded({ allContent, actions }) {
      const project = await readTypedocProject(jsonFile);
      const index = indexReflections(project, options.referenceBaseUrl);
      const defaults = readRuntimeDefaults(context.siteDir);
      const installed = installedLibrary(context.siteDir);
      const library = libraryValues(installed.load());
      const examplesDir = path.join(context.siteDir, EXAMPLES_DIR);
      const exampleModules = examplesIn(allContent);
      const used = propsInExamples(exampleModules.map((example) => path.join(examplesDir, `${example.name}.tsx`)));
      const titles = new Map(exampleModules.map((example) => [example.name, example.title]));
      const built = buildTables(project, index, defaults, library, { used, titles });
      printCoverage(built, defaults);
      const releases = releasesUpTo(installed.version());
      const described = withOurDescriptions(withHistory(built, releases), ourDescriptions(), index);
      const tables: PropsTableData[] = described.tables;
      assertDescribed(described.problems, tables, apiPagesDir(context.siteDir), index);
      await Promise.all(tables.map((table) => actions.createData(`${table.name}.json`, JSON.stringify(table))));
      // The releases read, newest first: the choices of the tables' "your version" picker (loaded on demand).
      await actions.createData(RELEASES_FILE, JSON.stringify(releases.map(({ version }) => version).reverse()));
    },
    getPathsToWatch() {
      return [
        jsonFile,
        path.join(context.siteDir, EXAMPLES_DIR, '*.tsx'),
        HISTORY_FILE,
        path.join(apiPagesDir(context.siteDir), '**', '*.mdx'),
      ];
    },
  };
}

/**
 * The releases of the committed history, which must end with the installed version: a history that
 * stops before it would call a prop the new version dropped live, and one added by it new to no one.
 */
function releasesUpTo(version: string): Release[] {
  const releases = everySurface(readHistory());
  const last = releases[releases.length - 1]?.version;
  if (last !== version) {
    throw new Error(
      `props-tables: history.json ends with @elastic/charts ${String(last)}, but ${version} is installed; run npm run history.`,
    );
  }
  return releases;
}

function assertOptions(options: unknown): asserts options is PropsTablesOptions {
  const candidate = (options ?? {}) as Partial<Record<keyof PropsTablesOptions, unknown>>;
  for (const key of ['typedocJson', 'referenceBaseUrl'] as const) {
    if (typeof candidate[key] !== 'string' || candidate[key] === '') {
      throw new Error(
        `props-tables: the option "${key}" must be a non-empty string; got ${JSON.stringify(candidate[key])}.`,
      );
    }
  }
}
