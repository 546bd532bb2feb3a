import React, { type ReactNode } from 'react';
import type { EditingAction } from './edit/editingView';
import { loadCodeEditor } from './edit/loadCodeEditor';
import styles from './styles.module.css';

interface Props {
  /** The example's title, for the group's name. */
  title: string;
  /** The editor is open. */
  editing: boolean;
  /** The example shows the reader's code, in the editor or (after Done) in its code block. */
  edited: boolean;
  /** The editor is on its way (its code is loading). */
  opening: boolean;
  /** What the last action did, or why it did not work. */
  status: string;
  onAction: (action: EditingAction) => void;
}

const BUTTON = 'button button--sm button--outline button--secondary';

/**
 * The example's controls: Edit (then Done, Reset and Copy link), Download project and Open in StackBlitz.
 * Every chart page's first load carries this file, so it is only the buttons: what they do, and
 * their messages, come with the first click (`edit/editingSession.ts`).
 */
export default function ExampleToolbar({ title, editing, edited, opening, status, onAction }: Props): ReactNode {
  // Pointing at Edit or tabbing to it starts the editor's download: the pointer rests on a button
  // for a moment before the click, which the editor's chunk needs (the bench times a click with no
  // warning and one after a rest: PERFORMANCE.md, the bench's "In-page editor" rows, and 'Edit after a
  // rest on the button').
  // The click asks for it too, beside the session that opens it, so the two come in parallel.
  const prefetchEditor = () => {
    // A failure here shows on the click, whose session loads the chunk again and reports it.
    loadCodeEditor().catch(() => undefined);
  };
  const button = (label: string, action: EditingAction) => (
    <button type="button" className={BUTTON} onClick={() => onAction(action)}>
      {label}
    </button>
  );
  return (
    <div className={styles.toolbar}>
      <div className={styles.toolbarButtons} role="group" aria-label={`${title}: code`}>
        {/* One button, Edit then Done, so the keyboard focus stays on it when the editor opens or
            closes. Done keeps the edits (the session says so in the status line); Reset drops them. */}
        <button
          type="button"
          className={BUTTON}
          onClick={() => {
            prefetchEditor();
            onAction(editing ? 'done' : 'edit');
          }}
          disabled={opening}
          onPointerEnter={prefetchEditor}
          onFocus={prefetchEditor}
        >
          {editing ? 'Done' : opening ? 'Opening the editor…' : 'Edit'}
        </button>
        {(editing || edited) && (
          <>
            {button('Reset', 'reset')}
            {button('Copy link', 'copy-link')}
          </>
        )}
        {button('Download project', 'download')}
        {button('Open in StackBlitz', 'stackblitz')}
      </div>
      <p className={styles.toolbarStatus} role="status">
        {status}
      </p>
    </div>
  );
}
