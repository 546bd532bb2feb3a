import type { History, Outcome, Surface } from '../api-history/types';
import { surfaceAt } from '../api-history/historyFile';
import { BEHAVIOUR_CHANGES } from './behaviour/behaviourChanges';
import { changesOfStep } from './behaviour/changesOfStep';
import { historyEvidenceFailures } from './behaviour/checkEvidence';
import type { BehaviourChange } from './behaviour/types';
import { diffAcross, type AppliedDefaultChange, type SurfaceDiff } from './diffSurfaces';
import type { LinkTargets } from './linkTargets';
import { stepSlug, upgradeSteps, type UpgradeStep } from './steps';
import { isLongTypeChange } from './longType';
import { themeChangeCount, themeComparison } from './themeDiff';
import { typeDelta } from './typeDelta';
import type {
  AppliedDefaultsNote,
  ChangeGroup,
  ChangeItem,
  Comparison,
  Moved,
  PeerDependencyLine,
  UpgradeIndexData,
  UpgradeStepData,
  VerifiedChange,
} from './types';

/** Where the pages live; the index is the `upgrading` doc of the docs instance. */
export const UPGRADING_PATH = '/docs/upgrading';

/** The order of a group's items: what breaks code first, then what warns, then what is new. */
const ORDER: ChangeItem['change']['change'][] = [
  'kinds',
  'definition',
  'valueType',
  'signatures',
  'propsType',
  'deprecated',
  'deprecationNote',
  'undeprecated',
  'removedProp',
  'renamedProp',
  'propType',
  'becameRequired',
  'declaredDefault',
  'appliedDefault',
  'deprecatedProp',
  'propDeprecationNote',
  'undeprecatedProp',
  'becameOptional',
  'addedProp',
];

export interface BuiltPages {
  index: UpgradeIndexData;
  steps: UpgradeStepData[];
}

/**
 * Every step's page and the index, from the history and the site's link targets; `changes` are the changes of
 * behaviour the pages list (`behaviour/behaviourChanges.ts`), whose evidence from the history must hold.
 */
