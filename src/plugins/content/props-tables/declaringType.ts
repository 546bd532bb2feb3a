import type { JSONOutput } from 'typedoc';
import { ReflectionKind } from 'typedoc/models';
import type { ReflectionIndex } from './reflectionIndex';
import { typesReachedFrom } from './typesReachedFrom';

/**
 * The exported type that declares a prop itself rather than inheriting it, looked for from `root`
 * outwards: `tickFormat` of `AxisSpec` is its own; of `AreaSeriesSpec` it comes from `SeriesSpec`.
 * Undefined when no exported type declares it (a private type of the library).
 */
export function declaringType(root: string, prop: string, index: ReflectionIndex): string | undefined {
  for (const typeName of typesReachedFrom(root, index)) {
    for (const reflection of index.byName.get(typeName) ?? []) {
      if (ownMembers(reflection).some((member) => member.name === prop)) return typeName;
    }
  }
  return undefined;
}

function ownMembers(reflection: JSONOutput.DeclarationReflection): JSONOutput.DeclarationReflection[] {
  if (reflection.kind === ReflectionKind.Interface)
    return (reflection.children ?? []).filter((member) => !member.inheritedFrom);
  if (reflection.kind !== ReflectionKind.TypeAlias) return [];
  const type = reflection.type;
  const parts = type?.type === 'intersection' ? type.types : type ? [type] : [];
  return parts.flatMap((part) => (part.type === 'reflection' ? (part.declaration.children ?? []) : []));
}
