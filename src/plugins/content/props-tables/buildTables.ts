import type { JSONOutput } from 'typedoc';
import { collectMembers } from './collectMembers';
import { declaringType } from './declaringType';
import { declaredAgrees, linkedValueName, runtimeCell, type LibraryValues } from './defaultCells';
import type { ReflectionIndex } from './reflectionIndex';
import { renderDefaultTag, renderDeprecation, renderParts } from './renderComment';
import { renderType } from './renderType';
import type { RuntimeDefault, RuntimeDefaults } from './runtimeDefaults';
import type { PropsInExamples } from './propsInExamples';
import type { TypedocProject } from './readTypedocProject';
import { FORM_NOTE_TAG } from './typedocJson';
import { typesReachedFrom } from './typesReachedFrom';
import type { PropRow, PropsTableData, Segment } from './types';

type Declaration = JSONOutput.DeclarationReflection;

/** Which export keeps a name that the library exports twice (a component and its namespace, say). */
const KIND_PRIORITY: Record<PropsTableData['kind'], number> = { component: 0, interface: 1, 'type alias': 2 };

/** The examples that set each prop (`propsInExamples`), and each example's title. */
export interface ExamplesOfProps {
  used: PropsInExamples;
  titles: Map<string, string>;
}

/** What a table's defaults come from: the runtime defaults of the specs it describes. */
interface DefaultsContext {
  runtime: RuntimeDefaults;
  library: LibraryValues;
  /** For each type name, the components with runtime defaults whose props type is or includes it. */
  specsOfType: Map<string, string[]>;
}

/** One table per exported component, interface and object-like type alias of the library. */
export function buildTables(
  project: TypedocProject,
  index: ReflectionIndex,
  runtime: RuntimeDefaults,
  library: LibraryValues,
  examples: ExamplesOfProps = { used: new Map(), titles: new Map() },
): PropsTableData[] {
  const tables = new Map<string, { table: Omit<PropsTableData, 'rows'>; members: Declaration[] }>();
  for (const reflection of project.children ?? []) {
    const source = collectMembers(reflection, index);
    const url = index.urlOf(reflection.id);
    if (!source || !url) continue;
    const existing = tables.get(reflection.name);
    if (existing && KIND_PRIORITY[existing.table.kind] <= KIND_PRIORITY[source.kind]) continue;
    const propsType =
      source.kind === 'component' ? propsTypeOf(reflection.name, source.propsTypeName, index) : undefined;
    tables.set(reflection.name, {
      table: { name: reflection.name, kind: source.kind, url, ...(propsType && { propsType }) },
      members: source.members,
    });
  }
  // Defaults last: a shared type's defaults depend on every spec that includes it.
  const context: DefaultsContext = { runtime, library, specsOfType: specsOfTypes(tables.values(), runtime, index) };
  // A props type's table (`AreaSeriesSpec`) links the examples of its component (`AreaSeries`) too.
  const componentOfPropsType = new Map(
    [...tables.values()].flatMap(({ table }) => (table.propsType ? [[table.propsType.name, table.name] as const] : [])),
  );
  const size = exampleSizes(examples.used);
  return [...tables.values()].map(({ table, members }) => ({
    ...table,
    rows: members.map((member) => {
      const row = withDefault(toRow(member, index), member, table, index, context);
      return withExamples(withOrigin(row, table), [table.name, componentOfPropsType.get(table.name)], examples, size);
    }),
  }));

  function withOrigin(row: PropRow, table: Omit<PropsTableData, 'rows'>): PropRow {
    const owner = declaringType(table.propsType?.name ?? table.name, row.name, index);
    return owner && owner !== table.name && owner !== table.propsType?.name ? { ...row, inheritedFrom: owner } : row;
  }
}

/** For each type, the components with runtime defaults whose props type is it or includes it. */
function specsOfTypes(
  tables: Iterable<{ table: Omit<PropsTableData, 'rows'> }>,
  runtime: RuntimeDefaults,
  index: ReflectionIndex,
): Map<string, string[]> {
  const specsOfType = new Map<string, string[]>();
  for (const { table } of tables) {
    if (!table.propsType || !runtime.has(table.name)) continue;
    for (const typeName of typesReachedFrom(table.propsType.name, index)) {
      specsOfType.set(typeName, [...(specsOfType.get(typeName) ?? []), table.name]);
    }
  }
  return specsOfType;
}

function toRow(member: Declaration, index: ReflectionIndex): PropRow {
  const comment = commentOf(member);
  const type =
    member.type ?? (member.signatures?.length ? { type: 'reflection' as const, declaration: member } : undefined);
  const deprecated = renderDeprecation(comment, index);
  const form = comment?.blockTags?.find((tag) => tag.tag === FORM_NOTE_TAG);
  return {
    name: member.name,
    required: !member.flags.isOptional,
    type: renderType(type, index),
    description: renderParts(comment?.summary, index),
    ...(form && { form: renderParts(form.content, index).flat() }),
    ...(deprecated && { deprecated }),
  };
}

