import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type { Comparison, UpgradeStepData } from '@site/src/plugins/content/upgrade-pages/types';
import type { StepPageData } from '@site/src/plugins/content/upgrade-pictures/stepPictures';
import { spacedItems } from '@site/src/components/spacedItems';
import { BehaviourList } from './BehaviourList';
import { ChangeLine, kindsText, MovedTo, NoteText } from './ChangeLine';
import { Code } from './Code';
import { PictureChanges, picturesToc } from './PictureChanges';
import { LookSummary, ThemeChanges, themeToc } from './ThemeChanges';
import { BEYOND_INDEX, BeyondDeclarations, type LinkComponent } from './VerifiedChanges';
import styles from './styles.module.css';

/** The theme's Link, under the name the shared parts use (the MDX index passes its own `a`). */
const A: LinkComponent = ({ href, children }) => <Link to={href}>{children}</Link>;

/** The anchors of the sections before the comparisons: what changes at run time, and how charts look. */
const BEHAVIOUR = 'what-changes';
const LOOK = 'what-your-charts-look-like';

/**
 * One upgrade step, `/docs/upgrading/from-{a}-to-{b}`: the body of the step's doc (`docs/upgrading/{slug}.mdx`,
 * written by src/plugins/content/upgrade-pages), which imports the step's data with its pictures (`null` for a step
 * `npm run history:pictures` has not drawn), so that the history's data loads with these pages alone. The doc gives the page its title, the docs layout, breadcrumbs and paginator; its table
 * of contents is `stepToc`. The page is a list of sections, each with its h2, in the order a reader needs them:
 * what changes at run time, how charts look, what the examples draw, then each comparison of the declarations.
 */
export default function StepPage({ step }: { step: StepPageData }): ReactNode {
  const { pictures } = step;
  const total = step.comparisons.reduce((sum, compared) => sum + compared.changes, 0);
  const major = step.comparisons.find((compared) => compared.kind === 'major');
  const later = step.comparisons.find((compared) => compared.kind === 'minor');
  const earlier = step.comparisons.find((compared) => compared.kind === 'earlier');
  return (
    <>
      <p>
        What changes between the last {step.fromMajor}.x release and the first {step.toMajor}.x release the npm registry
        serves,{' '}
        <strong>
          {major?.from} → {major?.to}
        </strong>
        {later ? (
          <>
            , then over the later {step.toMajor}.x releases,{' '}
            <strong>
              {later.from} → {later.to}
            </strong>
          </>
        ) : null}
        : first what a chart does and draws differently, then the theme values
        {pictures ? ' and the pictures of the examples that changed' : ''}, then the declarations,{' '}
        {total === 1 ? 'one change' : `${total} changes`} in all.
        {step.skippedMajors.length > 0 && (
          <>
            {' '}
            The registry serves no {step.skippedMajors.map((skipped) => `${skipped}.x`).join(' or ')} release, so this
            step goes straight from {step.fromMajor} to {step.toMajor}.
          </>
        )}
        {step.unchangedBefore && (
          <>
            {' '}
            {step.unchangedBefore.from} declares the same as {step.unchangedBefore.to}.
          </>
        )}
        {earlier && (
          <>
            {' '}
            What changed from {earlier.from} to {earlier.to} comes first.
          </>
        )}
        {step.unchangedAfter && (
          <>
            {' '}
            The later {step.toMajor}.x releases, up to {step.unchangedAfter.to}, declare the same as{' '}
            {step.unchangedAfter.from}.
          </>
        )}
      </p>
      <p>
        Each change to a prop that {step.current} still has links to the prop&apos;s row on this site and to the
        examples that set it; a removed prop links nowhere. A change that several exports share (a component, its props
        type and its spec type) is listed once, under the component.
      </p>
      <Heading as="h2" id={BEHAVIOUR}>
        What changes when you upgrade
      </Heading>
      <BehaviourSection step={step} />
      <Heading as="h2" id={LOOK}>
        What your charts look like
      </Heading>
      <LookSection step={step} />
      {pictures && <PictureChanges pictures={pictures} current={step.current} />}
      {step.comparisons.map((compared) => (
        <ComparisonSection key={compared.id} compared={compared} step={step} />
      ))}
    </>
  );
}

