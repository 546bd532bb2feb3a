import React, { type ReactNode } from 'react';
import type { ExportKind } from '@site/src/plugins/content/api-history/types';
import { isLongTypeChange } from '@site/src/plugins/content/upgrade-pages/longType';
import type { ChangeItem, Moved, TypeDelta } from '@site/src/plugins/content/upgrade-pages/types';
import { Code, CodeList } from './Code';
import type { LinkComponent } from './VerifiedChanges';
import styles from './styles.module.css';
import { listed } from '@site/src/components/listed';

interface Versions {
  from: string;
  to: string;
  current: string;
}

/** One change of an export, in a sentence, then where the site documents it today and the examples that set it. */
export function ChangeLine({
  item,
  versions,
  A,
}: {
  item: ChangeItem;
  versions: Versions;
  A: LinkComponent;
}): ReactNode {
  return (
    <>
      <Sentence item={item} versions={versions} />
      {item.moved && (
        <>
          {' '}
          <MovedTo moved={item.moved} A={A} />
        </>
      )}
      {item.alsoOn.length > 0 && (
        <>
          {' '}
          The same on <CodeList names={item.alsoOn} />.
        </>
      )}
      {/* The line below is a block; the space keeps the search index from fusing its first word with this one's last (spacedItems). */}{' '}
      <Where item={item} versions={versions} A={A} />
    </>
  );
}

/** Where a removed prop or export went, as the step's change of behaviour says, linking that change. */
export function MovedTo({ moved, A }: { moved: Moved; A: LinkComponent }): ReactNode {
  return (
    <>
      It moved: <CodeList names={moved.to} /> (<A href={`#${moved.change}`}>what changes</A>).
    </>
  );
}

