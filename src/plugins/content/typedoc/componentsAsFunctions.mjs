// @ts-check
/**
 * TypeDoc plugin: document the library's React components as functions, and give the components
 * that carry static members (`defaultProps`, `displayName`, ...) a namespace of their own.
 *
 * Why: @elastic/charts ships only `.d.ts` files, where every spec component is a `const` with a
 * function type (`export declare const LineSeries: <D>(props: ...) => null`). TypeDoc files such
 * constants as variables unless their comment has the `@function` modifier, and TypeDoc 0.28 keeps
 * the static members of an `FC` as children of the function, which typedoc-plugin-markdown does not
 * write as pages. A component's props type is an `SFProps<Spec, ...>` built from `Pick`s of types the
 * library partly keeps private, so TypeDoc's model cannot list the props; step 2 resolves them.
 * Step 3 gives the static members their namespace, step 4 keeps class pages to the library's own
 * members, and step 5 leaves out the maintainers' to-do notes that some doc comments carry. The
 * five steps below, numbered in the order they run, are the whole plugin.
 */
import path from 'node:path';
import { Comment, Converter, DeclarationReflection, ReflectionKind, ReflectionType } from 'typedoc';
import { Context } from 'typedoc';
import { MemberRouter } from 'typedoc-plugin-markdown';
import { shapesOf } from '../../guards/internalTouches.mjs';
import { assertShapes } from '../../guards/upstreamShape.mjs';

const PATCHED = Symbol.for('elastic-charts-docs.componentsAsFunctions');

/**
 * TypeDoc's `Context.getComment`, as a function that needs its context as `this` (step 1 keeps it
 * apart from the prototype and calls it with the context it was called on).
 * @typedef {(this: Context, ...args: Parameters<Context['getComment']>) => ReturnType<Context['getComment']>} GetComment
 */
/**
 * `Context.prototype` as step 1 patches it: the `getComment` it wraps, and TypeDoc's own under PATCHED,
 * so that loading the plugin again in the same process wraps TypeDoc's function, not the last wrapper.
 * @typedef {{ getComment: GetComment, [PATCHED]?: GetComment }} PatchedContextPrototype
 */

/** @param {import('typedoc').Application} app */
export function load(app) {
  // Step 1 patches TypeDoc's Context.prototype.getComment: check it is still there and still called.
  assertShapes('typedoc', shapesOf('typedoc'));
  /** @type {Set<string>} Names of the top-level constants that step 1 turned into functions: the components. */
  const components = new Set();
  markCallableConstantsAsFunctions(app, components);
  app.converter.on(Converter.EVENT_CREATE_SIGNATURE, (context, signature, _node, tsSignature) =>
    resolveComponentProps(context, signature, tsSignature, components),
  );
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context) => {
    if (components.size === 0) {
      throw new Error(
        'typedoc: no component of @elastic/charts was documented as a function; TypeDoc no longer calls ' +
          'Context.prototype.getComment for a variable. Update step 1 of src/plugins/content/typedoc/componentsAsFunctions.mjs.',
      );
    }
    moveStaticMembersToNamespaces(context.project);
    dropInheritedExternalMembers(context.project);
    dropToDoNotes(context.project);
  });
  app.renderer.defineRouter('top-level-namespaces', TopLevelNamespacesRouter);
}

/**
 * typedoc-plugin-markdown's member router files a namespace under its parent's folder; for a
 * namespace of the project itself that folder is derived from the package name (`@elastic/`).
 * Top-level namespaces go to `namespaces/{Name}/`, beside `functions/`, `interfaces/`, ...; their
 * members follow, since the router derives a member's folder from its namespace's name.
 */
class TopLevelNamespacesRouter extends MemberRouter {
  /** @param {import('typedoc').Reflection} reflection */
  getIdealBaseName(reflection) {
    const ideal = super.getIdealBaseName(reflection);
    if (!reflection.kindOf(ReflectionKind.Namespace) || !reflection.parent?.isProject()) {
      return ideal;
    }
    return `namespaces/${reflection.name}/${path.posix.basename(ideal)}`;
  }
}

/**
 * Step 1: a top-level `const` whose type can be called (and not constructed) gets the `@function`
 * modifier on its comment, the documented switch TypeDoc reads in `convertVariable`.
 * @param {import('typedoc').Application} app
 * @param {Set<string>} components collects the names of the constants so marked
 */
function markCallableConstantsAsFunctions(app, components) {
  const proto = /** @type {PatchedContextPrototype} */ (Context.prototype);
  const original = proto[PATCHED] ?? proto.getComment;
  proto[PATCHED] = original;
  proto.getComment = function getComment(symbol, kind) {
    const comment = original.call(this, symbol, kind);
    if (this.converter.application !== app || kind !== ReflectionKind.Variable || !this.scope.isProject()) {
      return comment;
    }
    const declaration = symbol.getDeclarations()?.[0];
    if (!declaration) return comment;
    const type = this.checker.getTypeOfSymbolAtLocation(symbol, declaration);
    if (type.getCallSignatures().length === 0 || type.getConstructSignatures().length > 0) {
      return comment;
    }
    const marked = comment ?? new Comment();
    marked.modifierTags.add('@function');
    components.add(symbol.name);
    return marked;
  };
}