function BehaviourSection({ step }: { step: UpgradeStepData }): ReactNode {
  const from = step.themes[0]?.from ?? step.comparisons[0]?.from;
  const to = step.comparisons.at(-1)?.to;
  const breaking = step.behaviour.filter((change) => change.covers && change.covers.length > 0).length;
  return (
    <>
      <p>
        From {from} to {to}, {step.behaviour.length === 1 ? 'one change' : `${step.behaviour.length} changes`} of what a
        chart does or draws that its declarations do not show
        {breaking === 0
          ? ''
          : step.behaviour.length === 1
            ? ", a breaking change of the library's CHANGELOG"
            : `, ${breaking === step.behaviour.length ? 'each' : `${breaking} of them`} a breaking change of the library's CHANGELOG`}
        . Each was read in the compiled code of the releases, or in the values of their themes and defaults that the
        site records; each says where.
      </p>
      <BehaviourList changes={step.behaviour} A={A} />
      <BeyondDeclarations
        verified={step.verified}
        unread={step.comparisons.map(({ from: older, to: newer, applied }) => ({
          from: older,
          to: newer,
          note: applied,
        }))}
        A={A}
      />
      <p>
        <Link to={`${step.index.path}#${BEYOND_INDEX}`}>The upgrading index</Link> lists every such change the site has
        checked from {step.index.oldest} to {step.current}.
      </p>
    </>
  );
}

function LookSection({ step }: { step: UpgradeStepData }): ReactNode {
  const values = step.themes.reduce(
    (sum, compared) => sum + compared.changed.reduce((count, { values: changed }) => count + changed, 0),
    0,
  );
  if (step.themes.length === 0) {
    return (
      <p>
        Every theme the library exports holds the same values in {step.comparisons[0]?.from} and{' '}
        {step.comparisons.at(-1)?.to}, read from each release&apos;s compiled code.
      </p>
    );
  }
  return (
    <>
      <LookSummary themes={step.themes} />
      <p>
        Every value of the themes the library exports, read from each release&apos;s compiled code:{' '}
        {values === 1 ? 'one value changes' : `${values} values change`}
        {step.themes.some((compared) => compared.added.length + compared.removed.length > 0)
          ? ', and themes come or go'
          : ''}
        .
      </p>
      <ThemeChanges themes={step.themes} />
    </>
  );
}