function Sentence({ item, versions }: { item: ChangeItem; versions: Versions }): ReactNode {
  const { change } = item;
  switch (change.change) {
    case 'removedProp':
      return (
        <>
          <Code>{change.prop}</Code> removed (it was <TypeText type={change.type} />
          ).
          {change.deprecated !== undefined && (
            <>
              {' '}
              {versions.from} marked it deprecated
              {change.deprecated ? (
                <>
                  : “<NoteText note={change.deprecated} />”
                </>
              ) : null}
              .
            </>
          )}
        </>
      );
    case 'renamedProp':
      return (
        <>
          <Code>{change.from}</Code> renamed to <Code>{change.to}</Code>
          {change.before === change.after ? (
            <>
              , type <TypeText type={change.after} />
            </>
          ) : (
            <>
              , type <TypeText type={change.before} /> → <TypeText type={change.after} />
            </>
          )}
          .{' '}
          {change.evidence.kind === 'same-type' ? (
            <>
              The evidence: one release removes <Code>{change.from}</Code> and adds <Code>{change.to}</Code>, the only
              prop of this type it removes or adds here.
            </>
          ) : (
            <>
              The evidence: the deprecation note of <Code>{change.from}</Code> read “
              <NoteText note={change.evidence.note} />
              ”.
            </>
          )}
        </>
      );
    case 'propType':
      return (
        <TypeChange
          subject={
            <>
              The type of <Code>{change.prop}</Code> changed
            </>
          }
          before={change.before}
          after={change.after}
          delta={item.typeDelta}
          versions={versions}
        />
      );
    case 'becameRequired':
      return (
        <>
          <Code>{change.prop}</Code> is now required (it was optional): set it wherever you use this type.
        </>
      );
    case 'becameOptional':
      return (
        <>
          <Code>{change.prop}</Code> is now optional (it was required).
        </>
      );
    case 'declaredDefault':
      return (
        <>
          <Code>{change.prop}</Code>: {defaultText(change.before, change.after, 'declared default')}
          {item.applied && (
            <>
              {' '}
              {sameDefault(item.applied, change) ? 'A chart applies the same, ' : 'The default a chart applies: '}
              {valueText(item.applied.before)} → {valueText(item.applied.after)}, read from both releases&apos; code.
            </>
          )}
        </>
      );
    case 'appliedDefault':
      return (
        <>
          <Code>{change.prop}</Code>: the default a chart applies went {valueText(change.before)} →{' '}
          {valueText(change.after)} (read from both releases&apos; code), with no change in what the declarations say.
        </>
      );
    case 'deprecatedProp':
      return (
        <>
          <Code>{change.prop}</Code> is now deprecated
          {change.note ? (
            <>
              : “<NoteText note={change.note} />”
            </>
          ) : null}
          .
        </>
      );
    case 'propDeprecationNote':
      return (
        <>
          The deprecation note of <Code>{change.prop}</Code> now reads “<NoteText note={change.after} />” (it read “
          <NoteText note={change.before} />
          ”).
        </>
      );
    case 'undeprecatedProp':
      return (
        <>
          <Code>{change.prop}</Code> is no longer marked deprecated.
        </>
      );
    case 'addedProp':
      return (
        <>
          <Code>{change.prop}</Code> added: <TypeText type={change.type} />, {change.optional ? 'optional' : 'required'}
          {item.requiredOn && (
            <>
              {' '}
              (required on <CodeList names={item.requiredOn} />)
            </>
          )}
          {change.defaultValue !== undefined && (
            <>
              , declared default <Code>{change.defaultValue}</Code>
            </>
          )}
          {change.appliedDefault !== undefined && (
            <>
              , a chart applies <Code>{change.appliedDefault}</Code>
            </>
          )}
          .
        </>
      );
    case 'kinds':
      return (
        <>
          Is now {kindsText(change.after)} (it was {kindsText(change.before)}).
        </>
      );
    case 'definition':
      return (
        <TypeChange
          subject="What the type stands for changed"
          before={change.before}
          after={change.after}
          delta={item.typeDelta}
          versions={versions}
        />
      );
    case 'valueType':
      return (
        <TypeChange
          subject="The type of its value changed"
          before={change.before}
          after={change.after}
          delta={item.typeDelta}
          versions={versions}
        />
      );
    case 'signatures':
      return (
        <TypeChange
          subject="Its call signatures changed"
          before={change.before.join('; ')}
          after={change.after.join('; ')}
          versions={versions}
        />
      );
    case 'propsType':
      return (
        <>
          Its props type is now {change.after ? <Code>{change.after}</Code> : 'unnamed'} (it was{' '}
          {change.before ? <Code>{change.before}</Code> : 'unnamed'}).
        </>
      );
    case 'deprecated':
      return (
        <>
          Now deprecated
          {change.note ? (
            <>
              : “<NoteText note={change.note} />”
            </>
          ) : null}
          .
        </>
      );
    case 'deprecationNote':
      return (
        <>
          Its deprecation note now reads “<NoteText note={change.after} />” (it read “<NoteText note={change.before} />
          ”).
        </>
      );
    case 'undeprecated':
      return <>No longer marked deprecated.</>;
  }
}

/** Links onward: the prop's rows today, the examples that set it; a removed prop says so instead. */
function Where({ item, versions, A }: { item: ChangeItem; versions: Versions; A: LinkComponent }): ReactNode {
  if (item.change.change === 'removedProp') return null;
  if (item.current === false) {
    return <span className={styles.where}>Not in {versions.current}: a later release removed it.</span>;
  }
  if (item.rows.length === 0 && item.examples.length === 0) return null;
  return (
    <span className={styles.where}>
      {item.rows.length > 0 && (
        <>
          In {versions.current}:{' '}
          {item.rows.map((row, i) => (
            <React.Fragment key={row.href}>
              {i > 0 && ', '}
              <A href={row.href}>
                <code>{row.label}</code>
                {row.href.includes('#prop-') ? ' row' : ' reference'}
              </A>
            </React.Fragment>
          ))}
          .
        </>
      )}
      {item.examples.length > 0 && (
        <>
          {item.rows.length > 0 && ' '}
          Set in {item.examples.length === 1 ? 'the example' : 'the examples'}{' '}
          {item.examples.map((example, i) => (
            <React.Fragment key={example.name}>
              {i > 0 && ', '}
              <A href={`/examples/${example.name}`}>{example.title}</A>
            </React.Fragment>
          ))}
          .
        </>
      )}
    </span>
  );
}

