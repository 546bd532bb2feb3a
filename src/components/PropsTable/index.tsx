import React, { useState, type ReactNode } from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import { usePageComponents } from '@site/src/components/usePageComponents';
import type {
  ExampleLink,
  Paragraph,
  PropRow,
  PropsTableData,
  TableHistory,
  Unchanged,
} from '@site/src/plugins/content/props-tables/types';
import { IN_USE_SHOWN, PROP_EXAMPLES_LABEL } from './examplesLabel';
import { ChangeNotes, removedPropAnchor } from './History';
import TextRuns from './TextRuns';
import { loadYourVersion, useYourVersion } from './yourVersion';
import styles from './styles.module.css';

interface Props {
  /** Generated at build time: `import table from '@generated/props-tables/default/{Name}.json'`. */
  table: PropsTableData;
  /** Show only these rows (for a page about one part of a larger props type). */
  only?: string[];
}

/** The anchor of a prop's row; stable, so links and search results can land on it. */
export function propAnchor(name: string): string {
  return `prop-${name}`;
}

/**
 * The props (or members) of one export of @elastic/charts, as generated from its type declarations.
 * Each prop name is an h3 with an anchor: outside the MDX table of contents (which lists the
 * page's own headings only), but indexed by search, so a search for a prop lands on its row.
 * A row reads as a block: name, type and default on one line, the description under them at the
 * column's full width (styles.module.css), so no width of the page hides a column off-screen.
 */