export function buildPages(
  history: History,
  links: LinkTargets,
  changes: BehaviourChange[] = BEHAVIOUR_CHANGES,
): BuiltPages {
  const current = history.versions[history.versions.length - 1];
  if (!current) throw new Error('upgrade-pages: the history lists no version.');
  const surfaces = new Map<string, Surface>();
  const surface = (version: string) => {
    let found = surfaces.get(version);
    if (!found) {
      found = surfaceAt(history, version);
      surfaces.set(version, found);
    }
    return found;
  };
  const currentSurface = surface(current);
  const failures = historyEvidenceFailures(changes, (version) =>
    history.versions.includes(version) ? surface(version) : undefined,
  );
  if (failures.length > 0) {
    throw new Error(
      `upgrade-pages: the evidence of these changes of behaviour does not hold in the API history (behaviour/behaviourChanges.ts):\n${failures.join('\n')}`,
    );
  }
  const placed = new Set<string>();
  const between = (from: string, to: string) =>
    history.versions.slice(history.versions.indexOf(from), history.versions.indexOf(to) + 1).map(surface);

  const steps = upgradeSteps(history.versions);
  const pages = steps.map((step, i): UpgradeStepData => {
    // The first step also compares the releases of its older major, which no step before it covers.
    const first = step.earlierReleases[0] ?? step.from;
    const earlier =
      i === 0 && first !== step.from
        ? comparison(first, step.from, 'earlier', diffAcross(between(first, step.from)))
        : undefined;
    const major = comparison(step.from, step.to, 'major', diffAcross(between(step.from, step.to)));
    const last = step.laterReleases[step.laterReleases.length - 1] ?? step.to;
    const later = last !== step.to ? comparison(step.to, last, 'minor', diffAcross(between(step.to, last))) : undefined;
    const comparisons = [
      ...(earlier && earlier.changes > 0 ? [earlier] : []),
      major,
      ...(later && later.changes > 0 ? [later] : []),
    ];
    const slug = stepSlug(step);
    // The same three spans as the declarations', each whether or not its declarations changed.
    const spans: [Comparison['kind'], string, string][] = [
      ...(i === 0 && first !== step.from
        ? [['earlier', first, step.from] as [Comparison['kind'], string, string]]
        : []),
      ['major', step.from, step.to],
      ...(last !== step.to ? [['minor', step.to, last] as [Comparison['kind'], string, string]] : []),
    ];
    const themes = spans
      .map(([kind, from, to]) =>
        themeComparison(
          `look-${comparisonId(kind, from, to)}`,
          from,
          to,
          surface(from),
          surface(to),
          defaultThemeOf(surface(to)),
        ),
      )
      .filter((compared) => themeChangeCount(compared) > 0);
    const behaviour = changesOfStep(step, i === 0, changes);
    for (const change of behaviour) placed.add(change.id);
    for (const compared of comparisons) annotateMoves(compared, behaviour);
    return {
      slug,
      path: `${UPGRADING_PATH}/${slug}`,
      title: `Upgrading from ${step.fromMajor} to ${step.toMajor}`,
      description: description(step, comparisons),
      fromMajor: step.fromMajor,
      toMajor: step.toMajor,
      skippedMajors: step.skippedMajors,
      current,
      comparisons,
      themes,
      behaviour,
      ...(later && later.changes === 0 && { unchangedAfter: { from: step.to, to: last } }),
      ...(earlier && earlier.changes === 0 && { unchangedBefore: { from: first, to: step.from } }),
      verified: comparisons.flatMap(verifiedChanges),
      index: { path: UPGRADING_PATH, title: 'Upgrading', oldest: history.versions[0] ?? current },
    };
  });
  const unplaced = changes.filter(({ id }) => !placed.has(id));
  if (unplaced.length > 0) {
    throw new Error(
      `upgrade-pages: no step's releases include these changes of behaviour: ${unplaced.map(({ id, release }) => `${id} (${release})`).join(', ')}.`,
    );
  }
  return {
    index: {
      current,
      steps: pages.map((page) => ({
        path: page.path,
        title: page.title,
        fromMajor: page.fromMajor,
        toMajor: page.toMajor,
        comparisons: page.comparisons.map(({ id, from, to, changes }) => ({ id, from, to, changes })),
        touches: touchedNames(page),
        behaviour: page.behaviour.map(({ id, release, summary }) => ({ id, release, summary })),
      })),
      verified: pages.flatMap((page) => page.verified),
    },
    steps: pages,
  };

  function comparison(from: string, to: string, kind: Comparison['kind'], diff: SurfaceDiff): Comparison {
    const id = comparisonId(kind, from, to);
    const groups = changeGroups(diff, id, surface(to), currentSurface, links);
    const peerDependencies = diff.peerDependencies.map(peerLine);
    const changes =
      diff.removedExports.length +
      diff.addedExports.length +
      groups.reduce((sum, group) => sum + group.items.length, 0) +
      peerDependencies.length +
      diff.stylesheets.removed.length +
      diff.stylesheets.added.length;
    return {
      id,
      heading: `${from} → ${to}`,
      from,
      to,
      kind,
      changes,
      peerDependencies,
      stylesheets: diff.stylesheets,
      removedExports: diff.removedExports,
      addedExports: diff.addedExports.map((entry) => {
        const href = links.exportPage(entry.name);
        return { ...entry, ...(href && { href }) };
      }),
      groups,
      applied: appliedNote([
        [from, surface(from)],
        [to, surface(to)],
      ]),
    };
  }

  function verifiedChanges(compared: Comparison): VerifiedChange[] {
    const { from, to } = compared;
    const found: VerifiedChange[] = compared.peerDependencies.map((peer) => ({
      kind: 'peerDependency',
      from,
      to,
      peer,
    }));
    for (const group of compared.groups) {
      for (const item of group.items) {
        const change = item.change;
        const href = item.rows[0]?.href;
        if (change.change === 'appliedDefault') {
          const { component, prop, before, after } = change;
          found.push({
            kind: 'appliedDefault',
            from,
            to,
            applied: { component, prop, ...pair(before, after), ...(href && { href }) },
          });
        } else if (change.change === 'declaredDefault' && item.applied) {
          found.push({
            kind: 'appliedDefault',
            from,
            to,
            applied: { prop: change.prop, ...item.applied, ...(href && { href }) },
          });
        }
      }
    }
    return found;
  }
}

