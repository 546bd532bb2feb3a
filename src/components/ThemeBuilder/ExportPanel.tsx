import React, { useState, type ReactNode } from 'react';
import { settingsLine } from './exchange/exportTheme';
import { styles } from './builderStyles';

interface Props {
  /** The module `exportTheme` writes. */
  code: string;
  baseName: string;
  /** How many values differ from the base. */
  changed: number;
  /** Failing checks, named so the reader exports knowing them. */
  failing: number;
  /** Puts the state in the address and returns the link. */
  shareLink: () => Promise<string>;
}

const FILE_NAME = 'chart-theme.ts';

/**
 * The export: the TypeScript a reader pastes into an app (a `PartialTheme` of the changed values, its
 * base named, the `Settings` line), copied, downloaded, or carried whole by a link. Failing checks
 * are said, and block nothing.
 */
export default function ExportPanel({ code, baseName, changed, failing, shareLink }: Props): ReactNode {
  const [status, setStatus] = useState('');
  const copy = (text: string, what: string) =>
    navigator.clipboard.writeText(text).then(
      () => setStatus(`${what} copied.`),
      (error: unknown) => setStatus(`The clipboard refused the copy (${String(error)}); select the text and copy it.`),
    );
  const download = () => {
    const url = URL.createObjectURL(new Blob([code], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = FILE_NAME;
    link.click();
    // The click has started the download by the time the next task runs.
    setTimeout(() => URL.revokeObjectURL(url), 0);
    setStatus(`${FILE_NAME} downloaded.`);
  };
  const copyLink = () =>
    shareLink().then(
      (link) => copy(link, 'The link to this theme'),
      (error: unknown) => setStatus(`The link could not be made (${String(error)}).`),
    );
  return (
    <div className={styles.exportPanel}>
      <p>
        {changed === 0
          ? `No value differs from ${baseName} yet: the partial theme is empty.`
          : `${changed} value${changed === 1 ? '' : 's'} differ from ${baseName}; the partial theme holds only those.`}
        {failing > 0 &&
          ` The theme fails ${failing} check${failing === 1 ? '' : 's'} (see Checks); you can export it all the same.`}
      </p>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region, reached by the keyboard */}
      <pre className={styles.code} tabIndex={0} aria-label="The exported TypeScript">
        <code>{code}</code>
      </pre>
      <p>
        Apply it in each chart: <code>{settingsLine(baseName)}</code>
      </p>
      <div className={styles.buttons}>
        <button type="button" className="button button--primary button--sm" onClick={() => void copy(code, 'The code')}>
          Copy the code
        </button>
        <button type="button" className="button button--secondary button--sm" onClick={download}>
          Download {FILE_NAME}
        </button>
        <button type="button" className="button button--secondary button--sm" onClick={() => void copyLink()}>
          Copy a link to this theme
        </button>
      </div>
      <p className={styles.status} role="status">
        {status}
      </p>
    </div>
  );
}
