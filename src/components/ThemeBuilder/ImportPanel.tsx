import React, { useState, type ReactNode } from 'react';
import type { ImportResult } from './exchange/importTheme';
import { styles } from './builderStyles';

interface Props {
  /** Reads the text and, when any of it is readable, replaces the builder's values. */
  onImport: (text: string) => ImportResult;
  /** Puts back the state from before the last import. */
  onUndo: (() => void) | undefined;
}

/** The most problems listed; the count says how many more there are. */
const LISTED = 12;

/**
 * The import: a `PartialTheme` pasted as JSON or as TypeScript (the export, an object literal, a module
 * with a `<Settings />` line) fills the controls. Nothing in the text runs. What cannot be read is
 * named; text that cannot be read at all changes nothing, and the text stays in the box to be fixed.
 */
export default function ImportPanel({ onImport, onUndo }: Props): ReactNode {
  const [text, setText] = useState('');
  const [result, setResult] = useState<ImportResult | undefined>(undefined);
  const problems = result?.problems ?? [];
  return (
    <div className={styles.importPanel}>
      <label className={styles.importLabel} htmlFor="tb-import">
        Paste a <code>PartialTheme</code>: JSON, an object literal, or the code the export writes
      </label>
      <textarea
        id="tb-import"
        className={styles.importField}
        rows={8}
        spellCheck={false}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <div className={styles.buttons}>
        <button
          type="button"
          className="button button--primary button--sm"
          disabled={text.trim() === ''}
          onClick={() => setResult(onImport(text))}
        >
          Import this theme
        </button>
        {onUndo && (
          <button
            type="button"
            className="button button--secondary button--sm"
            onClick={() => {
              onUndo();
              setResult(undefined);
            }}
          >
            Undo the import
          </button>
        )}
      </div>
      <div role="status">
        {result && (
          <>
            <p className={result.ok ? styles.checkPass : styles.checkFail}>
              {result.ok
                ? `Imported ${result.applied} value${result.applied === 1 ? '' : 's'}${result.base ? ` on ${result.base}` : ''}.` +
                  (problems.length > 0 ? ` ${problems.length} could not be read and were left out:` : '')
                : 'Nothing was imported; the builder is as it was.'}
            </p>
            {problems.length > 0 && (
              <ul className={styles.problems}>
                {problems.slice(0, LISTED).map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
                {problems.length > LISTED && <li>and {problems.length - LISTED} more.</li>}
              </ul>
            )}
          </>
        )}
      </div>
    </div>
  );
}
