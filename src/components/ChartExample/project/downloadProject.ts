import { strToU8, zipSync } from 'fflate';
import { projectVersionsFor } from './pinnedVersion';
import { projectFiles, type ProjectSource } from './projectFiles';

/**
 * Zips the example's project in the browser and hands it to the reader as `{name}.zip`, one folder
 * inside (`elastic-charts-{name}/`), as a project generator would write it. Returns the sentence that
 * says which @elastic/charts release it pins, when the reader chose their own (`pinnedVersion.ts`).
 */
export function downloadProject(example: ProjectSource): string {
  const folder = `elastic-charts-${example.name}`;
  const { versions, note } = projectVersionsFor(example.name);
  const files = projectFiles(example, versions);
  const zip = zipSync(
    Object.fromEntries(Object.entries(files).map(([file, text]) => [`${folder}/${file}`, strToU8(text)])),
    { level: 6 },
  );
  const url = URL.createObjectURL(new Blob([zip], { type: 'application/zip' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${folder}.zip`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The download has its own copy once the click is handled; the URL only holds the Blob in memory.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return note;
}
