import type { RuntimeDefaults } from './runtimeDefaults';
import type { PropsTableData } from './types';

/**
 * Prints how many props of each spec component some example sets, and the total: the build's
 * measure of how much of the API a reader can see in use. Spec components are those whose
 * defaults were read by rendering them (every spec, and `Chart`).
 */
export function printCoverage(tables: PropsTableData[], runtime: RuntimeDefaults): void {
  const specs = tables
    .filter((table) => table.kind === 'component' && runtime.has(table.name))
    .sort((a, b) => a.name.localeCompare(b.name));
  let shown = 0;
  let documented = 0;
  const lines = specs.map((table) => {
    const inUse = table.rows.filter((row) => row.examples?.length).length;
    shown += inUse;
    documented += table.rows.length;
    return `  ${table.name.padEnd(20)} ${String(inUse).padStart(3)} / ${table.rows.length}`;
  });
  const percent = documented === 0 ? 0 : Math.round((shown / documented) * 100);
  console.log(
    `[props-tables] props set by an example / props documented, per spec:\n${lines.join('\n')}\n  total ${shown} / ${documented} (${percent}%)`,
  );
}
