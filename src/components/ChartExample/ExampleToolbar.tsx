import React, { useState, type ReactNode } from 'react';
import type { ProjectSource } from './project/projectFiles';
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

/**
 * The example's controls: Edit (then Reset and Copy link), Download project and Open in StackBlitz.
 * What each needs (the editor, fflate, the project's files) is fetched on its first use, so none of
 * it is in the page's first load.
 */
export default function ExampleToolbar({ project, editing, opening, onEdit, onReset, onShare }: Props): ReactNode {
  const [status, setStatus] = useState('');
  const report = (action: Promise<unknown>, done: string) => {
    setStatus('');
    action.then(
      () => setStatus(done),
      (error: unknown) => setStatus(`That did not work: ${error instanceof Error ? error.message : String(error)}`),
    );
  };
  const copyLink = () =>
    report(
      onShare().then((link) =>
        navigator.clipboard.writeText(link).catch(() => {
          throw new Error('the browser refused the clipboard; the link is in the address bar.');
        }),
      ),
      'Link copied: it opens this example with your code.',
    );
  const download = () =>
    report(
      import('./project/downloadProject').then(({ downloadProject }) => downloadProject(project)),
      `Downloaded elastic-charts-${project.name}.zip: unzip it, then npm install && npm run dev.`,
    );
  const stackBlitz = () =>
    report(
      import('./project/openInStackBlitz').then(({ openInStackBlitz }) => openInStackBlitz(project)),
      'Opened on StackBlitz, in a new tab.',
    );
  const button = 'button button--sm button--outline button--secondary';
  return (
    <div className={styles.toolbar}>
      <div className={styles.toolbarButtons} role="group" aria-label={`${project.title}: code`}>
        {editing ? (
          <>
            <button type="button" className={button} onClick={onReset}>
              Reset
            </button>
            <button type="button" className={button} onClick={copyLink}>
              Copy link
            </button>
          </>
        ) : (
          <button type="button" className={button} onClick={onEdit} disabled={opening}>
            {opening ? 'Opening the editor…' : 'Edit'}
          </button>
        )}
        <button type="button" className={button} onClick={download}>
          Download project
        </button>
        <button type="button" className={button} onClick={stackBlitz}>
          Open in StackBlitz
        </button>
      </div>
      <p className={styles.toolbarStatus} role="status">
        {status}
      </p>
    </div>
  );
}
