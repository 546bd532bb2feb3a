import React, { useState, type ReactNode } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type { UpgradeIndexData } from '@site/src/plugins/content/upgrade-pages/types';
import { usePageComponents } from '@site/src/components/usePageComponents';
import { BeyondDeclarations } from './VerifiedChanges';
import { spacedItems } from '@site/src/components/spacedItems';
import styles from './styles.module.css';

interface Props {
  /** Generated at build time: `import upgradeIndex from '@generated/upgrade-pages/default/index.json'`. */
  index: UpgradeIndexData;
}

/**
 * The index's "from version" chooser: a select of the majors, and the steps from the chosen one up to the
 * version the site documents, each a link to its page. The server renders every step with the oldest major
 * chosen, so without JavaScript the list is the plain list of every page; the select is enabled once the
 * page has hydrated and can act on it.
 */
export default function UpgradeChooser({ index }: Props): ReactNode {
  const { A } = usePageComponents();
  const isBrowser = useIsBrowser();
  const currentMajor = Number(index.current.split('.')[0]);
  const majors = [...index.steps.map((step) => step.fromMajor), currentMajor];
  const [from, setFrom] = useState(majors[0] ?? currentMajor);
  const steps = index.steps.filter((step) => step.fromMajor >= from);
  const last = index.steps[index.steps.length - 1];
  const later = last?.comparisons[1];
  const total = steps.reduce(
    (sum, step) => sum + step.comparisons.reduce((count, compared) => count + compared.changes, 0),
    0,
  );
  return (
    <div className={styles.chooser}>
      <div className={styles.chooserField}>
        <label htmlFor="upgrade-from">The major version you use now</label>
        <select
          id="upgrade-from"
          value={from}
          disabled={!isBrowser}
          onChange={(event) => setFrom(Number(event.target.value))}
        >
          {majors.map((major) => (
            <option key={major} value={major}>
              {major}.x
            </option>
          ))}
        </select>
      </div>
      <p className={styles.summary} aria-live="polite">
        {from === currentMajor ? (
          <>
            You are on the major this site documents.
            {last && later ? (
              <>
                {' '}
                What changed from {later.from} to {later.to} is at the end of{' '}
                <A href={`${last.path}#${later.id}`}>{last.title}</A>.
              </>
            ) : null}
          </>
        ) : (
          <>
            From {from}.x to {index.current}: {steps.length === 1 ? 'one page' : `${steps.length} pages`}, {total}{' '}
            {total === 1 ? 'change' : 'changes'} in all. Read them in order:
          </>
        )}
      </p>
      {steps.length > 0 && (
        <ol className={styles.steps}>
          {spacedItems(
            steps.map((step) => (
              <li key={step.path}>
                <A href={step.path}>{step.title}</A>
                <span className={styles.stepVersions}>
                  {step.comparisons
                    .map(
                      (compared) =>
                        `${compared.from} → ${compared.to}: ${compared.changes} ${compared.changes === 1 ? 'change' : 'changes'}`,
                    )
                    .join('; ')}
                  {step.behaviour.length > 0 &&
                    `; ${step.behaviour.length} ${step.behaviour.length === 1 ? 'change' : 'changes'} of behaviour`}
                </span>
                {step.touches.length > 0 && (
                  <details className={styles.touches}>
                    <summary>The {step.touches.length} props and exports it changes, moves or renames</summary>{' '}
                    <span>{spacedItems(step.touches.map((name) => <code key={name}>{name}</code>))}</span>
                  </details>
                )}
              </li>
            )),
          )}
        </ol>
      )}
    </div>
  );
}

/** Every step's changes of behaviour, each linking its place on its page, then what the site's records show. */
export function UpgradeBehaviour({ index }: Props): ReactNode {
  const { A } = usePageComponents();
  const href = (from: string, to: string) => {
    for (const step of index.steps) {
      const compared = step.comparisons.find((candidate) => candidate.from === from && candidate.to === to);
      if (compared) return `${step.path}#${compared.id}`;
    }
    return undefined;
  };
  return (
    <>
      <ul>
        {spacedItems(
          index.steps.flatMap((step) =>
            step.behaviour.map((change) => (
              <li key={change.id}>
                <A href={`${step.path}#${change.id}`}>{change.release}</A>: {change.summary}
              </li>
            )),
          ),
        )}
      </ul>
      <BeyondDeclarations verified={index.verified} A={A} comparisonHref={href} />
    </>
  );
}