/** A type change: inline when short; else what changed in it, with both types folded under. */
function TypeChange({
  subject,
  before,
  after,
  delta,
  versions,
}: {
  subject: ReactNode;
  before?: string;
  after?: string;
  delta?: TypeDelta;
  versions: Versions;
}): ReactNode {
  // A long change is summarised, the old and new types folded under the summary.
  const long = isLongTypeChange(before, after);
  if (!long) {
    return (
      <>
        {subject}: {before !== undefined ? <Code>{before}</Code> : 'none'} →{' '}
        {after !== undefined ? <Code>{after}</Code> : 'none'}.
      </>
    );
  }
  return (
    <>
      {subject}
      {delta ? <>: {deltaText(delta)}.</> : '.'}{' '}
      <details className={styles.types}>
        <summary>Both types in full</summary>
        <dl>
          <dt>{versions.from}</dt>
          <dd>{before !== undefined ? <Code>{before}</Code> : 'none'}</dd>
          <dt>{versions.to}</dt>
          <dd>{after !== undefined ? <Code>{after}</Code> : 'none'}</dd>
        </dl>
      </details>
    </>
  );
}

function deltaText(delta: TypeDelta): ReactNode {
  const where = delta.of === 'union' ? 'the union' : 'the object type';
  const parts: ReactNode[] = [];
  if (delta.added.length > 0)
    parts.push(
      <React.Fragment key="added">
        {where} gains <CodeList names={delta.added} />
      </React.Fragment>,
    );
  if (delta.removed.length > 0)
    parts.push(
      <React.Fragment key="removed">
        {parts.length > 0 ? 'loses' : `${where} loses`} <CodeList names={delta.removed} />
      </React.Fragment>,
    );
  if (delta.changed.length > 0)
    parts.push(
      <React.Fragment key="changed">
        {parts.length > 0 ? 'and' : where} changes the type of <CodeList names={delta.changed} />
      </React.Fragment>,
    );
  return parts.map((part, i) => (
    <React.Fragment key={i}>
      {i > 0 && (i === parts.length - 1 ? ' and ' : ', ')}
      {part}
    </React.Fragment>
  ));
}

/** A printed type as code, long or short. */
function TypeText({ type }: { type: string }): ReactNode {
  return <Code>{type}</Code>;
}

/** A deprecation note as the library wrote it, its backquoted names as code. */
export function NoteText({ note }: { note: string }): ReactNode {
  return note
    .split(/(`[^`]+`)/)
    .map((part, i) =>
      part.startsWith('`') && part.endsWith('`') && part.length > 2 ? (
        <Code key={i}>{part.slice(1, -1)}</Code>
      ) : (
        <React.Fragment key={i}>{part}</React.Fragment>
      ),
    );
}

function defaultText(before: string | undefined, after: string | undefined, what: string): ReactNode {
  if (before === undefined)
    return (
      <>
        now has a {what}, {valueText(after)}.
      </>
    );
  if (after === undefined)
    return (
      <>
        no longer has a {what} (it was {valueText(before)}).
      </>
    );
  return (
    <>
      {what} {valueText(before)} → {valueText(after)}.
    </>
  );
}

function sameDefault(
  applied: { before?: string; after?: string },
  declared: { before?: string; after?: string },
): boolean {
  const bare = (value?: string) => value?.replace(/^`|`$/g, '');
  return bare(applied.before) === bare(declared.before) && bare(applied.after) === bare(declared.after);
}

function valueText(value: string | undefined): ReactNode {
  return value === undefined ? 'none' : <Code>{value.replace(/^`(.*)`$/, '$1')}</Code>;
}

const KIND_WORDS: Record<ExportKind, string> = {
  class: 'a class',
  component: 'a component',
  enum: 'an enum',
  function: 'a function',
  interface: 'an interface',
  namespace: 'a namespace',
  'type alias': 'a type',
  variable: 'a value',
};

export function kindsText(kinds: readonly ExportKind[]): string {
  return listed(
    kinds.map((kind) => KIND_WORDS[kind]),
    'an export',
  );
}
