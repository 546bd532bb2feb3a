import type { JSONOutput } from 'typedoc';
import { ReflectionKind } from 'typedoc/models';
import type { TypedocProject } from './readTypedocProject';

type Declaration = JSONOutput.DeclarationReflection;

/** Folder of each page kind in typedoc-plugin-markdown's output, under the reference's base URL. */
const FOLDERS: Partial<Record<ReflectionKind, string>> = {
  [ReflectionKind.Class]: 'classes',
  [ReflectionKind.Function]: 'functions',
  [ReflectionKind.Interface]: 'interfaces',
  [ReflectionKind.TypeAlias]: 'type-aliases',
  [ReflectionKind.Variable]: 'variables',
};

export interface ReflectionIndex {
  /** Every reflection of the model, by id. */
  byId: Map<number, Declaration>;
  /** Top-level reflections by name; a name exported both as a type and as a value has two. */
  byName: Map<string, Declaration[]>;
  /** The reference page of a reflection that has one of its own. */
  urlOf(id: number): string | undefined;
}

/**
 * Indexes the model. Pages exist for top-level exports and for the members of top-level
 * namespaces; the URL scheme is the markdown router's, rooted at `baseUrl` (`/all-types`).
 */
export function indexReflections(project: TypedocProject, baseUrl: string): ReflectionIndex {
  const byId = new Map<number, Declaration>();
  const byName = new Map<string, Declaration[]>();
  const urls = new Map<number, string>();

  const visit = (reflection: Declaration) => {
    byId.set(reflection.id, reflection);
    for (const child of reflection.children ?? []) visit(child);
    for (const signature of reflection.signatures ?? []) {
      for (const parameter of signature.parameters ?? []) visitType(parameter.type);
    }
    visitType(reflection.type);
  };
  const visitType = (type: JSONOutput.SomeType | undefined) => {
    if (type?.type === 'reflection') visit(type.declaration);
  };

  for (const top of project.children ?? []) {
    visit(top);
    byName.set(top.name, [...(byName.get(top.name) ?? []), top]);
    const folder = FOLDERS[top.kind];
    if (folder) urls.set(top.id, `${baseUrl}/${folder}/${top.name}`);
    if (top.kind === ReflectionKind.Namespace) {
      urls.set(top.id, `${baseUrl}/namespaces/${top.name}/`);
      for (const member of top.children ?? []) {
        const memberFolder = FOLDERS[member.kind];
        if (memberFolder) urls.set(member.id, `${baseUrl}/namespaces/${top.name}/${memberFolder}/${member.name}`);
      }
    }
  }
  return { byId, byName, urlOf: (id) => urls.get(id) };
}
