import type { Member, Outcome, Surface } from '../api-history/types';
import type { Change, PropHistory, PropRow, PropsTableData, TableHistory } from './types';

/** One release of the library and its public surface, oldest first (`everySurface` of `api-history`). */
export interface Release {
  version: string;
  surface: Surface;
}

/**
 * Every table with its history over `releases` (the last one is the installed version): when each row
 * was added, changed its type or its defaults and was deprecated, and a row for each member the export
 * has lost, among the others in name order. A table's members are those the history keys under its
 * name, as the table's rows are named (a component's props under the component, `Settings`; an
 * interface's under the interface). The applied defaults traced are those of the component a table
 * is, or is the props type of; a type several specs share traces none.
 */
export function withHistory(tables: PropsTableData[], releases: Release[]): PropsTableData[] {
  const componentOfPropsType = new Map(
    tables.flatMap((table) => (table.propsType ? [[table.propsType.name, table.name] as const] : [])),
  );
  return tables.map((table) =>
    tableWithHistory(table, releases, table.kind === 'component' ? table.name : componentOfPropsType.get(table.name)),
  );
}

/** One table with its history; `component` names whose applied defaults its rows trace. */
export function tableWithHistory(table: PropsTableData, releases: Release[], component?: string): PropsTableData {
  const membersAt = releases.map(({ surface }) => membersOf(surface, table));
  const last = releases.length - 1;
  const latest = membersAt[last];
  if (!latest || !releases[last]) return table;
  const versionAt = (i: number) => (releases[i] as Release).version;
  const exportStart = runStart(last, (i) => membersAt[i] !== undefined);
  const tableAdded = exportStart > 0 ? versionAt(exportStart) : undefined;

  const rows = table.rows.map((row): PropRow => {
    if (!Object.hasOwn(latest, row.name)) return row;
    const memberAt = (i: number) => memberOf(membersAt[i], row.name);
    const start = runStart(last, (i) => memberAt(i) !== undefined);
    const history: PropHistory = {};
    const added = start > 0 ? versionAt(start) : undefined;
    if (added && added !== tableAdded) history.added = added;
    const typeChanges: Change[] = [];
    const declaredDefaultChanges: Change[] = [];
    const appliedDefaultChanges: Change[] = [];
    for (let i = start + 1; i <= last; i++) {
      const before = memberAt(i - 1) as Member;
      const after = memberAt(i) as Member;
      const version = versionAt(i);
      if (before.type !== after.type) typeChanges.push({ version, from: before.type, to: after.type });
      const [declaredBefore, declaredAfter] = [tagText(before.defaultValue), tagText(after.defaultValue)];
      if (declaredBefore !== declaredAfter) declaredDefaultChanges.push(change(version, declaredBefore, declaredAfter));
      if (!component) continue;
      for (const method of ['specs', 'parameters'] as const) {
        const [old, now] = [releases[i - 1], releases[i]].map((r) => applied(r?.surface.appliedDefaults[method]));
        if (!old || !now) continue; // the method failed on one of the two: nothing can be said of this step
        const [from, to] = [old(component, row.name), now(component, row.name)];
        if (from !== to) appliedDefaultChanges.push(change(version, from, to));
      }
    }
    // A comment that changed with the value it describes says nothing the applied default does not.
    const declaredOnly = declaredDefaultChanges.filter(
      (d) => !appliedDefaultChanges.some((a) => a.version === d.version && a.from === d.from && a.to === d.to),
    );
    if (typeChanges.length > 0) history.typeChanges = typeChanges;
    if (declaredOnly.length > 0) history.declaredDefaultChanges = declaredOnly;
    if (appliedDefaultChanges.length > 0) history.appliedDefaultChanges = appliedDefaultChanges;
    if (memberAt(last)?.deprecated !== undefined) {
      const since = runStart(last, (i) => memberAt(i)?.deprecated !== undefined);
      if (since > 0) history.deprecated = versionAt(since);
    }
    return Object.keys(history).length > 0 ? { ...row, history } : row;
  });

  const removed = removedRows(membersAt, versionAt, new Set(table.rows.map((row) => row.name)), exportStart);
  const tableHistory: TableHistory = { from: versionAt(0), ...(tableAdded && { added: tableAdded }) };
  if (!rows.some((row) => row.history) && !tableHistory.added && removed.length === 0) {
    // Nothing to mark: the table says so instead of offering the "your version" picker.
    const untracked = table.rows.filter((row) => !Object.hasOwn(latest, row.name)).map((row) => row.name);
    return {
      ...table,
      unchanged: { from: versionAt(0), to: versionAt(last), ...(untracked.length > 0 && { untracked }) },
    };
  }
  return { ...table, rows: inNameOrder(rows, removed), history: tableHistory };
}