function ComparisonSection({ compared, step }: { compared: Comparison; step: UpgradeStepData }): ReactNode {
  const versions = { from: compared.from, to: compared.to, current: step.current };
  const { peerDependencies, stylesheets, removedExports, addedExports, groups } = compared;
  return (
    <section aria-labelledby={compared.id} className={styles.comparison}>
      <Heading as="h2" id={compared.id}>
        {compared.heading}
      </Heading>
      <p>
        {compared.kind === 'major'
          ? `The major release: the last ${step.fromMajor}.x the registry serves against the first ${step.toMajor}.x.`
          : compared.kind === 'minor'
            ? `The later ${step.toMajor}.x releases, from the first the registry serves to the last.`
            : `The earlier ${step.fromMajor}.x releases, from the first the registry serves to the last.`}{' '}
        {compared.changes === 1 ? 'One change.' : `${compared.changes} changes.`}
        {compared.changes === 0 && ' The declarations, peer ranges and stylesheets are the same in both.'}
      </p>
      {peerDependencies.length > 0 && (
        <>
          <Heading as="h3" id={`${compared.id}-peer-dependencies`}>
            Peer dependencies
          </Heading>
          <ul>
            {spacedItems(
              peerDependencies.map(({ name, before, after, direction }) => (
                <li key={name}>
                  <Code>{name}</Code>: {before !== undefined ? <Code>{before}</Code> : 'not a peer'} →{' '}
                  {after !== undefined ? <Code>{after}</Code> : 'not a peer'}
                  {direction && ` (${direction})`}.
                </li>
              )),
            )}
          </ul>
        </>
      )}
      {stylesheets.removed.length + stylesheets.added.length > 0 && (
        <>
          <Heading as="h3" id={`${compared.id}-stylesheets`}>
            Stylesheets
          </Heading>
          <ul>
            {stylesheets.removed.map((file) => (
              <li key={file}>
                <Code>{`@elastic/charts/dist/${file}`}</Code> removed.
              </li>
            ))}
            {stylesheets.added.map((file) => (
              <li key={file}>
                <Code>{`@elastic/charts/dist/${file}`}</Code> added.
              </li>
            ))}
          </ul>
        </>
      )}
      {removedExports.length > 0 && (
        <>
          <Heading as="h3" id={`${compared.id}-removed-exports`}>
            Removed exports
          </Heading>
          <ul>
            {spacedItems(
              removedExports.map((removed) => (
                <li key={removed.name}>
                  <Code>{removed.name}</Code> ({kindsText(removed.kinds)}) removed.
                  {removed.deprecated !== undefined && (
                    <>
                      {' '}
                      {compared.from} marked it deprecated
                      {removed.deprecated ? (
                        <>
                          : “<NoteText note={removed.deprecated} />”
                        </>
                      ) : null}
                      .
                    </>
                  )}
                  {removed.successor && (
                    <>
                      {' '}
                      Its deprecation note names <Code>{removed.successor}</Code> as what to use.
                    </>
                  )}
                  {removed.moved && (
                    <>
                      {' '}
                      <MovedTo moved={removed.moved} A={A} />
                    </>
                  )}
                </li>
              )),
            )}
          </ul>
        </>
      )}
      {groups.map((group) => (
        <React.Fragment key={group.id}>
          <Heading as="h3" id={group.id}>
            <code>{group.name}</code>
          </Heading>
          <ul className={styles.items}>
            {spacedItems(
              group.items.map((item, i) => (
                <li key={i}>
                  <ChangeLine item={item} versions={versions} A={A} />
                </li>
              )),
            )}
          </ul>
        </React.Fragment>
      ))}
      {addedExports.length > 0 && (
        <>
          <Heading as="h3" id={`${compared.id}-added-exports`}>
            Added exports
          </Heading>
          <ul className={styles.added}>
            {spacedItems(
              addedExports.map((added) => (
                <li key={added.name}>
                  {added.href ? (
                    <Link to={added.href}>
                      <code>{added.name}</code>
                    </Link>
                  ) : (
                    <Code>{added.name}</Code>
                  )}{' '}
                  ({kindsText(added.kinds)})
                </li>
              )),
            )}
          </ul>
        </>
      )}
    </section>
  );
}

/**
 * The page's headings for the doc's table of contents (the doc exports it as its `toc`; `value` is HTML: names and
 * versions need no escaping).
 */
export function stepToc(step: StepPageData): { value: string; id: string; level: number }[] {
  return [
    { value: 'What changes when you upgrade', id: BEHAVIOUR, level: 2 },
    { value: 'What your charts look like', id: LOOK, level: 2 },
    ...themeToc(step.themes),
    ...picturesToc(step.pictures),
    ...step.comparisons.flatMap((compared) => [
      { value: compared.heading, id: compared.id, level: 2 },
      ...(compared.peerDependencies.length > 0
        ? [{ value: 'Peer dependencies', id: `${compared.id}-peer-dependencies`, level: 3 }]
        : []),
      ...(compared.stylesheets.removed.length + compared.stylesheets.added.length > 0
        ? [{ value: 'Stylesheets', id: `${compared.id}-stylesheets`, level: 3 }]
        : []),
      ...(compared.removedExports.length > 0
        ? [{ value: 'Removed exports', id: `${compared.id}-removed-exports`, level: 3 }]
        : []),
      ...compared.groups.map((group) => ({ value: `<code>${group.name}</code>`, id: group.id, level: 3 })),
      ...(compared.addedExports.length > 0
        ? [{ value: 'Added exports', id: `${compared.id}-added-exports`, level: 3 }]
        : []),
    ]),
  ];
}