/**
 * Step 2: the `props` parameter of a component becomes an object type listing every prop the
 * component accepts, each converted by TypeDoc from the property's own declaration (type, optional
 * flag, doc comment with `@defaultValue` and `@deprecated`), sorted by name.
 * @param {import('typedoc').Context} context scoped to the component's function reflection
 * @param {import('typedoc').SignatureReflection} signature
 * @param {import('typescript').Signature | undefined} tsSignature
 * @param {Set<string>} components
 */
function resolveComponentProps(context, signature, tsSignature, components) {
  const component = signature.parent;
  const propsSymbol = tsSignature?.parameters[0];
  const propsReflection = signature.parameters?.[0];
  if (
    !component.parent?.isProject() ||
    !components.has(component.name) ||
    !propsSymbol ||
    propsReflection?.name !== 'props'
  ) {
    return;
  }
  const propsType = context.checker.getTypeOfSymbol(propsSymbol);
  const props = context.checker.getPropertiesOfType(propsType);
  if (props.length === 0) return;
  const literal = new DeclarationReflection('__type', ReflectionKind.TypeLiteral, propsReflection);
  context.project.registerReflection(literal, undefined, undefined);
  const literalContext = context.withScope(signature).withScope(propsReflection).withScope(literal);
  for (const prop of [...props].sort((a, b) => a.name.localeCompare(b.name))) {
    context.converter.convertSymbol(literalContext, prop);
  }
  propsReflection.type = new ReflectionType(literal);
}

/**
 * Step 3: each top-level function with children (its static members) gets a namespace of the same
 * name that holds those members: callable ones as functions, the rest as variables. React's
 * internal `$$typeof` marker is left out.
 * @param {import('typedoc').ProjectReflection} project
 */
function moveStaticMembersToNamespaces(project) {
  const functions = project.getChildrenByKind(ReflectionKind.Function).filter((fn) => fn.children?.length);
  for (const fn of functions) {
    const namespace = new DeclarationReflection(fn.name, ReflectionKind.Namespace, project);
    project.registerReflection(namespace, undefined, undefined);
    project.addChild(namespace);
    // A copy: removing `$$typeof` shortens `fn.children` while we walk it.
    for (const member of [...(fn.children ?? [])]) {
      if (member.name === '$$typeof') {
        project.removeReflection(member);
        continue;
      }
      member.parent = namespace;
      member.kind = isCallable(member) ? ReflectionKind.Function : ReflectionKind.Variable;
      if (member.kind === ReflectionKind.Function && member.type instanceof ReflectionType) {
        member.signatures = member.type.declaration.signatures;
        for (const signature of member.signatures ?? []) signature.parent = member;
        member.type = undefined;
      }
      namespace.addChild(member);
    }
    fn.children = undefined;
    fn.childrenIncludingDocuments = undefined;
  }
}

/**
 * Step 4: a class lists the members it declares, not the ones it inherits from a type outside the
 * library (`Chart` extends React's `Component`: `setState`, `refs`, `context`, ... are React's own
 * and documented there). What counts as outside is typedoc.json's `externalPattern`.
 * @param {import('typedoc').ProjectReflection} project
 */
function dropInheritedExternalMembers(project) {
  for (const cls of project.getChildrenByKind(ReflectionKind.Class)) {
    for (const member of [...(cls.children ?? [])]) {
      if (member.inheritedFrom && member.flags.isExternal) project.removeReflection(member);
    }
  }
}

/** A line of a doc comment that is a to-do note to the library's maintainers, not documentation. */
const TO_DO_LINE = /^[ \t]*todo\b.*(\n|$)/gim;

/**
 * Step 5: doc comments lose their to-do lines (such as "to-do: pass datum to accessors when
 * applicable"): they describe the library's plans, not what it does today.
 * @param {import('typedoc').ProjectReflection} project
 */
function dropToDoNotes(project) {
  for (const reflection of Object.values(project.reflections)) {
    const comments = [reflection.comment];
    if (reflection instanceof DeclarationReflection) {
      comments.push(...(reflection.signatures ?? []).map((signature) => signature.comment));
    }
    for (const comment of comments) {
      if (!comment) continue;
      for (const parts of [comment.summary, ...comment.blockTags.map((tag) => tag.content)]) {
        for (const part of parts) {
          if (part.kind === 'text') part.text = part.text.replace(TO_DO_LINE, '');
        }
      }
    }
  }
}

/** @param {DeclarationReflection} member */
function isCallable(member) {
  return (
    Boolean(member.signatures?.length) ||
    (member.type instanceof ReflectionType && Boolean(member.type.declaration.signatures?.length))
  );
}
