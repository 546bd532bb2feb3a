import type { LoadContext, Plugin } from '@docusaurus/types';
import { installedLibrary } from '../installedLibrary';
import { libraryTypes } from '../props-tables/libraryTypes';
import { baseThemes } from './baseThemes';
import { themeParameters } from './themeParameters';
import type { ThemeParametersData } from './types';

/** `@generated/theme-parameters/default/theme-parameters.json`, imported by the theme builder's chunk only. */
export const THEME_PARAMETERS_FILE = 'theme-parameters.json';

/**
 * The theme builder's controls, generated from the installed library's declarations at build time
 * (`/theme-builder`, `src/components/ThemeBuilder/`):
 * 1. walk the `Theme` type with the compiler, the same view of the library the props tables read
 *    (`props-tables/libraryTypes.ts`): every parameter, its type as written, its control, its unit
 *    and the library's comment on it (`themeParameters.ts`, `controlKind.ts`); a parameter the builder
 *    has no control for fails the build;
 * 2. list the base themes the library exports, paired as light and dark (`baseThemes.ts`);
 * 3. write both as one JSON file, and print how many parameters there are.
 */
export default function themeParametersPlugin(context: LoadContext): Plugin {
  return {
    name: 'theme-parameters',
    async contentLoaded({ actions }) {
      const library = libraryTypes();
      const data: ThemeParametersData = {
        version: installedLibrary(context.siteDir).version(),
        parameters: themeParameters(library),
        bases: baseThemes(library),
      };
      const sections = new Set(data.parameters.map(({ section }) => section));
      console.log(
        `[theme-parameters] ${data.parameters.length} parameters in ${sections.size} top-level keys of Theme; ` +
          `${data.bases.length} base families`,
      );
      await actions.createData(THEME_PARAMETERS_FILE, JSON.stringify(data));
    },
  };
}
