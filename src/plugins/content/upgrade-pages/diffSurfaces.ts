import type { ExportEntry, ExportKind, Member, Outcome, Surface } from '../api-history/types';

/**
 * What changed in the declared surface of @elastic/charts between two versions (`Surface`s of the API
 * history), export by export and prop by prop. Types are compared as the history prints them, already
 * normalised (`normalizeType.ts`: union members sorted, `| undefined` of an optional dropped...), so a
 * change here is a change of the declarations.
 *
 * A rename is claimed only on evidence, and the evidence is kept with it:
 * - the removed prop's `@deprecated` note, in the older version, names exactly one prop that the same export
 *   has in the newer version (`deprecation`);
 * - or the export loses exactly one prop of a type and gains exactly one prop of the same type (`same-type`).
 * Anything else is a removal and an addition.
 */
export interface SurfaceDiff {
  removedExports: RemovedExport[];
  addedExports: AddedExport[];
  /** Exports in both versions that changed, by name. */
  changedExports: ExportChanges[];
  peerDependencies: PeerDependencyChange[];
  stylesheets: { removed: string[]; added: string[] };
  /** The defaults a chart applies, per method of `AppliedDefaults`. */
  appliedDefaults: { specs: AppliedDefaultsDiff; parameters: AppliedDefaultsDiff };
}

export interface RemovedExport {
  name: string;
  kinds: ExportKind[];
  /** Its `@deprecated` note in the older version, when it had one. */
  deprecated?: string;
  /** The export that note names, when the newer version has it. */
  successor?: string;
}

export interface AddedExport {
  name: string;
  kinds: ExportKind[];
}

export interface ExportChanges {
  name: string;
  /** Its kinds in the newer version. */
  kinds: ExportKind[];
  changes: ExportChange[];
}

export type RenameEvidence = { kind: 'deprecation'; note: string } | { kind: 'same-type'; type: string };

export type ExportChange =
  | { change: 'kinds'; before: ExportKind[]; after: ExportKind[] }
  | { change: 'definition'; before?: string; after?: string }
  | { change: 'valueType'; before?: string; after?: string }
  | { change: 'signatures'; before: string[]; after: string[] }
  | { change: 'propsType'; before?: string; after?: string }
  | { change: 'deprecated'; note: string }
  | { change: 'undeprecated'; note: string }
  /** Deprecated in both versions, with another note. */
  | { change: 'deprecationNote'; before: string; after: string }
  | { change: 'removedProp'; prop: string; type: string; deprecated?: string }
  | {
      change: 'addedProp';
      prop: string;
      type: string;
      optional: boolean;
      defaultValue?: string;
      /** The default a chart applies to it in the newer version, where a method that works reads one. */
      appliedDefault?: string;
    }
  | { change: 'renamedProp'; from: string; to: string; before: string; after: string; evidence: RenameEvidence }
  | { change: 'propType'; prop: string; before: string; after: string }
  | { change: 'becameRequired'; prop: string; type: string }
  | { change: 'becameOptional'; prop: string; type: string }
  | { change: 'declaredDefault'; prop: string; before?: string; after?: string }
  | { change: 'deprecatedProp'; prop: string; note: string }
  | { change: 'propDeprecationNote'; prop: string; before: string; after: string }
  | { change: 'undeprecatedProp'; prop: string };

export interface PeerDependencyChange {
  name: string;
  /** The range as the older package.json writes it; absent when it did not name the package. */
  before?: string;
  after?: string;
}

export type AppliedDefaultsDiff =
  | { compared: true; changes: AppliedDefaultChange[] }
  /** The method did not work on one of the two versions (`which`), so nothing is said of its defaults. */
  | { compared: false; which: ('before' | 'after')[] };

export interface AppliedDefaultChange {
  component: string;
  prop: string;
  before?: string;
  after?: string;
}

type RenamedProp = Extract<ExportChange, { change: 'renamedProp' }>;

