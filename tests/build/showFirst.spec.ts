import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import {
  attribute,
  childElements,
  collapsedText,
  findElement,
  hasClass,
  parseHtml,
  type HtmlElement,
} from '../../src/plugins/content/markdown-twins/htmlTree';
import { BUILD } from '../files';
import { CHART_ATTRIBUTES, DOCS_PAGES } from '../pages';

/**
 * Show first (issue 45): a guide, chart-type guide or recipe opens with a chart, and a section with a chart puts it
 * where the section starts (a chart: `CHART_ATTRIBUTES`). Read from the built HTML: between a heading (the page's h1, an h2 or an h3) and the first
 * live chart after it, at most two sentences. tests/firstChart.spec.ts checks in Chromium that the page's first chart
 * is inside the first screen at desktop and phone width.
 */
const MAX_SENTENCES_BEFORE_CHART = 2;

/** A paragraph's sentences: runs of text ended by . ! or ? before a space or the end (not "73.2.1" or "e.g."). */
function sentences(text: string): number {
  return text.split(/(?<![0-9]\.[0-9]*|\be\.g|\bi\.e)[.!?](?=\s|$)/).filter((part) => part.trim() !== '').length;
}

interface Block {
  kind: 'heading' | 'chart' | 'prose';
  text: string;
}

/** The page's content as a flat list of headings, live charts and prose blocks, in reading order. */
function blocksOf(html: string): Block[] {
  const document = parseHtml(html);
  const article = findElement(document, (element) => element.tagName === 'article');
  if (!article) throw new Error('no <article>');
  const blocks: Block[] = [];
  const walk = (element: HtmlElement) => {
    if (/^h[1-3]$/.test(element.tagName)) {
      blocks.push({ kind: 'heading', text: collapsedText(element) });
      return;
    }
    const chart = CHART_ATTRIBUTES.map((name) => attribute(element, name)).find((value) => value !== undefined);
    if (chart !== undefined) {
      blocks.push({ kind: 'chart', text: chart });
      return;
    }
    // Prose a reader reads before reaching the chart: paragraphs, lists and tables. Navigation and the table of
    // contents are not in the article's flow of text.
    if (['p', 'ul', 'ol', 'table', 'pre', 'blockquote'].includes(element.tagName)) {
      blocks.push({ kind: 'prose', text: collapsedText(element) });
      return;
    }
    if (element.tagName === 'nav' || hasClass(element, 'theme-doc-toc-mobile')) return;
    for (const child of childElements(element)) walk(child);
  };
  walk(article);
  return blocks;
}

/** For each chart of the page: what stands between it and the heading it follows, if that is more than allowed. */
function chartsAfterProse(blocks: Block[]): string[] {
  const faults: string[] = [];
  let heading = '';
  let prose: string[] = [];
  let chartSinceHeading = false;
  for (const block of blocks) {
    if (block.kind === 'heading') {
      heading = block.text;
      prose = [];
      chartSinceHeading = false;
    } else if (block.kind === 'prose') {
      prose.push(block.text);
    } else {
      const count = prose.reduce((sum, text) => sum + sentences(text), 0);
      if (chartSinceHeading) faults.push(`"${block.text}" is a second chart under "${heading}": give it a heading`);
      else if (count > MAX_SENTENCES_BEFORE_CHART) {
        faults.push(`"${block.text}" comes after ${count} sentences under "${heading}": ${prose.join(' ').slice(0, 120)}…`);
      }
      chartSinceHeading = true;
    }
  }
  return faults;
}

test('sentences are counted as a reader would', () => {
  expect(sentences('One point a second below, on a window of 120 seconds. Pause stops it.')).toBe(2);
  expect(sentences('This site documents 73.2.1, e.g. its Settings. Then it ends!')).toBe(2);
  expect(sentences('Where does it go? Here.')).toBe(2);
});

for (const route of DOCS_PAGES) {
  test(`${route} opens with a chart, and each section's chart comes where the section starts`, () => {
    const blocks = blocksOf(readFileSync(path.join(BUILD, route, 'index.html'), 'utf8'));
    const first = blocks.findIndex((block) => block.kind === 'heading' || block.kind === 'chart');
    expect(blocks[first]?.kind, 'the page title comes first').toBe('heading');
    expect(
      blocks.slice(first + 1).find((block) => block.kind !== 'prose')?.kind,
      'the first thing after the title and its lead is a chart',
    ).toBe('chart');
    expect(chartsAfterProse(blocks)).toEqual([]);
  });
}
