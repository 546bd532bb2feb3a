import type { JSONOutput } from 'typedoc';
import { ReflectionKind } from 'typedoc/models';
import type { ReflectionIndex } from './reflectionIndex';

type Declaration = JSONOutput.DeclarationReflection;

/** A documented export and the members its table lists. */
export interface MemberSource {
  reflection: Declaration;
  kind: 'component' | 'interface' | 'type alias';
  members: Declaration[];
  /** A component's props type as the library declares it, when it is a named reference. */
  propsTypeName?: string;
}

/**
 * The members an export's table lists, or undefined when it has none to list:
 * - a component (a function, or a class such as `Chart`): the props its first parameter accepts;
 *   our TypeDoc plugin has already resolved them into an object type, sorted by name;
 * - an interface: its properties and methods, inherited ones included;
 * - a type alias: the members of the object types it is made of (intersections, references).
 */
export function collectMembers(reflection: Declaration, index: ReflectionIndex): MemberSource | undefined {
  switch (reflection.kind) {
    case ReflectionKind.Function: {
      const props = reflection.signatures?.[0]?.parameters?.[0];
      if (props?.name !== 'props' || props.type?.type !== 'reflection') return undefined;
      return withMembers(reflection, 'component', props.type.declaration.children ?? []);
    }
    case ReflectionKind.Class: {
      const constructor = reflection.children?.find((child) => child.kind === ReflectionKind.Constructor);
      const props = constructor?.signatures?.[0]?.parameters?.[0];
      if (props?.name !== 'props') return undefined;
      const source = withMembers(reflection, 'component', membersOfType(props.type, index, new Set()));
      return source && props.type?.type === 'reference' ? { ...source, propsTypeName: props.type.name } : source;
    }
    case ReflectionKind.Interface:
      return withMembers(reflection, 'interface', (reflection.children ?? []).filter(isMember));
    case ReflectionKind.TypeAlias:
      return withMembers(reflection, 'type alias', membersOfType(reflection.type, index, new Set([reflection.id])));
    default:
      return undefined;
  }
}

function withMembers(reflection: Declaration, kind: MemberSource['kind'], members: Declaration[]): MemberSource | undefined {
  if (members.length === 0) return undefined;
  const unique = new Map<string, Declaration>();
  for (const member of members) if (!unique.has(member.name)) unique.set(member.name, member);
  return { reflection, kind, members: [...unique.values()].sort((a, b) => a.name.localeCompare(b.name)) };
}

function isMember(reflection: Declaration): boolean {
  return reflection.kind === ReflectionKind.Property || reflection.kind === ReflectionKind.Method ||
    reflection.kind === ReflectionKind.Accessor;
}

/** Members of an object-like type, following references to exported types (`seen` stops cycles). */
function membersOfType(type: JSONOutput.SomeType | undefined, index: ReflectionIndex, seen: Set<number>): Declaration[] {
  if (!type) return [];
  switch (type.type) {
    case 'reflection':
      return (type.declaration.children ?? []).filter(isMember);
    case 'intersection':
      return type.types.flatMap((part) => membersOfType(part, index, seen));
    case 'reference': {
      if (typeof type.target !== 'number' || seen.has(type.target)) return [];
      const target = index.byId.get(type.target);
      if (!target) return [];
      seen.add(target.id);
      if (target.kind === ReflectionKind.Interface) return (target.children ?? []).filter(isMember);
      if (target.kind === ReflectionKind.TypeAlias) return membersOfType(target.type, index, seen);
      return [];
    }
    default:
      return [];
  }
}
