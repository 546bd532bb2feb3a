// @ts-check
/**
 * TypeDoc plugin: document the library's React components as functions, and give the components
 * that carry static members (`defaultProps`, `displayName`, ...) a namespace of their own.
 *
 * Why: @elastic/charts ships only `.d.ts` files, where every spec component is a `const` with a
 * function type (`export declare const LineSeries: <D>(props: ...) => null`). TypeDoc files such
 * constants as variables unless their comment has the `@function` modifier, and TypeDoc 0.28 keeps
 * the static members of an `FC` as children of the function, which typedoc-plugin-markdown does not
 * write as pages. The two steps below are the whole plugin.
 */
import path from 'node:path';
import { Comment, Converter, DeclarationReflection, ReflectionKind, ReflectionType } from 'typedoc';
import { Context } from 'typedoc';
import { MemberRouter } from 'typedoc-plugin-markdown';

const PATCHED = Symbol.for('elastic-charts-docs.componentsAsFunctions');

/** @param {import('typedoc').Application} app */
export function load(app) {
  markCallableConstantsAsFunctions(app);
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context) => moveStaticMembersToNamespaces(context.project));
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
 */
function markCallableConstantsAsFunctions(app) {
  const proto = /** @type {any} */ (Context.prototype);
  const original = proto[PATCHED] ?? proto.getComment;
  proto[PATCHED] = original;
  proto.getComment = function getComment(/** @type {import('typescript').Symbol} */ symbol, /** @type {ReflectionKind} */ kind) {
    /** @type {Comment | undefined} */
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
    return marked;
  };
}

/**
 * Step 2: each top-level function with children (its static members) gets a namespace of the same
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

/** @param {DeclarationReflection} member */
function isCallable(member) {
  return Boolean(member.signatures?.length) ||
    (member.type instanceof ReflectionType && Boolean(member.type.declaration.signatures?.length));
}
