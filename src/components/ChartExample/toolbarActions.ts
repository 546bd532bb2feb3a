import type { ProjectSource } from './project/projectFiles';

/** What a toolbar button does beyond Edit and Reset. */
export type ToolbarAction = 'copy-link' | 'download' | 'stackblitz';

/**
 * Runs a toolbar button's action and resolves to the line the toolbar's status shows: what was
 * done, or why it did not work. Loaded on the first click, with what the action needs after it.
 */
export async function runToolbarAction(
  action: ToolbarAction,
  project: ProjectSource,
  share: () => Promise<string>,
): Promise<string> {
  try {
    return await ACTIONS[action](project, share);
  } catch (error) {
    return `That did not work: ${error instanceof Error ? error.message : String(error)}`;
  }
}

const ACTIONS: Record<ToolbarAction, (project: ProjectSource, share: () => Promise<string>) => Promise<string>> = {
  'copy-link': async (_project, share) => {
    const link = await share();
    await navigator.clipboard.writeText(link).catch(() => {
      throw new Error('the browser refused the clipboard; the link is in the address bar.');
    });
    return 'Link copied: it opens this example with your code.';
  },
  download: async (project) => {
    const { downloadProject } = await import('./project/downloadProject');
    const pinned = downloadProject(project);
    return `Downloaded elastic-charts-${project.name}.zip: unzip it, then npm install && npm run dev.${pinned && ` ${pinned}`}`;
  },
  stackblitz: async (project) => {
    const { openInStackBlitz } = await import('./project/openInStackBlitz');
    const pinned = openInStackBlitz(project);
    return `Opened on StackBlitz, in a new tab.${pinned && ` ${pinned}`}`;
  },
};
