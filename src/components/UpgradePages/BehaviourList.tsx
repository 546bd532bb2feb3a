import React, { type ReactNode } from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import type { BehaviourChange, Evidence } from '@site/src/plugins/content/upgrade-pages/behaviour/types';
import { listed } from '@site/src/components/listed';
import { spacedItems } from '@site/src/components/spacedItems';
import { Code } from './Code';
import { InlineText } from './InlineText';
import type { LinkComponent } from './VerifiedChanges';
import styles from './styles.module.css';

/**
 * A step's changes of behaviour, each with the release that made it, what moved, the CHANGELOG entry it covers,
 * and where it was checked: the compiled files and lines, or the values of the API history.
 */
export function BehaviourList({ changes, A }: { changes: BehaviourChange[]; A: LinkComponent }): ReactNode {
  return (
    <ul className={styles.behaviour}>
      {spacedItems(
        changes.map((change) => (
          <Change key={change.id} id={change.id}>
            <strong>{change.release}.</strong> <InlineText text={change.text} A={A} />
            {change.moves && (
              <span className={styles.moves}>
                {' '}
                Moved or renamed:{' '}
                {change.moves.map((move, i) => (
                  <React.Fragment key={`${move.from}-${move.to}`}>
                    {i > 0 && '; '}
                    <Code>{move.from}</Code> → <Code>{move.to}</Code>
                  </React.Fragment>
                ))}
                .
              </span>
            )}{' '}
            <span className={styles.evidence}>
              {change.covers && change.covers.length > 0 && (
                <>A breaking change in the CHANGELOG of {change.release}. </>
              )}
              Checked in {evidenceText(change.evidence)}.
            </span>
          </Change>
        )),
      )}
    </ul>
  );
}

/** A change's list item, its anchor reported to the build's link check as a heading's is (the index links it). */
function Change({ id, children }: { id: string; children: ReactNode }): ReactNode {
  useBrokenLinks().collectAnchor(id);
  return <li id={id}>{children}</li>;
}

/** Where an item was checked, briefly: each release's files and lines, then the history's values. */
function evidenceText(evidence: Evidence[]): string {
  const places: string[] = [];
  for (const piece of evidence) {
    if (piece.kind === 'compiled') {
      const pkg = piece.package ? `${piece.package} ${piece.version}` : piece.version;
      places.push(
        'lacks' in piece
          ? `${pkg}'s ${piece.file} (no ${piece.lacks})`
          : `${pkg}'s ${piece.file}, ${piece.lines[0] === piece.lines[1] ? `line ${piece.lines[0]}` : `lines ${piece.lines[0]}–${piece.lines[1]}`}`,
      );
    }
  }
  const history = evidence.filter((piece) => piece.kind !== 'compiled');
  if (history.length > 0) {
    const versions = [...new Set(history.map((piece) => piece.version))];
    places.push(`the ${kindsOf(history)} of ${versions.join(', ')} in the API history`);
  }
  return places.join('; ');
}

function kindsOf(evidence: Evidence[]): string {
  const names = { theme: 'theme values', applied: 'applied defaults', declared: 'declarations', compiled: '' };
  return listed([...new Set(evidence.map((piece) => names[piece.kind]))]);
}
