import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { builtPageText } from '../../src/plugins/content/search-index/builtPageText';
import {
  PAGE_KEY,
  PAGE_QUESTIONS_RECORD,
  QUESTIONS_SUFFIX,
  parseQuestions,
  type PageQuestionsRecord,
} from '../../src/plugins/content/search-index/pageQuestions';
import { findSearchFiles } from '../../src/plugins/content/search-index/searchFiles.mjs';
import { htmlFileOf } from '../../src/plugins/content/search-index/withBuiltPageText';
import { isStepDoc } from '../../src/plugins/content/upgrade-pages/stepDocs';
import type { SearchDocument } from '../../src/plugins/content/search-index/types';
import { BUILD, filesUnder } from '../files';

/**
 * Every hand-written docs page (not the upgrade steps the build writes) says what it answers (issue 47): a questions file beside it
 * (src/plugins/content/search-index/pageQuestions.ts) with questions for the page and for each of its
 * sections, keyed by the anchors the built page has. A page rewritten so that a heading's anchor changes,
 * or a section added without questions, fails here, as does a page without a file.
 */
const ROOT = path.resolve(__dirname, '..', '..');
const DOCS = path.join(ROOT, 'docs');
/** The least a page's own entry lists: what the whole page answers, asked several ways. */
const MIN_PAGE_QUESTIONS = 3;

const relative = (file: string) => path.relative(ROOT, file).split(path.sep).join('/');
const record = (): PageQuestionsRecord[] =>
  JSON.parse(readFileSync(path.join(BUILD, '..', '.docusaurus', PAGE_QUESTIONS_RECORD), 'utf8')) as PageQuestionsRecord[];

test('every docs page, recipe and chart-type guide has a questions file, and every questions file a page', () => {
  const pages = record();
  // The upgrade steps the build writes into docs/upgrading/ need none: they are generated.
  const sources = filesUnder(DOCS, '.mdx')
    .map(relative)
    .filter((source) => !isStepDoc(source))
    .sort();
  expect(sources.length).toBeGreaterThanOrEqual(27);
  // The build read them all, and the record is of this tree.
  expect(pages.map((page) => page.source).sort()).toEqual(sources);
  expect(pages.filter((page) => page.questionsFile === null).map((page) => page.source)).toEqual([]);
  const files = filesUnder(DOCS, QUESTIONS_SUFFIX).map(relative).sort();
  expect(files).toEqual(pages.map((page) => page.questionsFile).sort());
});

test.describe('each questions file', () => {
  for (const { source, route, questionsFile } of existsSync(path.join(BUILD, '..', '.docusaurus', PAGE_QUESTIONS_RECORD))
    ? record()
    : []) {
    test(`${questionsFile ?? source} keys the page and every section of ${route}, and names no other`, () => {
      expect(questionsFile, `${source} has no questions file`).not.toBeNull();
      const file = questionsFile ?? '';
      const questions = parseQuestions(readFileSync(path.join(ROOT, file), 'utf8'), file);
      const page = builtPageText(readFileSync(htmlFileOf(BUILD, route), 'utf8'));
      const anchors = (page?.sections ?? []).map((section) => section.anchor);
      expect(anchors.length, `${route} has sections`).toBeGreaterThan(0);
      const keys = [...questions.keys()];
      expect(keys.filter((key) => key !== PAGE_KEY && !anchors.includes(key)), 'keys that name no section').toEqual([]);
      expect(anchors.filter((anchor) => !questions.has(anchor)), 'sections without questions').toEqual([]);
      expect(questions.get(PAGE_KEY)?.length ?? 0, 'questions for the page as a whole').toBeGreaterThanOrEqual(
        MIN_PAGE_QUESTIONS,
      );
    });
  }
});

test("the built index carries each file's questions on the page's and the sections' documents", () => {
  const docs = (
    JSON.parse(readFileSync(findSearchFiles(BUILD).searchDocPath, 'utf8')) as { searchDocs: SearchDocument[] }
  ).searchDocs;
  const byUrl = new Map(docs.map((doc) => [doc.url, doc]));
  const missing: string[] = [];
  for (const { route, questionsFile, unknownKeys } of record()) {
    expect(unknownKeys, `${questionsFile}: keys the index has no document for`).toEqual([]);
    if (questionsFile === null) continue;
    for (const [key, questions] of parseQuestions(readFileSync(path.join(ROOT, questionsFile), 'utf8'), questionsFile)) {
      const url = key === PAGE_KEY ? route : `${route}#${key}`;
      if (JSON.stringify(byUrl.get(url)?.questions) !== JSON.stringify(questions)) missing.push(url);
    }
  }
  expect(missing).toEqual([]);
});

/**
 * The site's own pages (src/pages, the theme builder) have no article for the scanner to read, and were
 * in no search document (src/plugins/content/search-index/sitePages.ts). Each but the home page is one
 * document: its heading, the words its built page opens with, and the questions of the file beside it.
 */
test('every page of src/pages but the home page is one search document, with the questions of the file beside it', () => {
  const docs = (
    JSON.parse(readFileSync(findSearchFiles(BUILD).searchDocPath, 'utf8')) as { searchDocs: SearchDocument[] }
  ).searchDocs;
  const pagesDir = path.join(ROOT, 'src', 'pages');
  const sources = filesUnder(pagesDir, '.tsx').filter((file) => path.basename(file) !== 'index.tsx');
  expect(sources.length).toBeGreaterThanOrEqual(1);
  for (const source of sources) {
    const route = `/${path.relative(pagesDir, source).replace(/\.tsx$/, '').split(path.sep).join('/')}`;
    const questionsFile = relative(source).replace(/\.tsx$/, QUESTIONS_SUFFIX);
    expect(existsSync(path.join(ROOT, questionsFile)), `${questionsFile}`).toBe(true);
    const questions = parseQuestions(readFileSync(path.join(ROOT, questionsFile), 'utf8'), questionsFile);
    expect([...questions.keys()], `${questionsFile} keys the page only`).toEqual([PAGE_KEY]);
    expect(questions.get(PAGE_KEY)?.length ?? 0).toBeGreaterThanOrEqual(MIN_PAGE_QUESTIONS);
    const documents = docs.filter((doc) => doc.url === route || doc.url.startsWith(`${route}#`));
    expect(documents.map((doc) => doc.url), route).toEqual([route]);
    const [doc] = documents;
    const heading = /<h1[^>]*>([^<]+)<\/h1>/.exec(readFileSync(htmlFileOf(BUILD, route), 'utf8'))?.[1];
    expect(doc?.title, `${route}'s title`).toBe(heading);
    // Its opening words, not its loading status.
    expect(doc?.content.length ?? 0, `${route}'s text`).toBeGreaterThan(100);
    expect(doc?.content).not.toContain('Loading');
    expect(doc?.questions).toEqual(questions.get(PAGE_KEY));
  }
  // The home page leads to pages that are indexed themselves: it is none of the documents.
  expect(docs.filter((doc) => doc.url === '/' || doc.url.startsWith('/#'))).toEqual([]);
});
