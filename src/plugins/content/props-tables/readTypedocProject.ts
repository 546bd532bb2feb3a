import { readFile } from 'node:fs/promises';
import type { JSONOutput } from 'typedoc';

export type TypedocProject = JSONOutput.ProjectReflection;

function isProject(value: unknown): value is TypedocProject {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<TypedocProject>;
  return typeof candidate.schemaVersion === 'string' && Array.isArray(candidate.children);
}

/**
 * Reads the JSON model TypeDoc writes beside the generated reference (the `json` option of
 * typedoc.json). Fails with a message that says what to do, never with a half-empty table.
 */
export async function readTypedocProject(file: string): Promise<TypedocProject> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (cause) {
    throw new Error(
      `props-tables: TypeDoc's JSON model ${file} could not be read. It is written by ` +
        'docusaurus-plugin-typedoc when the site starts or builds (the "json" option of typedoc.json); ' +
        'check the TypeDoc messages above.',
      { cause },
    );
  }
  const parsed: unknown = JSON.parse(text);
  if (!isProject(parsed)) {
    throw new Error(`props-tables: ${file} is not a TypeDoc project model (no schemaVersion or children).`);
  }
  return parsed;
}
