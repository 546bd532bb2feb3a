import React, { useId, useSyncExternalStore, type ReactNode } from 'react';
import releases from '@generated/props-tables/default/releases.json';
import type { PropRow, TableHistory } from '@site/src/plugins/content/props-tables/types';
import { readSavedVersion, writeSavedVersion, YOUR_VERSION_KEY } from '../savedVersion';
import { rowAt } from './rowAt';
import styles from './styles.module.css';

/**
 * The props tables' "your version": a picker of the releases the history read, kept in localStorage, and
 * marks on each row for the chosen one (not in it, still in it, its type and default then). Loaded on
 * demand (`../yourVersion.ts`); every table of the page and every open tab share the one choice.
 */

/** The installed release: choosing it clears the choice. */
const documented = releases[0] ?? '';

let chosen: string | null | undefined;
/** Why the browser would not keep the choice, when it would not. */
let storageProblem: string | undefined;
const listeners = new Set<() => void>();

/** A saved release the history still lists, else none (the site may have moved on since it was saved). */
function valid(version: string | null): string | null {
  return version !== null && version !== documented && releases.includes(version) ? version : null;
}

function read(): string | null {
  if (chosen === undefined) {
    const saved = readSavedVersion();
    chosen = 'version' in saved ? valid(saved.version) : null;
    storageProblem = 'problem' in saved ? saved.problem : undefined;
  }
  return chosen;
}

function choose(version: string | null): void {
  chosen = valid(version);
  storageProblem = writeSavedVersion(chosen);
  for (const listener of listeners) listener();
}

/** A choice made in another tab applies here too. */
function subscribe(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== YOUR_VERSION_KEY) return;
    chosen = valid(event.newValue);
    listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function useChosen(): string | null {
  return useSyncExternalStore(subscribe, read, () => null);
}

interface TableProps {
  rows: PropRow[];
  history: TableHistory | undefined;
  noun: string;
}

/** The release select, and what the choice marks in this table. */
export function Picker({ rows, history, noun }: TableProps): ReactNode {
  const version = useChosen();
  const id = useId();
  let summary = '';
  if (version) {
    const at = rows.map((row) => rowAt(row, history, version));
    const absent = at.filter((row) => row.absent).length;
    const changed = at.filter((row) => !row.absent && (row.type ?? row.appliedDefault ?? row.declaredDefault)).length;
    const stillThere = at.filter((row) => row.stillThere).length;
    summary =
      `In ${version}: ${absent} of these ${noun} did not exist yet, ${changed} had another type or default` +
      (stillThere > 0 ? `, and ${stillThere} removed since were there.` : '.');
  }
  return (
    <div className={styles.picker} data-your-version>
      <label htmlFor={id}>Your version</label>
      <select id={id} value={version ?? ''} onChange={(event) => choose(event.target.value || null)}>
        <option value="">{documented} (documented here)</option>
        {releases.slice(1).map((release) => (
          <option key={release} value={release}>
            {release}
          </option>
        ))}
      </select>
      <span role="status">{summary}</span>
      {storageProblem && (
        <span className={styles.problem}>
          This browser would not keep the choice ({storageProblem}): it holds on this page only.
        </span>
      )}
    </div>
  );
}

interface RowProps {
  row: PropRow;
  history: TableHistory | undefined;
}

/** The row's badge for the chosen release: not in it, still in it (a removed member), not yet deprecated. */
export function RowMark({ row, history }: RowProps): ReactNode {
  const version = useChosen();
  if (!version) return null;
  const at = rowAt(row, history, version);
  if (at.absent) {
    return (
      <span className={styles.absent} data-absent-in={version}>
        not in {version}
      </span>
    );
  }
  if (at.stillThere) {
    return (
      <span className={styles.present} data-present-in={version}>
        in {version}
      </span>
    );
  }
  if (at.notDeprecatedYet) return <span className={styles.note}>not deprecated in {version}</span>;
  return null;
}

/** The row's type or default in the chosen release, where it differs from the documented one. */
export function AtVersion({ row, history, part }: RowProps & { part: 'type' | 'default' }): ReactNode {
  const version = useChosen();
  if (!version) return null;
  const at = rowAt(row, history, version);
  if (at.absent) return null;
  const value = part === 'type' ? at.type : (at.appliedDefault ?? at.declaredDefault);
  if (value === undefined) return null;
  // A default only the comment's `@defaultValue` tag records is what the comment said, not what a chart applied.
  const commentOnly = part === 'default' && at.appliedDefault === undefined;
  return (
    <p className={styles.then} data-at-version={`${part} ${version}`}>
      {commentOnly ? `In ${version} its comment said ` : `In ${version}: `}
      <code>{value}</code>
    </p>
  );
}