/**
 * A table's members in one release: the history's entry of its name, else of its props type, else, for a
 * type alias the history keeps as an intersection of named types (`BasicSeriesSpec`: `SeriesSpec<D> &
 * SeriesAccessors<D> & ...`), the members of those of its parts the release exports.
 */
function membersOf(surface: Surface, table: PropsTableData): Record<string, Member> | undefined {
  const entry = (name: string) => (Object.hasOwn(surface.exports, name) ? surface.exports[name] : undefined);
  const own = entry(table.name);
  if (own?.members) return own.members;
  const ofPropsType = table.propsType && entry(table.propsType.name)?.members;
  if (ofPropsType) return ofPropsType;
  const parts = own?.definition && intersectionParts(own.definition);
  if (!parts) return undefined;
  return Object.assign({}, ...parts.map((part) => entry(part)?.members ?? {})) as Record<string, Member>;
}

/** The names of an intersection of named types (`A<D> & B & C<T>`), or undefined for any other type. */
export function intersectionParts(definition: string): string[] | undefined {
  const parts = definition.split(' & ').map((part) => /^([A-Z]\w*)(<[^&|]*>)?$/.exec(part.trim())?.[1]);
  return parts.length > 1 && parts.every(Boolean) ? (parts as string[]) : undefined;
}

/** A member by name, never one of Object's own (`constructor`, `toString`). */
function memberOf(members: Record<string, Member> | undefined, name: string): Member | undefined {
  return members && Object.hasOwn(members, name) ? members[name] : undefined;
}

/** The first index of the unbroken run of indices up to `last` for which `holds` is true (`holds(last)` is). */
function runStart(last: number, holds: (i: number) => boolean): number {
  let start = last;
  while (start > 0 && holds(start - 1)) start--;
  return start;
}

/**
 * A row for each member of an older release that the last one lacks: when it went, its last type, and when it
 * came where that is after the export did (`exportStart`, the first index of the export's run up to the last).
 */
function removedRows(
  membersAt: (Record<string, Member> | undefined)[],
  versionAt: (i: number) => string,
  liveRows: Set<string>,
  exportStart: number,
): PropRow[] {
  const last = membersAt.length - 1;
  const lastSeen = new Map<string, number>();
  const firstSeen = new Map<string, number>();
  membersAt.slice(0, last).forEach((members, i) => {
    for (const name of Object.keys(members ?? {})) {
      lastSeen.set(name, i);
      if (!firstSeen.has(name)) firstSeen.set(name, i);
    }
  });
  const latest = membersAt[last] ?? {};
  return [...lastSeen]
    .filter(([name]) => !Object.hasOwn(latest, name) && !liveRows.has(name))
    .map(([name, i]): PropRow => {
      const member = memberOf(membersAt[i], name) as Member;
      const removedIn = versionAt(i + 1);
      const first = firstSeen.get(name) ?? 0;
      return {
        // The release it came in, when later than the oldest read: the "your version" marks place it with it.
        ...(first > exportStart && { history: { added: versionAt(first) } }),
        name,
        required: !member.optional,
        type: [{ text: member.type }],
        description: [[{ text: `Removed in version ${removedIn}. The type shown is the last one it had.` }]],
        removedIn,
      };
    });
}

/** The removed rows among the others, each before the first whose name sorts after it (the rows' order). */
function inNameOrder(rows: PropRow[], removed: PropRow[]): PropRow[] {
  const merged = [...rows];
  for (const row of removed) {
    const at = merged.findIndex((other) => other.name.localeCompare(row.name) > 0);
    merged.splice(at < 0 ? merged.length : at, 0, row);
  }
  return merged;
}

/** A method's applied default of a component's prop, or undefined when the method failed on that release. */
function applied(outcome: Outcome | undefined): ((component: string, prop: string) => string | undefined) | undefined {
  if (!outcome?.works) return undefined;
  const { byComponent } = outcome;
  return (component, prop) => {
    const props = Object.hasOwn(byComponent, component) ? byComponent[component] : undefined;
    return props && Object.hasOwn(props, prop) ? props[prop] : undefined;
  };
}

/** A `@defaultValue` tag's text, without the one pair of backticks a tag often wraps it in. */
function tagText(text: string | undefined): string | undefined {
  return text === undefined ? undefined : (/^`([^`]*)`$/.exec(text.trim())?.[1] ?? text.trim());
}

function change(version: string, from: string | undefined, to: string | undefined): Change {
  return { version, ...(from !== undefined && { from }), ...(to !== undefined && { to }) };
}