export default function PropsTable({ table, only }: Props): ReactNode {
  const rows = only ? table.rows.filter((row) => only.includes(row.name)) : table.rows;
  if (rows.length === 0) {
    throw new Error(`PropsTable: ${table.name} has none of the rows ${JSON.stringify(only)}.`);
  }
  const noun = table.kind === 'component' ? 'props' : 'members';
  const history = table.history;
  const removed = rows.filter((row) => row.removedIn).length;
  // The page's own link, not a copy of it (usePageComponents).
  const { A } = usePageComponents();
  const marks = useYourVersion();
  const ready = marks instanceof Error ? undefined : marks;
  return (
    <div
      className={styles.wrapper}
      data-props-of={table.name}
      data-props-kind={table.kind}
      data-props-subset={only ? true : undefined}
      data-search-children
    >
      <p className={styles.source}>
        {rows.length - removed} {noun} of{' '}
        <A href={table.url}>
          <code>{table.name}</code>
        </A>
        {table.propsType && (
          <>
            {' '}
            (props type{' '}
            <A href={table.propsType.url}>
              <code>{table.propsType.name}</code>
            </A>
            )
          </>
        )}
        , generated from the library&apos;s type declarations.
        {history &&
          (history.added
            ? ` ${table.name} is exported since version ${history.added}; changes since then are marked.`
            : ` Changes since version ${history.from} are marked.`)}
        {removed > 0 &&
          ` ${removed} removed ${removed > 1 ? `${noun} are` : `${noun.slice(0, -1)} is`} listed too, struck through.`}
      </p>
      {table.unchanged && <UnchangedLine unchanged={table.unchanged} noun={noun} />}
      {history &&
        (ready ? (
          <ready.Picker rows={rows} history={history} noun={noun} />
        ) : (
          <p className={styles.yourVersion}>
            <button type="button" className="button button--sm button--secondary" onClick={loadYourVersion}>
              Compare with your version
            </button>
            {marks instanceof Error && <span role="alert"> The version picker did not load: {marks.message}</span>}
          </p>
        ))}
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Type</th>
            <th scope="col">Default</th>
            <th scope="col" className={styles.descriptionHeader}>
              Description
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <PropsTableRow key={row.name} row={row} marks={ready} table={history} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface RowProps {
  row: PropRow;
  /** The "your version" marks, once loaded (`yourVersion.ts`). */
  marks: typeof import('./YourVersion') | undefined;
  table: TableHistory | undefined;
}

function PropsTableRow({ row, marks, table }: RowProps): ReactNode {
  const { removedIn, history } = row;
  const anchor = removedIn ? removedPropAnchor(row.name) : propAnchor(row.name);
  // Tells the build's link check that this page has the anchor, as the theme's headings do, so a
  // link to `#prop-…` of a row that exists passes and one to a missing row fails the build.
  useBrokenLinks().collectAnchor(anchor);
  // A removed member is no prop of the page: not a heading, which search and the drift test take for one.
  const Name = removedIn ? 'p' : 'h3';
  return (
    <tr data-removed-prop={removedIn && row.name}>
      <td className={styles.nameCell}>
        <Name
          className={`anchor ${styles.name} ${row.deprecated || removedIn ? styles.struck : ''}`}
          id={anchor}
          data-prop-inherited-from={row.inheritedFrom}
        >
          {/* The name is the row's permalink. */}
          <a href={`#${anchor}`} className={styles.permalink}>
            <code>
              <NameWithBreaks name={row.name} />
            </code>
          </a>
        </Name>
        {removedIn ? (
          <span className={styles.removedBadge}>removed in {removedIn}</span>
        ) : (
          <span className={row.required ? styles.required : styles.optional}>
            {row.required ? 'required' : 'optional'}
          </span>
        )}
        {row.deprecated && (
          <span className={styles.deprecatedBadge}>deprecated{history?.deprecated && ` in ${history.deprecated}`}</span>
        )}
        {history?.added && <span className={styles.addedBadge}>added in {history.added}</span>}
        {row.inheritedFrom && <span className={styles.inherited}>from {row.inheritedFrom}</span>}
        {marks && <marks.RowMark row={row} history={table} />}
      </td>
      {/* The labels name the cells where the layout stacks them under each other (a narrow column). */}
      <td className={styles.typeCell} data-label={removedIn ? 'Last type' : 'Type'}>
        <code className={styles.type}>
          <TextRuns runs={row.type} />
        </code>
        {marks && <marks.AtVersion row={row} history={table} part="type" />}
      </td>
      <td className={styles.defaultCell} data-label="Default" data-default-of={row.name}>
        <DefaultCell row={row} />
        {marks && <marks.AtVersion row={row} history={table} part="default" />}
      </td>
      <td className={styles.description}>
        {history && <ChangeNotes history={history} />}
        {row.deprecated && <Paragraphs paragraphs={[[{ text: 'Deprecated. ' }, ...row.deprecated.flat()]]} />}
        {row.form && <Paragraphs paragraphs={[row.form]} />}
        {/* What the prop does: the library's comment, or ours (descriptions/); tests/build reads it by this attribute. */}
        <div data-prop-description>
          <Paragraphs paragraphs={row.description} />
        </div>
        {row.examples && <InExamples examples={row.examples} />}
      </td>
    </tr>
  );
}

/**
 * The default a chart applies; on a type several specs share, each spec's where they differ; and
 * where the library's comment declares another default, what it says, marked as not applied.
 */
function DefaultCell({ row }: { row: PropRow }): ReactNode {
  return (
    <>
      {row.defaultValue && <TextRuns runs={row.defaultValue} />}
      {row.defaultsBySpec && (
        <ul className={styles.bySpec}>
          {row.defaultsBySpec.map(({ spec, value }) => (
            <li key={spec}>
              {spec}: <TextRuns runs={value} />
            </li>
          ))}
        </ul>
      )}
      {!row.defaultValue && !row.defaultsBySpec && <span aria-label="no default">–</span>}
      {row.declaredDefault && (
        <p className={styles.declared} data-declared-default>
          The library&apos;s comment says <TextRuns runs={row.declaredDefault} />, which is not what it applies.
        </p>
      )}
    </>
  );
}

/**
 * Links to the example pages whose source sets this prop: the first `IN_USE_SHOWN` (the plugin puts the
 * smallest examples first), then a button for the rest. The rest are not in the page's HTML (`baseTheme` had
 * some 60 links, 897 px tall on a phone); they are in the table's data, which the page's chunk holds anyway.
 */
function InExamples({ examples }: { examples: ExampleLink[] }): ReactNode {
  const { A } = usePageComponents();
  const [open, setOpen] = useState(false);
  const more = examples.length - IN_USE_SHOWN;
  const shown = open || more <= 0 ? examples : examples.slice(0, IN_USE_SHOWN);
  return (
    <p className={styles.inExamples} data-prop-examples={examples.length}>
      {PROP_EXAMPLES_LABEL}{' '}
      {shown.map((example, i) => (
        <React.Fragment key={example.name}>
          {i > 0 && ', '}
          <A href={`/examples/${example.name}`}>{example.title}</A>
        </React.Fragment>
      ))}
      {more > 0 && (
        <>
          {' '}
          <button
            type="button"
            className={styles.moreExamples}
            aria-expanded={open}
            onClick={() => setOpen((isOpen) => !isOpen)}
          >
            {open ? 'show fewer' : `and ${more} more`}
          </button>
        </>
      )}
    </p>
  );
}

/** A table none of whose props changed over the releases the history reads: no picker, one line that says so. */
function UnchangedLine({ unchanged, noun }: { unchanged: Unchanged; noun: string }): ReactNode {
  const { from, to, untracked } = unchanged;
  return (
    <p className={styles.yourVersion} data-props-unchanged>
      No change since {from}: from {from} to {to}, none of these {noun} was added, removed, retyped or deprecated, and
      no default changed in the releases whose defaults could be read.
      {untracked && (
        <>
          {' '}
          The history cannot follow {untracked.length > 1 ? 'these' : 'this one'}, from a type the library does not
          export:{' '}
          {untracked.map((name, i) => (
            <React.Fragment key={name}>
              {i > 0 && ', '}
              <code>{name}</code>
            </React.Fragment>
          ))}
          .
        </>
      )}
    </p>
  );
}

/**
 * A prop's name with a break opportunity before each capital: in a narrow name column,
 * `allowBrushingLastHistogramBin` broke wherever the column ended ("…Histog" and "ramBin").
 */
function NameWithBreaks({ name }: { name: string }): ReactNode {
  return name.split(/(?=[A-Z])/).map((part, i) => (
    <React.Fragment key={i}>
      {i > 0 && <wbr />}
      {part}
    </React.Fragment>
  ));
}

const isList = (block: Paragraph | Paragraph[]): block is Paragraph[] => Array.isArray(block[0]);

/** A description's paragraphs; the items of a list in the comment (their first run says so) as one list. */
function Paragraphs({ paragraphs }: { paragraphs: Paragraph[] }): ReactNode {
  const blocks: (Paragraph | Paragraph[])[] = [];
  for (const paragraph of paragraphs) {
    const last = blocks[blocks.length - 1];
    if (!paragraph[0]?.listItem) blocks.push(paragraph);
    else if (last && isList(last)) last.push(paragraph);
    else blocks.push([paragraph]);
  }
  return blocks.map((block, i) =>
    isList(block) ? (
      <ul key={i} className={styles.paragraph}>
        {block.map((item, j) => (
          <li key={j}>
            <TextRuns runs={item} />
          </li>
        ))}
      </ul>
    ) : (
      <p key={i} className={styles.paragraph}>
        <TextRuns runs={block} />
      </p>
    ),
  );
}