/**
 * Where the renames of a comparison come from: by default the evidence of the two versions themselves;
 * across several releases (`diffAcross`), the renames each single release showed.
 */
type RenameSource = (
  exportName: string,
  removed: string[],
  old: Record<string, Member>,
  next: Record<string, Member>,
) => RenamedProp[];

export function diffSurfaces(before: Surface, after: Surface, renames?: RenameSource): SurfaceDiff {
  const removedExports: RemovedExport[] = [];
  const addedExports: AddedExport[] = [];
  const changedExports: ExportChanges[] = [];
  for (const name of sortedKeys(before.exports)) {
    const old = before.exports[name];
    const next = after.exports[name];
    if (!old) continue;
    if (!next) {
      const successor = old.deprecated ? namedIn(old.deprecated, Object.keys(after.exports), name) : undefined;
      removedExports.push({
        name,
        kinds: old.kinds,
        ...(old.deprecated !== undefined && { deprecated: old.deprecated }),
        ...(successor && { successor }),
      });
      continue;
    }
    const changes = exportChanges(name, old, next, appliedOf(after.appliedDefaults.specs, name), renames);
    if (changes.length > 0) changedExports.push({ name, kinds: next.kinds, changes });
  }
  for (const name of sortedKeys(after.exports)) {
    const entry = after.exports[name];
    if (entry && !before.exports[name]) addedExports.push({ name, kinds: entry.kinds });
  }
  return {
    removedExports,
    addedExports,
    changedExports,
    peerDependencies: peerChanges(before.peerDependencies, after.peerDependencies),
    stylesheets: {
      removed: before.stylesheets.filter((file) => !after.stylesheets.includes(file)),
      added: after.stylesheets.filter((file) => !before.stylesheets.includes(file)),
    },
    appliedDefaults: {
      specs: appliedChanges(before, after, 'specs'),
      parameters: appliedChanges(before, after, 'parameters'),
    },
  };
}

/**
 * The change from the first of `surfaces` to the last, oldest first, with a rename claimed only where one
 * release (two neighbours in the list) shows it on its own evidence: a prop removed in one release and one
 * of its type added in a later one is not a rename.
 */
export function diffAcross(surfaces: Surface[]): SurfaceDiff {
  const first = surfaces[0];
  const last = surfaces[surfaces.length - 1];
  if (!first || !last) throw new Error('upgrade-pages: diffAcross needs at least one surface.');
  if (surfaces.length <= 2) return diffSurfaces(first, last);
  const byExport = new Map<string, RenamedProp[]>();
  for (let i = 1; i < surfaces.length; i += 1) {
    const older = surfaces[i - 1];
    const newer = surfaces[i];
    if (!older || !newer) continue;
    for (const { name, changes } of diffSurfaces(older, newer).changedExports) {
      for (const change of changes) {
        if (change.change === 'renamedProp') byExport.set(name, [...(byExport.get(name) ?? []), change]);
      }
    }
  }
  return diffSurfaces(first, last, (name, removed, old, next) =>
    (byExport.get(name) ?? []).flatMap((rename) => {
      const before = old[rename.from]?.type;
      const after = next[rename.to]?.type;
      if (!removed.includes(rename.from) || before === undefined || after === undefined) return [];
      return [{ ...rename, before, after }];
    }),
  );
}