/**
 * The changes of a comparison, export by export: each change once, under the first export it is on
 * (components first), with the links of every export it is on.
 */
export function changeGroups(
  diff: SurfaceDiff,
  prefix: string,
  after: Surface,
  current: Surface,
  links: LinkTargets,
): ChangeGroup[] {
  // Each change, by what it says, with the exports it is on. A prop added optional to a component and
  // required to its spec type is one change, the required ones named on it; so is one whose applied
  // default only the component has (a type applies nothing).
  const byChange = new Map<string, { change: ChangeItem['change']; exports: string[]; required: string[] }>();
  const add = (name: string, change: ChangeItem['change']) => {
    const key = JSON.stringify(
      change.change === 'addedProp' ? { ...change, optional: undefined, appliedDefault: undefined } : change,
    );
    const entry = byChange.get(key) ?? { change, exports: [], required: [] };
    byChange.set(key, entry);
    entry.exports.push(name);
    if (change.change === 'addedProp' && !change.optional) entry.required.push(name);
    if (change.change === 'addedProp' && entry.change.change === 'addedProp' && change.appliedDefault !== undefined)
      entry.change = { ...entry.change, appliedDefault: change.appliedDefault };
  };
  for (const { name, changes } of diff.changedExports) for (const change of changes) add(name, change);

  // The defaults a chart applies: on the item of the declared default that says the same change, else on their own.
  const applied = new Map<string, AppliedDefaultChange[]>();
  for (const method of ['specs', 'parameters'] as const) {
    const outcome = diff.appliedDefaults[method];
    if (!outcome.compared) continue;
    for (const change of outcome.changes) {
      applied.set(change.component, [...(applied.get(change.component) ?? []), change]);
    }
  }
  for (const [component, changes] of applied) {
    for (const change of changes) {
      const declared = [...byChange.values()].some(
        (entry) =>
          entry.exports.includes(component) &&
          entry.change.change === 'declaredDefault' &&
          entry.change.prop === change.prop,
      );
      if (!declared) add(component, { change: 'appliedDefault', ...change });
    }
  }

  const groups = new Map<string, ChangeGroup>();
  for (const { change, exports, required } of byChange.values()) {
    const [lead, ...others] = orderExports(exports, after);
    if (!lead) continue;
    const group = groups.get(lead) ?? { id: '', name: lead, items: [] };
    groups.set(lead, group);
    const mixed = required.length > 0 && required.length < exports.length;
    const leadChange = change.change === 'addedProp' ? { ...change, optional: !required.includes(lead) } : change;
    group.items.push({
      ...item(leadChange, [lead, ...others]),
      ...(mixed && { requiredOn: orderExports(required, after) }),
    });
  }
  const ordered = [...groups.values()].sort(
    (a, b) => Number(!isComponent(a.name, after)) - Number(!isComponent(b.name, after)) || compare(a.name, b.name),
  );
  for (const group of ordered) {
    group.items.sort(
      (a, b) =>
        ORDER.indexOf(a.change.change) - ORDER.indexOf(b.change.change) || compare(propOf(a.change), propOf(b.change)),
    );
    group.id = `${prefix}-${group.name.toLowerCase()}`;
    const href = links.exportPage(group.name);
    if (href) group.href = href;
  }
  return ordered;

  function item(change: ChangeItem['change'], exports: string[]): ChangeItem {
    const alsoOn = exports.slice(1);
    const prop = linkedProp(change);
    const appliedChange =
      change.change === 'declaredDefault'
        ? exports.flatMap((name) => applied.get(name) ?? []).find((entry) => entry.prop === change.prop)
        : undefined;
    const delta = longTypeDelta(change);
    if (!prop) return { change, alsoOn, rows: [], examples: [], ...(delta && { typeDelta: delta }) };
    const rows = uniqueBy(
      exports.flatMap((name) => links.rows(name, prop)),
      (row) => row.href,
    );
    // Rows on hand-written pages; the reference's entry only where no hand-written page has a row.
    const handWritten = rows.filter((row) => row.href.includes('#prop-'));
    const examples = uniqueBy(
      exports.flatMap((name) => links.examples(name, prop)),
      (example) => example.name,
    ).sort((a, b) => compare(a.title, b.title));
    return {
      change,
      alsoOn,
      ...(appliedChange && {
        applied: { component: appliedChange.component, ...pair(appliedChange.before, appliedChange.after) },
      }),
      current: exports.some((name) => current.exports[name]?.members?.[prop] !== undefined),
      rows: handWritten.length > 0 ? handWritten : rows.slice(0, 1),
      examples,
      ...(delta && { typeDelta: delta }),
    };
  }
}

