import type { ComponentType, Dispatch, RefObject, SetStateAction } from 'react';
import type { ProjectSource } from '../project/projectFiles';
import type { ToolbarAction } from '../toolbarActions';
import type { loadCodeEditor } from './loadCodeEditor';

export type CodeEditorComponent = Awaited<ReturnType<typeof loadCodeEditor>>['default'];
export type EditedChartComponent = ComponentType<{
  name: string;
  source: string;
  published: string;
  box: RefObject<HTMLDivElement | null>;
}>;

/**
 * What an example shows of its editing. ChartExample holds it and renders it; the session
 * (`editingSession.ts`, fetched on the first use of a control) changes it.
 */
export interface EditingView {
  /**
   * The source shown: in the editor while it is open, and in the code block and the chart after Done
   * when it differs from the published one. Undefined until Edit, and again after Reset or a Done with
   * nothing changed.
   */
  edited?: string;
  /** The editor is open (Edit); Done closes it and keeps `edited`. */
  open?: boolean;
  /** The editor, once its chunk is in (held in state, not lazy: see `editingSession.ts`). */
  CodeEditor?: CodeEditorComponent;
  /** The chart built from the edited source, fetched once the editor is up. */
  EditedChart?: EditedChartComponent;
  /** Shown above the chart, as an alert: a part that could not load, or a link that could not be read. */
  notice?: string;
  /** The editor is on its way. */
  opening: boolean;
  /** The toolbar's status line: what Copy link, Download project or Open in StackBlitz did. */
  status: string;
  /** A line the editor shows above the code: what it does not do (check types). */
  note?: string;
}

export const NOT_EDITING: EditingView = { opening: false, status: '' };

/**
 * What a control asks of the session: Edit, a shared link's edit, the chart builder, Done (the editor
 * closed, the edits kept), Reset (the example as published), or a toolbar action.
 */
export type EditingAction = 'edit' | 'open-shared' | 'load-edited-chart' | 'done' | 'reset' | ToolbarAction;

export interface EditingContext {
  /** The example as published (the source is the module's). */
  published: ProjectSource;
  /** The source shown now, if edited. */
  edited: string | undefined;
  /** The page's fragment, for 'open-shared'. */
  hash: string;
  setView: Dispatch<SetStateAction<EditingView>>;
  /** The example's chart box, in its figure: scrolled into view when a shared link opens it or Done closes the editor. */
  box: RefObject<HTMLDivElement | null>;
  /** False once the link or the example changed since the action began ('open-shared'). */
  stillWanted: () => boolean;
}