function exportChanges(
  name: string,
  old: ExportEntry,
  next: ExportEntry,
  applied: Record<string, string> | undefined,
  renames: RenameSource | undefined,
): ExportChange[] {
  const changes: ExportChange[] = [];
  if (old.kinds.join() !== next.kinds.join()) changes.push({ change: 'kinds', before: old.kinds, after: next.kinds });
  if (old.definition !== next.definition)
    changes.push({ change: 'definition', ...pair(old.definition, next.definition) });
  if (old.valueType !== next.valueType) changes.push({ change: 'valueType', ...pair(old.valueType, next.valueType) });
  if ((old.signatures ?? []).join('\n') !== (next.signatures ?? []).join('\n'))
    changes.push({ change: 'signatures', before: old.signatures ?? [], after: next.signatures ?? [] });
  if (old.propsType !== next.propsType) changes.push({ change: 'propsType', ...pair(old.propsType, next.propsType) });
  if (old.deprecated === undefined && next.deprecated !== undefined)
    changes.push({ change: 'deprecated', note: next.deprecated });
  if (old.deprecated !== undefined && next.deprecated === undefined)
    changes.push({ change: 'undeprecated', note: old.deprecated });
  if (old.deprecated !== undefined && next.deprecated !== undefined && old.deprecated !== next.deprecated)
    changes.push({ change: 'deprecationNote', before: old.deprecated, after: next.deprecated });
  const oldMembers = old.members ?? {};
  const nextMembers = next.members ?? {};
  const removed = sortedKeys(oldMembers).filter((prop) => !(prop in nextMembers));
  const renamed = renames
    ? renames(name, removed, oldMembers, nextMembers)
    : findRenames(oldMembers, nextMembers, removed);
  changes.push(...memberChanges(oldMembers, nextMembers, applied, renamed));
  return changes;
}

function memberChanges(
  old: Record<string, Member>,
  next: Record<string, Member>,
  applied: Record<string, string> | undefined,
  renames: RenamedProp[],
): ExportChange[] {
  const removed = sortedKeys(old).filter((prop) => !(prop in next));
  const added = sortedKeys(next).filter((prop) => !(prop in old));
  const renamedFrom = new Set(renames.map((rename) => rename.from));
  const renamedTo = new Set(renames.map((rename) => rename.to));
  const changes: ExportChange[] = [];
  for (const prop of removed) {
    const member = old[prop];
    if (!member || renamedFrom.has(prop)) continue;
    changes.push({
      change: 'removedProp',
      prop,
      type: member.type,
      ...(member.deprecated !== undefined && { deprecated: member.deprecated }),
    });
  }
  changes.push(...renames);
  for (const prop of added) {
    const member = next[prop];
    if (!member || renamedTo.has(prop)) continue;
    const appliedDefault = applied?.[prop];
    changes.push({
      change: 'addedProp',
      prop,
      type: member.type,
      optional: member.optional === true,
      ...(member.defaultValue !== undefined && { defaultValue: member.defaultValue }),
      ...(appliedDefault !== undefined && { appliedDefault }),
    });
  }
  for (const prop of sortedKeys(old)) {
    const before = old[prop];
    const after = next[prop];
    if (!before || !after) continue;
    if (before.type !== after.type) changes.push({ change: 'propType', prop, before: before.type, after: after.type });
    if (before.optional && !after.optional) changes.push({ change: 'becameRequired', prop, type: after.type });
    if (!before.optional && after.optional) changes.push({ change: 'becameOptional', prop, type: after.type });
    if (before.defaultValue !== after.defaultValue)
      changes.push({ change: 'declaredDefault', prop, ...pair(before.defaultValue, after.defaultValue) });
    if (before.deprecated === undefined && after.deprecated !== undefined)
      changes.push({ change: 'deprecatedProp', prop, note: after.deprecated });
    if (before.deprecated !== undefined && after.deprecated === undefined)
      changes.push({ change: 'undeprecatedProp', prop });
    if (before.deprecated !== undefined && after.deprecated !== undefined && before.deprecated !== after.deprecated)
      changes.push({ change: 'propDeprecationNote', prop, before: before.deprecated, after: after.deprecated });
  }
  return changes;
}

