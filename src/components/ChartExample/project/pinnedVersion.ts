import compatibility from '@generated/chart-examples/default/compatibility.json';
import versions from '@generated/chart-examples/default/project-versions.json';
import type { ProjectVersions } from '@site/src/plugins/content/chart-examples/types';
import { readSavedVersion } from '@site/src/components/PropsTable/savedVersion';
import { choosePin } from './choosePin';

/**
 * The project's package versions with the library pinned for `example` (`choosePin.ts`, from the reader's saved
 * version and the compile matrix), and the sentence that says which.
 */
export function projectVersionsFor(example: string): { versions: ProjectVersions; note: string } {
  const documented = versions.dependencies['@elastic/charts'];
  if (!documented) throw new Error('project-versions.json pins no @elastic/charts.');
  const pin = choosePin(example, documented, readSavedVersion(), compatibility);
  return {
    versions: { ...versions, dependencies: { ...versions.dependencies, '@elastic/charts': pin.version } },
    note: pin.note,
  };
}
