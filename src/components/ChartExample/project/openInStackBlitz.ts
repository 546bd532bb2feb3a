import { projectVersionsFor } from './pinnedVersion';
import { projectFiles, type ProjectSource } from './projectFiles';

/** StackBlitz's documented way to open a project from its files: a form POST to `/run`. */
export const STACKBLITZ_RUN_URL = 'https://stackblitz.com/run';

/**
 * Opens the example's project (the same files as the download) on StackBlitz, in a new tab, by
 * posting a form there. The form carries `rel="noopener noreferrer"`, so the new tab gets no handle
 * on this page and no referrer. StackBlitz's `node` template installs the packages and runs the
 * `dev` script. Returns the sentence that says which @elastic/charts release it pins, when the reader chose
 * their own (`pinnedVersion.ts`).
 */
export function openInStackBlitz(example: ProjectSource): string {
  const { versions, note } = projectVersionsFor(example.name);
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = `${STACKBLITZ_RUN_URL}?file=${encodeURIComponent(`src/${example.name}.tsx`)}`;
  form.target = '_blank';
  form.rel = 'noopener noreferrer';
  form.hidden = true;
  const field = (name: string, value: string) => {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  };
  field('project[title]', `@elastic/charts: ${example.title}`);
  field('project[description]', example.summary);
  field('project[template]', 'node');
  for (const [file, text] of Object.entries(projectFiles(example, versions))) field(`project[files][${file}]`, text);
  document.body.appendChild(form);
  form.submit();
  form.remove();
  return note;
}
