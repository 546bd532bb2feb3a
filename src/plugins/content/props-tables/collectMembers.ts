import type { JSONOutput } from 'typedoc';
import { ReflectionKind } from 'typedoc/models';
import { componentProps } from './componentForms';
import { destructuredDefaults } from './destructuredDefaults';
import { libraryTypes } from './libraryTypes';
import type { ReflectionIndex } from './reflectionIndex';

type Declaration = JSONOutput.DeclarationReflection;
type SomeType = JSONOutput.SomeType;
type Part = JSONOutput.CommentDisplayPart;

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
 * - a component (a function, or a class such as `Chart`): the props its first parameter accepts.
 *   Our TypeDoc plugin has already resolved the props of most components into an object type. The
 *   others are read with the TypeScript compiler from the installed declarations: components whose
 *   props are destructured (`({ margin }: TooltipDividerProps)`), typed with a type the library
 *   keeps private, or a union of forms (`TooltipTable` takes `children` or `columns` and `items`);
 *   for a union, each row says which form it belongs to (`componentProps` below). Literal defaults
 *   the compiled component gives in its destructured parameter become the rows' `@defaultValue`;
 * - an interface: its properties and methods, inherited ones included;
 * - a type alias: the members of the object types it is made of (intersections, references).
 */
export function collectMembers(reflection: Declaration, index: ReflectionIndex): MemberSource | undefined {
  switch (reflection.kind) {
    case ReflectionKind.Function:
      return functionComponent(reflection, index);
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

/**
 * A function's table, when it is a component: its first parameter is `props` as our TypeDoc plugin
 * resolved it, or it is named like a component and returns what a component returns.
 */
function functionComponent(reflection: Declaration, index: ReflectionIndex): MemberSource | undefined {
  const signature = reflection.signatures?.[0];
  const props = signature?.parameters?.[0];
  if (!signature || !props) return undefined;
  const resolved =
    props.name === 'props' && props.type?.type === 'reflection' ? (props.type.declaration.children ?? []) : undefined;
  if (!resolved && !returnsElement(reflection.name, signature)) return undefined;

  const library = libraryTypes();
  // Props our TypeDoc plugin resolved are kept, unless their type is a union of forms.
  const compiled = componentProps(library, reflection.name, index, !resolved);
  let source: MemberSource | undefined;
  if (compiled) {
    source = withMembers(reflection, 'component', compiled.members);
    if (source && compiled.propsTypeName) source.propsTypeName = compiled.propsTypeName;
  } else if (resolved) {
    source = withMembers(reflection, 'component', resolved);
  } else if (props.type?.type === 'reflection') {
    source = withMembers(reflection, 'component', (props.type.declaration.children ?? []).filter(isMember));
  }
  if (!source) return source;
  const defaults = destructuredDefaults(library, reflection.name, index);
  return defaults.size === 0
    ? source
    : { ...source, members: source.members.map((member) => withDefaultTag(member, defaults.get(member.name))) };
}

/** A component's name starts with a capital, and it returns an element, a node or `null`. */
function returnsElement(name: string, signature: JSONOutput.SignatureReflection): boolean {
  const isElement = (type: SomeType | undefined): boolean => {
    if (!type) return false;
    if (type.type === 'literal') return type.value === null;
    if (type.type === 'union') return type.types.every(isElement);
    return (
      type.type === 'reference' &&
      type.package === '@types/react' &&
      ['Element', 'ReactElement', 'ReactNode'].includes(type.name)
    );
  };
  return /^[A-Z]/.test(name) && isElement(signature.type);
}

function withMembers(
  reflection: Declaration,
  kind: MemberSource['kind'],
  members: Declaration[],
): MemberSource | undefined {
  if (members.length === 0) return undefined;
  const unique = new Map<string, Declaration>();
  for (const member of members) if (!unique.has(member.name)) unique.set(member.name, member);
  return { reflection, kind, members: [...unique.values()].sort((a, b) => a.name.localeCompare(b.name)) };
}

function isMember(reflection: Declaration): boolean {
  return (
    reflection.kind === ReflectionKind.Property ||
    reflection.kind === ReflectionKind.Method ||
    reflection.kind === ReflectionKind.Accessor
  );
}

/** Members of an object-like type, following references to exported types (`seen` stops cycles). */
function membersOfType(type: SomeType | undefined, index: ReflectionIndex, seen: Set<number>): Declaration[] {
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

/** The member with a `@defaultValue` tag holding `value`, unless its comment already declares one. */
function withDefaultTag(member: Declaration, value: Part[] | undefined): Declaration {
  const comment = member.comment ?? member.signatures?.[0]?.comment;
  if (!value || comment?.blockTags?.some((tag) => tag.tag === '@defaultValue' || tag.tag === '@default')) return member;
  const tag: JSONOutput.CommentTag = { tag: '@defaultValue', content: value };
  return {
    ...member,
    comment: { ...comment, summary: comment?.summary ?? [], blockTags: [...(comment?.blockTags ?? []), tag] },
  };
}