function commentOf(member: Declaration): JSONOutput.Comment | undefined {
  return member.comment ?? member.signatures?.[0]?.comment;
}

/**
 * The default a row shows. A component's table, and its props type's, show what the component
 * applies at run time. A type several specs share shows their runtime default when they agree, and
 * each spec's when they differ. Otherwise the comment's `@defaultValue`. Where the comment says
 * another value than the one applied, the row keeps what it says as `declaredDefault`.
 */
function withDefault(
  row: PropRow,
  member: Declaration,
  table: Omit<PropsTableData, 'rows'>,
  index: ReflectionIndex,
  context: DefaultsContext,
): PropRow {
  const declared = renderDefaultTag(commentOf(member), index);
  const mentions = `${JSON.stringify(member.type ?? '')} ${row.type.map((s) => s.text).join('')} ${(declared ?? []).map((s) => s.text).join('')}`;
  const specs = specsDescribedBy(table, context).filter((spec) => context.runtime.get(spec)?.has(row.name));
  const applied = specs.map((spec) => ({ spec, runtime: context.runtime.get(spec)?.get(row.name) as RuntimeDefault }));
  if (applied.length === 0) return declared ? { ...row, defaultValue: declared } : row;

  const cells = applied.map(({ spec, runtime }) => ({
    spec,
    runtime,
    value: shownCell(runtime, declared, mentions, index, context.library),
  }));
  const disagrees =
    declared !== undefined &&
    applied.some(({ runtime }) => declaredAgrees(declared, runtime.value, context.library) === false);
  const first = cells[0] as (typeof cells)[number];
  const allSame = cells.every((cell) => sameCell(cell.value, first.value));
  return {
    ...row,
    ...(allSame
      ? { defaultValue: first.value }
      : { defaultsBySpec: cells.map(({ spec, value }) => ({ spec, value })) }),
    ...(disagrees && declared && { declaredDefault: declared }),
  };
}

function withExamples(
  row: PropRow,
  tableNames: (string | undefined)[],
  examples: ExamplesOfProps,
  size: Map<string, number>,
): PropRow {
  const names = [
    ...new Set(tableNames.flatMap((name) => [...((name && examples.used.get(name)?.get(row.name)) || [])])),
  ].sort((a, b) => (size.get(a) ?? 0) - (size.get(b) ?? 0) || a.localeCompare(b));
  if (names.length === 0) return row;
  return { ...row, examples: names.map((name) => ({ name, title: examples.titles.get(name) ?? name })) };
}

/**
 * How many props each example sets, over every table: a row lists the examples that set its prop smallest
 * first, so the few links a row shows before "and N more" are those where the prop is most of what there is.
 */
function exampleSizes(used: PropsInExamples): Map<string, number> {
  const size = new Map<string, number>();
  for (const props of used.values()) {
    for (const names of props.values()) for (const name of names) size.set(name, (size.get(name) ?? 0) + 1);
  }
  return size;
}

/** Components whose runtime defaults a table shows: itself, the one it is the props type of, or those including it. */
function specsDescribedBy(table: Omit<PropsTableData, 'rows'>, context: DefaultsContext): string[] {
  if (table.kind === 'component') return context.runtime.has(table.name) ? [table.name] : [];
  return context.specsOfType.get(table.name) ?? [];
}

/** The runtime value, or the comment's words for it when they agree and name it (`DEFAULT_GLOBAL_ID`). */
function shownCell(
  runtime: RuntimeDefault,
  declared: Segment[] | undefined,
  mentions: string,
  index: ReflectionIndex,
  library: LibraryValues,
): Segment[] {
  const only = declared?.length === 1 ? declared[0] : undefined;
  const exportName = only?.code ? /^(\w+)(\.\w+)?$/.exec(only.text)?.[1] : undefined;
  if (only && exportName && exportName in library.exports && declaredAgrees([only], runtime.value, library) === true) {
    return [linkedValueName(exportName, only.text, index)];
  }
  return runtimeCell(runtime, mentions, library, index);
}

function sameCell(a: Segment[], b: Segment[]): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The type a component's props come from: the one its class declares, else the library's
 * `{Name}Spec` (`AxisSpec`, `LineSeriesSpec`), else `{Name}Props` (`PartitionProps`).
 */
function propsTypeOf(name: string, declared: string | undefined, index: ReflectionIndex): PropsTableData['propsType'] {
  for (const candidate of [declared, `${name}Spec`, `${name}Props`]) {
    if (!candidate) continue;
    const target = index.byName.get(candidate)?.find((r) => index.urlOf(r.id));
    const url = target && index.urlOf(target.id);
    if (url) return { name: candidate, url };
  }
  return undefined;
}
