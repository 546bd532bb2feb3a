import type { JSONOutput } from 'typedoc';
import { ReflectionKind } from 'typedoc/models';
import type { ReflectionIndex } from './reflectionIndex';

/**
 * The exported types a type is made of, itself included: `AreaSeriesSpec` reaches
 * `BasicSeriesSpec`, `SeriesSpec`, `Spec`, `Postfixes`, ... through intersections, references and
 * the interfaces an interface extends. A shared type's table shows the defaults of the specs that reach it.
 */
export function typesReachedFrom(typeName: string, index: ReflectionIndex): Set<string> {
  const reached = new Set<string>();
  const visitReflection = (reflection: JSONOutput.DeclarationReflection | undefined) => {
    if (!reflection || reached.has(reflection.name)) return;
    if (reflection.kind !== ReflectionKind.Interface && reflection.kind !== ReflectionKind.TypeAlias) return;
    reached.add(reflection.name);
    visitType(reflection.type);
    for (const extended of reflection.extendedTypes ?? []) visitType(extended);
  };
  const visitType = (type: JSONOutput.SomeType | undefined) => {
    if (!type) return;
    if (type.type === 'intersection' || type.type === 'union') type.types.forEach(visitType);
    else if (type.type === 'reference' && typeof type.target === 'number') visitReflection(index.byId.get(type.target));
  };
  for (const reflection of index.byName.get(typeName) ?? []) visitReflection(reflection);
  return reached;
}