/** The prop an item links: one the newer version has (a removed prop links nowhere). */
function linkedProp(change: ChangeItem['change']): string | undefined {
  switch (change.change) {
    case 'removedProp':
      return undefined;
    case 'renamedProp':
      return change.to;
    case 'addedProp':
    case 'propType':
    case 'becameRequired':
    case 'becameOptional':
    case 'declaredDefault':
    case 'deprecatedProp':
    case 'propDeprecationNote':
    case 'undeprecatedProp':
    case 'appliedDefault':
      return change.prop;
    default:
      return undefined;
  }
}

function propOf(change: ChangeItem['change']): string {
  if (change.change === 'renamedProp') return change.from;
  return 'prop' in change ? change.prop : '';
}

function longTypeDelta(change: ChangeItem['change']): ChangeItem['typeDelta'] {
  if (!['propType', 'definition', 'valueType'].includes(change.change)) return undefined;
  const { before, after } = change as { before?: string; after?: string };
  if (before === undefined || after === undefined || !isLongTypeChange(before, after)) return undefined;
  return typeDelta(before, after);
}

/** Components first (what a reader writes in JSX), then the types, each alphabetically. */
function orderExports(names: string[], surface: Surface): string[] {
  return [...new Set(names)].sort(
    (a, b) => Number(!isComponent(a, surface)) - Number(!isComponent(b, surface)) || compare(a, b),
  );
}

function isComponent(name: string | undefined, surface: Surface): boolean {
  return name !== undefined && (surface.exports[name]?.kinds.includes('component') ?? false);
}

/**
 * Whether a new peer range drops or adds majors of the old one, where both are unions of caret ranges
 * (`^16.12 || ^17.0 || ^18.0` to `^18.0` narrows); left unsaid for any other form.
 */
export function peerLine(change: { name: string; before?: string; after?: string }): PeerDependencyLine {
  const majors = (range: string | undefined) => {
    const parts = range?.split('||').map((part) => /^\s*\^(\d+)(\.\d+){0,2}\s*$/.exec(part)?.[1]);
    return parts?.every((part) => part !== undefined) ? new Set(parts.map(Number)) : undefined;
  };
  const before = majors(change.before);
  const after = majors(change.after);
  let direction: PeerDependencyLine['direction'];
  if (before && after) {
    const dropped = [...before].some((major) => !after.has(major));
    const gained = [...after].some((major) => !before.has(major));
    if (dropped && !gained) direction = 'narrowed';
    if (gained && !dropped) direction = 'widened';
  }
  return { ...change, ...(direction && { direction }) };
}

/** Which methods of reading applied defaults could not read one of the two versions, and why. */
function appliedNote(compared: [string, Surface][]): AppliedDefaultsNote {
  const unread: AppliedDefaultsNote['unread'] = [];
  for (const method of ['specs', 'parameters'] as const) {
    const failed = compared.flatMap(([version, surface]): [string, Outcome][] => {
      const outcome = surface.appliedDefaults[method];
      return outcome.works ? [] : [[version, outcome]];
    });
    if (failed.length === 0) continue;
    unread.push({
      method,
      versions: failed.map(([version]) => version),
      reasons: [...new Set(failed.flatMap(([, outcome]) => (outcome.works ? [] : outcome.reasons)))],
    });
  }
  return { unread };
}

