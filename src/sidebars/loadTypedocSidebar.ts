import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

/** One entry of a sidebar (the plugin exports the whole config type, not its items). */
export type SidebarItemConfig = Extract<SidebarsConfig[string], unknown[]>[number];

/** Written by docusaurus-plugin-typedoc (typedoc-docusaurus-theme) beside the generated pages. */
const SIDEBAR_FILE = path.resolve(__dirname, '../../api/all-types/typedoc-sidebar.cjs');

/**
 * The generated reference's sidebar: one category per kind (Classes, Functions, ...), names sorted.
 * TypeDoc runs when the Docusaurus plugins initialise, before sidebars load, so the file exists by
 * then; if it does not, TypeDoc failed and said why above.
 */
export function loadTypedocSidebar(): SidebarItemConfig[] {
  if (!existsSync(SIDEBAR_FILE)) {
    throw new Error(
      `The generated reference sidebar ${SIDEBAR_FILE} is missing. It is written by ` +
        'docusaurus-plugin-typedoc during `npm start` / `npm run build`; see the TypeDoc messages above.',
    );
  }
  const items: unknown = createRequire(__filename)(SIDEBAR_FILE);
  if (!Array.isArray(items)) {
    throw new Error(`${SIDEBAR_FILE} does not export a list of sidebar items.`);
  }
  return items as SidebarItemConfig[];
}
