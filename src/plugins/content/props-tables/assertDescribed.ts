import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describedBy, undescribedRows } from './ourDescriptions';
import type { ReflectionIndex } from './reflectionIndex';
import { tablesOnPage } from './renderedTables';
import type { PropsTableData } from './types';

/** The hand-written API pages of a site: each renders the tables it imports. */
export function apiPagesDir(siteDir: string): string {
  return path.join(siteDir, 'api', 'api');
}

/**
 * Fails the build where a props row an API page shows has no description, the library's or ours, and where one
 * of ours has gone stale (`withOurDescriptions`): the fix is an entry in `descriptions/`, checked against the library.
 */
export function assertDescribed(
  problems: string[],
  tables: PropsTableData[],
  apiDir: string,
  index: ReflectionIndex,
): void {
  const byName = new Map(tables.map((table) => [table.name, table]));
  const shown = apiPages(apiDir).flatMap((file) =>
    tablesOnPage(readFileSync(file, 'utf8')).flatMap(({ name, only }) => {
      const table = byName.get(name);
      return table ? [{ table, ...(only && { only }) }] : [];
    }),
  );
  const missing = undescribedRows(shown).map(({ table, prop }) => {
    const key = describedBy(table, prop, index);
    return `${table.name}.${prop}: no description; write one in props-tables/descriptions/, under ${key}.`;
  });
  const all = [...new Set([...problems, ...missing])];
  if (all.length > 0) throw new Error(`props-tables: ${all.length} descriptions to mend:\n  ${all.join('\n  ')}`);
}

/** The hand-written API pages (`api/api/**\/*.mdx`), which render the tables. */
export function apiPages(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.mdx'))
    .sort()
    .map((file) => path.join(dir, file));
}
