import compatibility from '@generated/chart-examples/default/compatibility.json';
import versions from '@generated/chart-examples/default/project-versions.json';
import type { ProjectVersions } from '@site/src/plugins/content/chart-examples/types';
import { YOUR_VERSION_KEY } from '@site/src/components/PropsTable/yourVersion';

/** The @elastic/charts release a project pins, and the sentence that says why. */
export interface Pin {
  version: string;
  /** Empty when the project pins the documented release and the reader chose no other. */
  note: string;
}

/**
 * The release a downloaded or StackBlitz project of `example` pins: the reader's own (chosen with the props
 * tables' "your version" picker, kept in localStorage) where the example type-checks against that major
 * (`compatibility.json`, from the compile matrix), else the `documented` one, with a sentence saying which and why.
 */
export function pinnedVersion(example: string, documented: string): Pin {
  let chosen: string | null;
  try {
    chosen = localStorage.getItem(YOUR_VERSION_KEY);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { version: documented, note: `It pins ${documented}: your version could not be read (${reason}).` };
  }
  if (!chosen || chosen === documented) return { version: documented, note: '' };
  const major = chosen.split('.')[0] ?? '';
  const checked = Object.hasOwn(compatibility.releases, major) ? compatibility.releases[major] : undefined;
  if (!checked) {
    const oldest = Math.min(...Object.keys(compatibility.releases).map(Number));
    return {
      version: documented,
      note: `It pins ${documented}: the examples are type-checked against ${oldest} and later, and your version is ${chosen}.`,
    };
  }
  if (!(compatibility.compiling[example] ?? []).includes(Number(major))) {
    return {
      version: documented,
      note: `It pins ${documented}: this example does not compile against ${checked}, the newest ${major}.x (your version is ${chosen}).`,
    };
  }
  return {
    version: chosen,
    note:
      chosen === checked
        ? `It pins ${chosen}, your version, which this example type-checks against.`
        : `It pins ${chosen}, your version: this example type-checks against ${checked}, the newest ${major}.x.`,
  };
}

/** The project's package versions with the library pinned for `example`, and the sentence that says which. */
export function projectVersionsFor(example: string): { versions: ProjectVersions; note: string } {
  const documented = versions.dependencies['@elastic/charts'];
  if (!documented) throw new Error('project-versions.json pins no @elastic/charts.');
  const pin = pinnedVersion(example, documented);
  return {
    versions: { ...versions, dependencies: { ...versions.dependencies, '@elastic/charts': pin.version } },
    note: pin.note,
  };
}
