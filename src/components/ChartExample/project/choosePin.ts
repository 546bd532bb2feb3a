import { isRelease, majorOf } from '../../../plugins/content/api-history/versions';
import type { ExampleCompatibility } from '@site/src/plugins/content/chart-examples/types';
import type { SavedVersion } from '@site/src/components/PropsTable/savedVersion';

/** The @elastic/charts release a project pins, and the sentence that says why. */
export interface Pin {
  version: string;
  /** Empty when the project pins the documented release and the reader chose no other. */
  note: string;
}

/**
 * The release a downloaded or StackBlitz project of `example` pins, given the reader's saved choice. Only a release
 * the compile matrix type-checked the example against is pinned: the matrix checks the newest release of each major
 * (`compatibility.releases`), so the reader's own release when it is that one, else that newest release of their
 * major, where the example compiles against it; otherwise the `documented` one. The note says which and why.
 */
export function choosePin(
  example: string,
  documented: string,
  saved: SavedVersion,
  compatibility: ExampleCompatibility,
): Pin {
  if ('problem' in saved) {
    return { version: documented, note: `It pins ${documented}: your version could not be read (${saved.problem}).` };
  }
  const chosen = saved.version;
  if (chosen === null || chosen === documented) return { version: documented, note: '' };
  if (!isRelease(chosen)) {
    return {
      version: documented,
      note: `It pins ${documented}: your saved version, "${chosen}", is no release number.`,
    };
  }
  const major = String(majorOf(chosen));
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
  if (chosen === checked) {
    return { version: chosen, note: `It pins ${chosen}, your version, which this example type-checks against.` };
  }
  return {
    version: checked,
    note: `It pins ${checked}, the newest ${major}.x, which this example type-checks against; your version, ${chosen}, was not checked.`,
  };
}
