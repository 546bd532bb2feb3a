import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SearchDocument } from './types';

/**
 * How much each document's matches weigh, so that a prop's own page answers first: a search for
 * `tickFormat` finds the row of `Axis`, which declares it, before the rows of `AreaSeries` or
 * `BasicSeriesSpec`, which only inherit it from `SeriesSpec`. Read from the built pages: a props
 * table marks an inherited row's heading with `data-prop-inherited-from`, and the table itself
 * with `data-props-kind`.
 */
export const BOOST = {
  /** A prop on the page of the component that declares it (`Axis` → `tickFormat`). */
  ownOnComponentPage: 3,
  /** A prop on the page of the type that declares it (`SeriesSpec` → `tickFormat`). */
  ownOnTypePage: 2,
  /** Everything else, inherited rows included. */
  other: 1,
} as const;

interface PropHeading {
  inherited: boolean;
  onComponentTable: boolean;
}

export async function propBoosts(docs: readonly SearchDocument[], outDir: string): Promise<number[]> {
  const pages = new Map<string, Map<string, PropHeading>>();
  for (const doc of docs) {
    const page = propPageOf(doc);
    if (page && !pages.has(page))
      pages.set(page, propHeadings(await readFile(path.join(outDir, page, 'index.html'), 'utf8')));
  }
  return docs.map((doc) => {
    const page = propPageOf(doc);
    const heading = page ? pages.get(page)?.get(doc.url.slice(doc.url.indexOf('#') + 1)) : undefined;
    if (!heading || heading.inherited) return BOOST.other;
    return heading.onComponentTable ? BOOST.ownOnComponentPage : BOOST.ownOnTypePage;
  });
}

/** The page path of a document that is a props-table row (`/api/specs/xy/Axis#prop-tickFormat`). */
function propPageOf(doc: SearchDocument): string | undefined {
  const [page, anchor] = doc.url.split('#');
  return page && anchor?.startsWith('prop-') ? page : undefined;
}

/** Each prop heading of a built page, by anchor, in the table it belongs to. */
export function propHeadings(html: string): Map<string, PropHeading> {
  const headings = new Map<string, PropHeading>();
  let onComponentTable = false;
  for (const match of html.matchAll(/<(div|h3)\b([^>]*)>/g)) {
    const attributes = attributesOf(match[2] ?? '');
    const kind = attributes.get('data-props-kind');
    if (match[1] === 'div') {
      if (kind) onComponentTable = kind === 'component';
      continue;
    }
    const anchor = attributes.get('id');
    if (anchor?.startsWith('prop-'))
      headings.set(anchor, { inherited: attributes.has('data-prop-inherited-from'), onComponentTable });
  }
  return headings;
}

/** A tag's attributes; the minified HTML leaves simple values unquoted (`id=prop-tickFormat`). */
function attributesOf(text: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of text.matchAll(/([\w-]+)(?:=(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
    attributes.set(match[1] ?? '', match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}
