import type { JSONOutput } from 'typedoc';
import { collectMembers } from './collectMembers';
import type { ReflectionIndex } from './reflectionIndex';
import { renderDefaultTag, renderDeprecation, renderParts } from './renderComment';
import { renderType } from './renderType';
import type { RuntimeDefaults } from './runtimeDefaults';
import type { TypedocProject } from './readTypedocProject';
import type { PropRow, PropsTableData } from './types';

/** Which export keeps a name that the library exports twice (a component and its namespace, say). */
const KIND_PRIORITY: Record<PropsTableData['kind'], number> = { component: 0, interface: 1, 'type alias': 2 };

/** One table per exported component, interface and object-like type alias of the library. */
export function buildTables(project: TypedocProject, index: ReflectionIndex, defaults: RuntimeDefaults): PropsTableData[] {
  const tables = new Map<string, PropsTableData>();
  for (const reflection of project.children ?? []) {
    const source = collectMembers(reflection, index);
    const url = index.urlOf(reflection.id);
    if (!source || !url) continue;
    const existing = tables.get(reflection.name);
    if (existing && KIND_PRIORITY[existing.kind] <= KIND_PRIORITY[source.kind]) continue;
    const componentDefaults = defaults.get(reflection.name);
    tables.set(reflection.name, {
      name: reflection.name,
      kind: source.kind,
      url,
      ...(source.kind === 'component' && { propsType: propsTypeOf(reflection.name, source.propsTypeName, index) }),
      rows: source.members.map((member) => toRow(member, componentDefaults?.get(member.name), index)),
    });
  }
  return [...tables.values()];
}

function toRow(member: JSONOutput.DeclarationReflection, runtimeDefault: PropRow['defaultValue'], index: ReflectionIndex): PropRow {
  const comment = member.comment ?? member.signatures?.[0]?.comment;
  const type = member.type ?? (member.signatures?.length ? { type: 'reflection' as const, declaration: member } : undefined);
  const defaultValue = runtimeDefault ?? renderDefaultTag(comment, index);
  const deprecated = renderDeprecation(comment, index);
  return {
    name: member.name,
    required: !member.flags.isOptional,
    type: renderType(type, index),
    ...(defaultValue && { defaultValue }),
    description: renderParts(comment?.summary, index),
    ...(deprecated && { deprecated }),
  };
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
