import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import PaginatorNavLink from '@theme/PaginatorNavLink';
import TOC from '@theme/TOC';
import type { Comparison, UpgradeStepData } from '@site/src/plugins/content/upgrade-pages/types';
import type { StepPictures } from '@site/src/plugins/content/upgrade-pictures/stepPictures';
import { ChangeLine, kindsText, NoteText } from './ChangeLine';
import { Code } from './Code';
import { PictureChanges, picturesToc } from './PictureChanges';
import { BeyondDeclarations, type LinkComponent } from './VerifiedChanges';
import PageActions from '@site/src/components/PageActions';
import { spacedItems } from '@site/src/components/spacedItems';
import styles from './styles.module.css';

/** The theme's Link, under the name the shared parts use (the MDX index passes its own `a`). */
const A: LinkComponent = ({ href, children }) => <Link to={href}>{children}</Link>;

/** The anchor of the section on what declarations cannot show. */
const BEYOND = 'what-declarations-do-not-show';

/**
 * One upgrade step, `/docs/upgrading/from-{a}-to-{b}`: the route's modules are this page's own data and its
 * pictures', written by src/plugins/content/upgrade-pages, so the history's data loads with these pages alone.
 */
export default function StepPage({ step, pictures }: { step: UpgradeStepData; pictures?: StepPictures }): ReactNode {
  const total = step.comparisons.reduce((sum, compared) => sum + compared.changes, 0);
  const major = step.comparisons.find((compared) => compared.kind === 'major');
  const later = step.comparisons.find((compared) => compared.kind === 'minor');
  const earlier = step.comparisons.find((compared) => compared.kind === 'earlier');
  return (
    <Layout title={step.title} description={step.description}>
      <main className={`container margin-vert--lg ${styles.page}`}>
        <div className="row">
          <div className={`col ${styles.column}`}>
            <div className={`margin-bottom--md ${styles.breadcrumbsRow}`}>
              <nav aria-label="Breadcrumbs">
                <ul className="breadcrumbs">
                  <li className="breadcrumbs__item">
                    <Link className="breadcrumbs__link" to="/docs/docs">
                      Docs
                    </Link>
                  </li>
                  <li className="breadcrumbs__item">
                    <Link className="breadcrumbs__link" to={step.index.path}>
                      {step.index.title}
                    </Link>
                  </li>
                  <li className="breadcrumbs__item breadcrumbs__item--active">
                    <span className="breadcrumbs__link" aria-current="page">
                      From {step.fromMajor} to {step.toMajor}
                    </span>
                  </li>
                </ul>
              </nav>
              <PageActions />
            </div>
            <article>
              <div className="markdown">
                <Heading as="h1">{step.title}</Heading>
                <p>
                  What the declarations of <code>@elastic/charts</code> say changed between the last {step.fromMajor}.x
                  release and the first {step.toMajor}.x release the npm registry serves,{' '}
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
                  . {total === 1 ? 'One change' : `${total} changes`} in all.
                  {step.skippedMajors.length > 0 && (
                    <>
                      {' '}
                      The registry serves no {step.skippedMajors.map((skipped) => `${skipped}.x`).join(' or ')} release,
                      so this step goes straight from {step.fromMajor} to {step.toMajor}.
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
                  Each change to a prop that {step.current} still has links to the prop&apos;s row on this site and to
                  the examples that set it; a removed prop links nowhere. A change that several exports share (a
                  component, its props type and its spec type) is listed once, under the component.
                </p>
                <Heading as="h2" id={BEYOND}>
                  What declarations do not show
                </Heading>
                <BeyondDeclarations
                  verified={step.verified}
                  unread={step.comparisons.map(({ from, to, applied }) => ({ from, to, note: applied }))}
                  A={A}
                />
                <p>
                  <Link to={`${step.index.path}#${BEYOND}`}>The upgrading index</Link> lists every change of behaviour
                  the site has checked from {step.index.oldest} to {step.current}.
                </p>
                {step.comparisons.map((compared) => (
                  <ComparisonSection key={compared.id} compared={compared} step={step} />
                ))}
                {pictures && <PictureChanges pictures={pictures} current={step.current} />}
              </div>
            </article>
            <nav className="pagination-nav margin-top--lg" aria-label="Upgrade steps">
              {step.previous && (
                <PaginatorNavLink permalink={step.previous.path} title={step.previous.title} subLabel="Previous step" />
              )}
              {step.next && (
                <PaginatorNavLink permalink={step.next.path} title={step.next.title} subLabel="Next step" isNext />
              )}
            </nav>
          </div>
          <div className={`col col--3 ${styles.toc}`}>
            <TOC toc={[...tocOf(step), ...picturesToc(pictures)]} minHeadingLevel={2} maxHeadingLevel={3} />
          </div>
        </div>
      </main>
    </Layout>
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

/** The page's headings for the theme's table of contents (`value` is HTML: names and versions need no escaping). */
function tocOf(step: UpgradeStepData) {
  return [
    { value: 'What declarations do not show', id: BEYOND, level: 2 },
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
