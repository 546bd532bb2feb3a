import React, { type ReactNode } from 'react';
import type { Change, PropHistory } from '@site/src/plugins/content/props-tables/types';
import styles from './styles.module.css';

/** The anchor of a removed member's row: apart from the live props' `prop-…`, so neither can take the other's. */
export function removedPropAnchor(name: string): string {
  return `removed-prop-${name}`;
}

/** A prop's type and default changes, one line each, over its description; a type change folds its two types. */
export function ChangeNotes({ history }: { history: PropHistory }): ReactNode {
  const defaults: [string, Change][] = [
    ...(history.appliedDefaultChanges ?? []).map((change): [string, Change] => ['Default', change]),
    ...(history.declaredDefaultChanges ?? []).map((change): [string, Change] => ['Documented default', change]),
  ];
  if (!history.typeChanges && defaults.length === 0) return null;
  return (
    <div className={styles.changes} data-prop-changes>
      {history.typeChanges?.map((change) => (
        <details key={change.version}>
          <summary>Type changed in {change.version}</summary>
          {fromTo(change)}
        </details>
      ))}
      {defaults.map(([label, change]) => (
        <p key={label + change.version}>
          {label} {fromTo(change)} in {change.version}
        </p>
      ))}
    </div>
  );
}

/** `from` → `to`, as code; "none" where there was none. */
function fromTo({ from, to }: Change): ReactNode {
  const value = (text: string | undefined) => (text === undefined ? 'none' : <code>{text}</code>);
  return (
    <>
      {value(from)} → {value(to)}
    </>
  );
}
