import React, { type ElementType, type ReactNode } from 'react';
import type { AppliedDefaultsNote, VerifiedChange } from '@site/src/plugins/content/upgrade-pages/types';
import { Code } from './Code';
import { spacedItems } from '@site/src/components/spacedItems';

/** The link element of the page: the theme's Link on a route page, the MDX page's own `a` in MDX. */
export type LinkComponent = ElementType<{ href: string; children: ReactNode }>;

/**
 * What the declarations cannot say, in our words, and the changes of behaviour the site's data does show:
 * a peer range, or a default a chart applies (read by rendering each spec from the release's compiled
 * code, where that works).
 */
export function BeyondDeclarations({
  verified,
  unread,
  A,
  comparisonHref,
}: {
  verified: VerifiedChange[];
  /** Per comparison, what could not be read; left out on the index. */
  unread?: { from: string; to: string; note: AppliedDefaultsNote }[];
  A: LinkComponent;
  /** On the index: where each comparison is, so a change links the page that lists it. */
  comparisonHref?: (from: string, to: string) => string | undefined;
}): ReactNode {
  const notRead = (unread ?? []).filter(({ note }) => note.unread.length > 0);
  return (
    <>
      <p>
        Everything listed here comes from the type declarations each release ships, plus the peer dependencies in its
        package file and the defaults a chart applies where the site could run that release. A release can change how a
        chart looks or behaves without touching a declaration: colours, spacing, where labels go, how a tooltip or the
        legend reacts, when a handler fires. Changes of that kind do not show on these pages, so after upgrading, look
        at your charts and try their interactions, and read the{' '}
        <A href="https://github.com/elastic/elastic-charts/releases">library&apos;s release notes</A> for the versions
        you cross.
      </p>
      {verified.length > 0 ? (
        <>
          <p>Changes of behaviour the site has checked in its data:</p>
          <ul>
            {spacedItems(
              verified.map((change, i) => (
                <li key={i}>
                  <VerifiedLine change={change} A={A} href={comparisonHref?.(change.from, change.to)} />
                </li>
              )),
            )}
          </ul>
        </>
      ) : (
        <p>
          Of the two kinds of behaviour change the site can check, peer dependency ranges and the defaults a chart
          applies, neither changed here{notRead.length > 0 ? ' as far as the site could compare them' : ''}.
        </p>
      )}
      {notRead.length > 0 && (
        <>
          <p>
            The site reads the defaults a chart applies by running each release&apos;s compiled code with the
            site&apos;s own dependencies: rendering every spec, and reading the defaults written into components&apos;
            parameters. Where that does not work on a release, its defaults were not compared:
          </p>
          <ul>
            {spacedItems(
              notRead.flatMap(({ from, to, note }) =>
                note.unread.map(({ method, versions }) => (
                  <li key={`${from}-${to}-${method}`}>
                    {from} → {to}:{' '}
                    {method === 'specs' ? 'the defaults of the specs' : "the defaults in components' parameters"} could
                    not be read from {versions.join(' or ')}.
                  </li>
                )),
              ),
            )}
          </ul>
        </>
      )}
    </>
  );
}

function VerifiedLine({
  change,
  A,
  href: stepHref,
}: {
  change: VerifiedChange;
  A: LinkComponent;
  href?: string;
}): ReactNode {
  const versions = stepHref ? (
    <A href={stepHref}>
      {change.from} → {change.to}
    </A>
  ) : (
    `${change.from} → ${change.to}`
  );
  if (change.peer) {
    const { name, before, after, direction } = change.peer;
    return (
      <>
        {versions}: the peer range of <Code>{name}</Code>{' '}
        {before !== undefined && after !== undefined && (
          <>
            {direction ?? 'changed'} from <Code>{before}</Code> to <Code>{after}</Code>
            {direction === 'narrowed' &&
              '. A project that uses a version the new range leaves out gets a peer dependency conflict from its package manager'}
          </>
        )}
        {before === undefined && after !== undefined && (
          <>
            is new: <Code>{after}</Code>
          </>
        )}
        {before !== undefined && after === undefined && (
          <>
            is gone (it was <Code>{before}</Code>)
          </>
        )}
        .
      </>
    );
  }
  if (change.applied) {
    const { component, prop, before, after, href } = change.applied;
    const name = (
      <>
        <Code>{component}</Code>&apos;s <Code>{prop}</Code>
      </>
    );
    return (
      <>
        {versions}: when you leave {href ? <A href={href}>{name}</A> : name} unset, a chart now applies{' '}
        {after !== undefined ? <Code>{after}</Code> : 'no default'} where it applied{' '}
        {before !== undefined ? <Code>{before}</Code> : 'none'}, read from both releases&apos; code.
      </>
    );
  }
  return null;
}
