import React, { useState, type ReactNode } from 'react';
import type { ProjectSource } from './project/projectFiles';
import type { ToolbarAction } from './toolbarActions';
import { loadCodeEditor } from './edit/loadCodeEditor';
import styles from './styles.module.css';

interface Props {
  /** The example as it would be taken home now: the edited source while editing. */
  project: ProjectSource;
  editing: boolean;
  /** The editor is on its way (its code is loading). */
  opening: boolean;
  onEdit: () => void;
  onReset: () => void;
  /** Puts the edited source in the address bar; resolves to the link. */
  onShare: () => Promise<string>;
}

const BUTTON = 'button button--sm button--outline button--secondary';

/**
 * The example's controls: Edit (then Reset and Copy link), Download project and Open in StackBlitz.
 * Every chart page's first load carries this file, so what the buttons do, and their messages, are
 * in `toolbarActions.ts`, fetched on the first click with what the action needs (the editor,
 * fflate, the project's files).
 */
export default function ExampleToolbar({ project, editing, opening, onEdit, onReset, onShare }: Props): ReactNode {
  const [status, setStatus] = useState('');
  const run = (action: ToolbarAction) => () => {
    setStatus('');
    import('./toolbarActions')
      .then(({ runToolbarAction }) => runToolbarAction(action, project, onShare))
      .then(setStatus, (error: unknown) => setStatus(String(error)));
  };
  // Pointing at Edit or tabbing to it starts the editor's download: the pointer rests on a button
  // for a moment before the click, which the editor's chunk needs (bench, 5 visits at 4x CPU: a
  // median of 321 ms from a click with no warning to an editable editor, 261 ms after a 200 ms rest).
  const prefetchEditor = () => {
    // A failure here shows on the click, which loads the chunk again and reports it.
    loadCodeEditor().catch(() => undefined);
  };
  const button = (label: string, onClick: () => void) => (
    <button type="button" className={BUTTON} onClick={onClick}>
      {label}
    </button>
  );
  return (
    <div className={styles.toolbar}>
      <div className={styles.toolbarButtons} role="group" aria-label={`${project.title}: code`}>
        {editing ? (
          <>
            {button('Reset', onReset)}
            {button('Copy link', run('copy-link'))}
          </>
        ) : (
          <button
            type="button"
            className={BUTTON}
            onClick={onEdit}
            disabled={opening}
            onPointerEnter={prefetchEditor}
            onFocus={prefetchEditor}
          >
            {opening ? 'Opening the editor…' : 'Edit'}
          </button>
        )}
        {button('Download project', run('download'))}
        {button('Open in StackBlitz', run('stackblitz'))}
      </div>
      <p className={styles.toolbarStatus} role="status">
        {status}
      </p>
    </div>
  );
}
