import React, { type ElementType, type ReactNode } from 'react';
import type { AppliedDefaultsNote, VerifiedChange } from '@site/src/plugins/content/upgrade-pages/types';
import { Code } from './Code';
import { spacedItems } from '@site/src/components/spacedItems';

/** The link element of the page: the theme's Link on a route page, the MDX page's own `a` in MDX. */
export type LinkComponent = ElementType<{ href: string; children: ReactNode }>;

/** The index's section that lists every change of behaviour of every step (`docs/upgrading.mdx`'s heading). */
export const BEYOND_INDEX = 'what-declarations-do-not-show';

/**
 * The changes of behaviour the site's records show beside the listed ones: a peer range, or a default a chart
 * applies (read by rendering each spec from the release's compiled code); and, where a release's defaults could not
 * be read, which and why.
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
      {verified.length > 0 ? (
        <>
          <p>The peer dependency ranges and the defaults a chart applies, as the site records them, also change:</p>
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
          The peer dependency ranges and the defaults a chart applies are the same at both ends
          {notRead.length > 0 ? ', as far as the site could read them' : ''}.
        </p>
      )}
      {notRead.length > 0 && (
        <>
          <p>
            The site reads the defaults a chart applies by running each release&apos;s compiled code: rendering every
            spec, and reading the defaults written into components&apos; parameters. Where that does not work on a
            release, its defaults were not compared:
          </p>
          <ul>
            {spacedItems(
              notRead.flatMap(({ from, to, note }) =>
                note.unread.map(({ method, versions, reasons }) => (
                  <li key={`${from}-${to}-${method}`}>
                    {from} → {to}:{' '}
                    {method === 'specs' ? 'the defaults of the specs' : "the defaults in components' parameters"} could
                    not be read from {versions.join(' or ')}: {reasons.join(' ')}
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