function description(step: UpgradeStep, comparisons: Comparison[]): string {
  const total = comparisons.reduce((sum, compared) => sum + compared.changes, 0);
  const later = comparisons.find((compared) => compared.kind === 'minor');
  return `What changed in the declarations of @elastic/charts from ${step.from} to ${step.to}${
    later ? ` and on to ${later.to}` : ''
  }: ${total} ${total === 1 ? 'change' : 'changes'}, with links to each prop's row and the examples that set it.`;
}

/**
 * Marks what a comparison lists as removed with where the step's changes of behaviour say it moved: a prop
 * (`MetricSpec.body` → `MetricBase.body`, or a key inside it, `MetricStyle.text.darkColor`), on any export its line
 * is about, or an export (`BulletGraph` → `Bullet`), so that the declarations' removal reads as the move it is.
 */
function annotateMoves(compared: Comparison, behaviour: BehaviourChange[]): void {
  const movesOf = (names: string[]): Moved | undefined => {
    for (const change of behaviour) {
      const to = (change.moves ?? [])
        .filter(({ from }) => names.some((name) => from === name || from.startsWith(`${name}.`)))
        .map((move) => move.to);
      if (to.length > 0) return { to: [...new Set(to)], change: change.id };
    }
    return undefined;
  };
  for (const group of compared.groups) {
    for (const item of group.items) {
      if (item.change.change !== 'removedProp') continue;
      const prop = item.change.prop;
      const moved = movesOf([group.name, ...item.alsoOn].map((name) => `${name}.${prop}`));
      if (moved) item.moved = moved;
    }
  }
  for (const removed of compared.removedExports) {
    const moved = movesOf([removed.name]);
    if (moved) removed.moved = moved;
  }
}

/**
 * Every name a step changes, for the index, so that a search for a prop, or a reader asking what replaced it, finds
 * the step: the props of its change lines (both names of a rename), its exports removed and added, and the names
 * its changes of behaviour move. Sorted, each once.
 */
function touchedNames(page: UpgradeStepData): string[] {
  const names = new Set<string>();
  for (const compared of page.comparisons) {
    for (const { name } of [...compared.removedExports, ...compared.addedExports]) names.add(name);
    for (const group of compared.groups) {
      for (const { change } of group.items) {
        if (change.change === 'renamedProp') {
          names.add(change.from);
          names.add(change.to);
        } else if ('prop' in change) names.add(change.prop);
      }
    }
  }
  for (const { moves } of page.behaviour) {
    for (const { from, to } of moves ?? []) {
      names.add(from);
      names.add(to);
    }
  }
  return [...names].sort((a, b) => compare(a.toLowerCase(), b.toLowerCase()) || compare(a, b));
}

/** A comparison's anchor: `from-64-1-0-to-65-0-0`, `later-65-2-0`, `earlier-60-0-0`. */
function comparisonId(kind: Comparison['kind'], from: string, to: string): string {
  if (kind === 'major') return `from-${slugOf(from)}-to-${slugOf(to)}`;
  return kind === 'minor' ? `later-${slugOf(to)}` : `earlier-${slugOf(from)}`;
}

/** The theme a chart applies when `Settings` sets no `baseTheme`: its applied default, where the history read it. */
function defaultThemeOf(surface: Surface): string | undefined {
  const specs = surface.appliedDefaults.specs;
  return specs.works ? specs.byComponent.Settings?.baseTheme : undefined;
}

function slugOf(version: string): string {
  return version.replace(/\./g, '-');
}

function pair(before: string | undefined, after: string | undefined): { before?: string; after?: string } {
  return { ...(before !== undefined && { before }), ...(after !== undefined && { after }) };
}

function uniqueBy<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const value = key(item);
    if (seen.has(value)) return false;
    seen.add(value);
    return true;
  });
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