/** The renames the evidence supports (see `SurfaceDiff`), each removed prop at most once, each added one too. */
function findRenames(old: Record<string, Member>, next: Record<string, Member>, removed: string[]): RenamedProp[] {
  const added = sortedKeys(next).filter((prop) => !(prop in old));
  const renames: RenamedProp[] = [];
  const taken = new Set<string>();
  for (const from of removed) {
    const note = old[from]?.deprecated;
    const to = note ? namedIn(note, Object.keys(next), from) : undefined;
    const before = old[from]?.type;
    const after = to ? next[to]?.type : undefined;
    if (!note || !to || taken.has(to) || before === undefined || after === undefined) continue;
    taken.add(to);
    renames.push({ change: 'renamedProp', from, to, before, after, evidence: { kind: 'deprecation', note } });
  }
  const claimed = new Set(renames.map((rename) => rename.from));
  const ofType = (names: string[], members: Record<string, Member>, type: string) =>
    names.filter((name) => members[name]?.type === type);
  for (const from of removed) {
    const type = old[from]?.type;
    if (type === undefined || claimed.has(from)) continue;
    const losing = ofType(removed, old, type);
    const gaining = ofType(added, next, type);
    const [to] = gaining;
    if (losing.length !== 1 || gaining.length !== 1 || !to || taken.has(to)) continue;
    taken.add(to);
    renames.push({ change: 'renamedProp', from, to, before: type, after: type, evidence: { kind: 'same-type', type } });
  }
  return renames.sort((a, b) => compare(a.from, b.from));
}

/**
 * The one name among `candidates` (other than `self`) that a deprecation note names, as a whole word
 * (`use \`valueTextAlign\` instead`, `in favor of MetricProps`); undefined when it names none or several.
 */
function namedIn(note: string, candidates: string[], self: string): string | undefined {
  const words = new Set(note.match(/[A-Za-z_$][\w$]*/g) ?? []);
  const named = candidates.filter((name) => name !== self && words.has(name));
  return named.length === 1 ? named[0] : undefined;
}

function peerChanges(before: Record<string, string>, after: Record<string, string>): PeerDependencyChange[] {
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort(compare);
  return names
    .filter((name) => before[name] !== after[name])
    .map((name) => {
      return { name, ...pair(before[name], after[name]) };
    });
}

/**
 * The applied defaults that changed for props both versions declare (a removed or added prop is said as
 * such), only when the method worked on both versions.
 */
function appliedChanges(before: Surface, after: Surface, method: 'specs' | 'parameters'): AppliedDefaultsDiff {
  const old = before.appliedDefaults[method];
  const next = after.appliedDefaults[method];
  if (!old.works || !next.works) {
    return {
      compared: false,
      which: [...(old.works ? [] : ['before' as const]), ...(next.works ? [] : ['after' as const])],
    };
  }
  const changes: AppliedDefaultChange[] = [];
  const components = [...new Set([...Object.keys(old.byComponent), ...Object.keys(next.byComponent)])].sort(compare);
  for (const component of components) {
    const oldMembers = before.exports[component]?.members ?? {};
    const nextMembers = after.exports[component]?.members ?? {};
    const was = old.byComponent[component] ?? {};
    const is = next.byComponent[component] ?? {};
    for (const prop of [...new Set([...Object.keys(was), ...Object.keys(is)])].sort(compare)) {
      if (!(prop in oldMembers) || !(prop in nextMembers) || was[prop] === is[prop]) continue;
      changes.push({ component, prop, ...pair(was[prop], is[prop]) });
    }
  }
  return { compared: true, changes };
}

function appliedOf(outcome: Outcome, component: string): Record<string, string> | undefined {
  return outcome.works ? outcome.byComponent[component] : undefined;
}

/** The two sides of a change, each left out where that version has none. */
function pair(before: string | undefined, after: string | undefined): { before?: string; after?: string } {
  return { ...(before !== undefined && { before }), ...(after !== undefined && { after }) };
}

function sortedKeys(record: object): string[] {
  return Object.keys(record).sort(compare);
}

/** Code-unit order: the same on every machine, whatever its locale. */
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
