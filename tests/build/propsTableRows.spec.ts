import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { apiPages, apiPagesDir } from '../../src/plugins/content/props-tables/assertDescribed';
import { IN_USE_SHOWN } from '../../src/components/PropsTable/examplesLabel';
import {
  attribute,
  childElements,
  collapsedText,
  findElement,
  parseHtml,
  type HtmlElement,
  type HtmlParent,
} from '../../src/plugins/content/markdown-twins/htmlTree';
import { tablesOnPage } from '../../src/plugins/content/props-tables/renderedTables';
import { BUILD } from '../files';
import { LibraryProps } from '../libraryProps';

/**
 * The props tables as the built API pages hold them, read in Node (no browser: all of it is in the server-rendered
 * HTML). For every hand-written API page (`api/api/**\/*.mdx`) and every table it renders:
 * - the drift test: the prop headings (`<h3>`) are exactly the props the TypeScript compiler finds in the installed
 *   declarations (`tests/libraryProps.ts`), or a subset of them where the page picks rows;
 * - every prop row says what the prop does (the library's words or ours, src/plugins/content/props-tables/descriptions);
 * - "In use" shows at most IN_USE_SHOWN example links, the others behind an "and N more" button;
 * - the table offers the "your version" picker, or says that nothing of it changed since the oldest release read.
 */
const ROOT = path.resolve(__dirname, '..', '..');

interface Page {
  route: string;
  tables: { name: string; only?: string[] }[];
  document: HtmlParent;
}

let library: LibraryProps;
let pages: Page[];

test.beforeAll(() => {
  library = new LibraryProps();
  const dir = apiPagesDir(ROOT);
  pages = apiPages(dir).map((file) => {
    const route = `/api/${path.relative(dir, file).replace(/\.mdx$/, '').split(path.sep).join('/')}`;
    const html = readFileSync(path.join(BUILD, route, 'index.html'), 'utf8');
    return { route, tables: tablesOnPage(readFileSync(file, 'utf8')), document: parseHtml(html) };
  });
});

/** Every element under `parent` that `accept` takes, in document order. */
function all(parent: HtmlParent, accept: (element: HtmlElement) => boolean): HtmlElement[] {
  return childElements(parent).flatMap((child) => [...(accept(child) ? [child] : []), ...all(child, accept)]);
}

/** Each props table of a page, by the export it shows, with its rows (`<tr>` of the body). */
function tablesOf(page: Page): { name: string; wrapper: HtmlElement; rows: HtmlElement[] }[] {
  return all(page.document, (element) => attribute(element, 'data-props-of') !== undefined).map((wrapper) => ({
    name: attribute(wrapper, 'data-props-of') ?? '',
    wrapper,
    rows: all(wrapper, (element) => element.tagName === 'tbody').flatMap((body) =>
      childElements(body).filter((row) => row.tagName === 'tr'),
    ),
  }));
}

/** A live prop's row has its name as an `<h3>`; a removed member's is a paragraph. */
const headingOf = (row: HtmlElement) => findElement(row, (element) => element.tagName === 'h3');

test('every API page renders the tables its source imports, one wrapper each', () => {
  expect(pages.length).toBeGreaterThan(40);
  for (const page of pages) {
    expect(tablesOf(page).map((table) => table.name), page.route).toEqual(page.tables.map((table) => table.name));
  }
});

test('drift test: each table shows exactly the props the library declares (a picked subset, only props it has)', () => {
  let checked = 0;
  for (const page of pages) {
    tablesOf(page).forEach(({ name, wrapper, rows }, i) => {
      const shown = rows.flatMap((row) => {
        const heading = headingOf(row);
        return heading ? [collapsedText(heading)] : [];
      });
      const kind = attribute(wrapper, 'data-props-kind');
      const declared = kind === 'component' ? library.componentProps(name) : library.typeMembers(name);
      if (page.tables[i]?.only) {
        expect(shown.length, `${page.route}: ${name}`).toBeGreaterThan(0);
        expect(declared, `${page.route}: ${name} still declares the rows the page picks`).toEqual(
          expect.arrayContaining(shown),
        );
      } else {
        expect([...shown].sort(), `${page.route}: ${name}, rows against TypeScript`).toEqual(declared);
      }
      checked += shown.length;
    });
  }
  expect(checked).toBeGreaterThan(500);
});

test('every prop row has a description: what the prop does, beyond its form, history and examples', () => {
  const missing: string[] = [];
  for (const page of pages) {
    for (const { name, rows } of tablesOf(page)) {
      for (const row of rows) {
        const heading = headingOf(row);
        if (!heading) continue;
        const description = findElement(row, (element) => attribute(element, 'data-prop-description') !== undefined);
        if (!description || collapsedText(description).length < 10) {
          missing.push(`${page.route}: ${name}.${collapsedText(heading)}`);
        }
      }
    }
  }
  expect(missing).toEqual([]);
});

test(`"In use" shows at most ${IN_USE_SHOWN} examples, the rest behind an "and N more" button`, () => {
  let capped = 0;
  for (const page of pages) {
    for (const line of all(page.document, (element) => attribute(element, 'data-prop-examples') !== undefined)) {
      const count = Number(attribute(line, 'data-prop-examples'));
      const links = all(line, (element) => element.tagName === 'a');
      const button = findElement(line, (element) => element.tagName === 'button');
      const where = `${page.route}: ${collapsedText(line).slice(0, 60)}`;
      expect(links.length, where).toBe(Math.min(count, IN_USE_SHOWN));
      if (count > IN_USE_SHOWN) {
        capped++;
        expect(button && collapsedText(button), where).toBe(`and ${count - IN_USE_SHOWN} more`);
        expect(button && attribute(button, 'aria-expanded'), where).toBe('false');
      } else {
        expect(button, where).toBeUndefined();
      }
    }
  }
  // baseTheme alone is set by some 60 examples: the cap is in use.
  expect(capped).toBeGreaterThan(10);
});

test('every table offers the version picker, or says nothing of it changed since the oldest release read', () => {
  const unchanged: string[] = [];
  for (const page of pages) {
    for (const { name, wrapper } of tablesOf(page)) {
      const line = findElement(wrapper, (element) => attribute(element, 'data-props-unchanged') !== undefined);
      const picker = findElement(
        wrapper,
        (element) => element.tagName === 'button' && collapsedText(element) === 'Compare with your version',
      );
      expect(Boolean(line) !== Boolean(picker), `${page.route}: ${name} has one of the two`).toBe(true);
      if (line) {
        expect(collapsedText(line), `${page.route}: ${name}`).toMatch(/^No change since 60\.0\.0: from 60\.0\.0 to \d+\.\d+\.\d+, none of these/);
        unchanged.push(name);
      }
    }
  }
  // The issue's case: LineSeries, whose props did not change from 60.0.0 on, says so instead of showing nothing.
  expect(unchanged).toContain('LineSeries');
});
