import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { filesUnder } from '../files';
import { checkPage, inlineSpansOfMdx, inlineSpansOfTsx, type CheckedSpan, type LibraryNames, PAGE_WITH_WRONG_NAMES, WRONG_NAMES_OF_THE_PAGE } from '../inlineNames';

/**
 * Every inline code span of the hand-written pages (docs, API, examples, home) that names an
 * export, an enum or class member, a prop or a stylesheet of @elastic/charts names one that the
 * installed version has: TypeDoc's model of its declarations (`.typedoc/elastic-charts.json`, written
 * by the build) for types and members, the package itself for values and files. A rename in a new
 * version fails here instead of misleading a reader.
 */
const ROOT = path.resolve(__dirname, '..', '..');
const MODEL = path.join(ROOT, '.typedoc', 'elastic-charts.json');
const PAGES = [
  ...filesUnder(path.join(ROOT, 'docs'), '.mdx'),
  ...filesUnder(path.join(ROOT, 'api', 'api'), '.mdx'),
  ...filesUnder(path.join(ROOT, 'examples'), '.mdx'),
];
const HOME = path.join(ROOT, 'src', 'pages', 'index.tsx');

interface ModelNode {
  name?: string;
  variant?: string;
  children?: ModelNode[];
  [key: string]: unknown;
}

function libraryNames(): LibraryNames {
  const fromSite = createRequire(path.join(ROOT, 'package.json'));
  const runtime = fromSite('@elastic/charts') as Record<string, unknown>;
  const model = JSON.parse(readFileSync(MODEL, 'utf8')) as ModelNode;
  const exports = new Set([...Object.keys(runtime), ...(model.children ?? []).map((child) => child.name ?? '')]);
  const membersOf = new Map<string, Set<string>>();
  const add = (owner: string, names: Iterable<string>) => membersOf.set(owner, new Set([...(membersOf.get(owner) ?? []), ...names]));
  for (const [name, value] of Object.entries(runtime)) {
    if (typeof value === 'object' && value !== null) add(name, Object.keys(value));
    if (typeof value === 'function') add(name, [...Object.getOwnPropertyNames(value), ...Object.getOwnPropertyNames(value.prototype ?? {})]);
  }
  for (const child of model.children ?? []) add(child.name ?? '', (child.children ?? []).map((member) => member.name ?? ''));
  // Every declared name at any depth: props of specs, fields of types, members of inline object types.
  const memberNames = new Set<string>();
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (typeof node === 'object' && node !== null) {
      const declared = node as ModelNode;
      if (declared.variant === 'declaration' && declared.name) memberNames.add(declared.name);
      Object.values(declared).forEach(walk);
    }
  };
  walk(model);
  // And the members of types the package declares but does not export (Timeslip's `epochMs`),
  // which TypeDoc leaves out of the model: every property or method line of its declaration files.
  const packageDir = path.dirname(path.dirname(fromSite.resolve('@elastic/charts')));
  for (const file of filesUnder(path.join(packageDir, 'dist'), '.d.ts')) {
    for (const match of readFileSync(file, 'utf8').matchAll(/^\s+(?:readonly\s+)?(\w+)\??(?::|\()/gm)) memberNames.add(match[1] ?? '');
  }
  return { exports, membersOf, memberNames, packageDir };
}

let library: LibraryNames;
test.beforeAll(() => {
  library = libraryNames();
});

function checkSite(): CheckedSpan[] {
  return [
    ...PAGES.flatMap((file) => checkPage(path.relative(ROOT, file), inlineSpansOfMdx(readFileSync(file, 'utf8')), library)),
    ...checkPage(path.relative(ROOT, HOME), inlineSpansOfTsx(readFileSync(HOME, 'utf8')), library),
  ];
}

test('every inline name of a hand-written page exists in the installed @elastic/charts', () => {
  const checked = checkSite();
  const wrong = checked.filter((span) => !span.ok).map(({ page, line, span }) => `${page}:${line}: \`${span}\``);
  expect(wrong).toEqual([]);
  const count = (kind: CheckedSpan['kind']) => new Set(checked.filter((span) => span.kind === kind).map((span) => span.name)).size;
  const summary = `${new Set(checked.map((span) => `${span.page}:${span.line}:${span.span}`)).size} code spans on ${PAGES.length + 1} pages: ${count('export')} exports, ${count('member')} enum or class members, ` +
    `${count('prop')} props, ${count('css')} stylesheets checked; the rest are values or snippets.`;
  test.info().annotations.push({ type: 'inline names', description: summary });
  console.log(summary);
  expect(count('export')).toBeGreaterThan(50);
  expect(count('prop')).toBeGreaterThan(100);
});

test('a name the library does not have is reported with its page and line', () => {
  const page = PAGE_WITH_WRONG_NAMES;
  const wrong = checkPage('page.mdx', inlineSpansOfMdx(page), library).filter((span) => !span.ok);
  expect(wrong.map(({ line, span }) => `${line}: ${span}`)).toEqual(WRONG_NAMES_OF_THE_PAGE);
});
