import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { test, expect } from 'vitest';
import { docListsByIds } from '../../src/plugins/speed/lean-entry-scripts/docListsByIds.cjs';

/**
 * The docs plugin's global data as the browser's module writes it (src/plugins/speed/lean-entry-scripts/
 * docListsByIds.cjs) must evaluate to exactly what Docusaurus wrote: the navbar's active item and the
 * docs looked up by id read it. On the real site, every page's hydration (crawl.spec.ts) and the
 * navbar's active item (site.spec.ts) check it in the browser; tests/build/budgets.spec.ts that the
 * main script holds the short form.
 */
const globalData = {
  'docusaurus-plugin-content-docs': {
    docs: {
      path: '/docs',
      versions: [
        {
          name: 'current',
          label: 'Next',
          isLast: true,
          path: '/docs',
          mainDocId: 'docs',
          docs: [
            { id: 'docs', path: '/docs/docs', sidebar: 'docs' },
            { id: 'tooltips', path: '/docs/tooltips', sidebar: 'docs' },
            // In no sidebar: no `sidebar` key, so it stays as written.
            { id: 'hidden', path: '/docs/hidden' },
          ],
          draftIds: [],
          sidebars: { docs: { link: { path: '/docs/docs', label: 'docs' } } },
        },
      ],
      breadcrumbs: true,
    },
    api: {
      path: '/',
      versions: [
        {
          name: 'current',
          isLast: true,
          path: '/',
          docs: [
            { id: 'all-types/classes/Chart', path: '/all-types/classes/Chart', sidebar: 'api' },
            { id: 'all-types/index', path: '/all-types/', sidebar: 'api' },
            { id: '/category/specs', path: '/category/specs', sidebar: 'api' },
            { id: 'api/Chart', path: '/api/Chart', sidebar: 'api' },
            { id: 'api/other', path: '/api/other', sidebar: 'second' },
          ],
          draftIds: [],
          sidebars: { api: { link: { path: '/api/Chart', label: 'api/Chart' } } },
        },
      ],
      breadcrumbs: true,
    },
  },
  'docusaurus-lunr-search': { default: { fileNames: { searchDoc: 'search-doc-1.json' } } },
};

/** What the bundler gets from the module: its default export, the module loaded as an ES module. */
async function evaluate(source: string): Promise<unknown> {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'doc-lists-')), 'globalData.mjs');
  writeFileSync(file, source);
  const loaded = (await import(pathToFileURL(file).href)) as { default: unknown };
  return loaded.default;
}

test('the module evaluates to the global data Docusaurus wrote, key order included', async () => {
  const source = docListsByIds(globalData, 'globalData.json');
  const rebuilt = await evaluate(source);
  expect(rebuilt).toEqual(globalData);
  expect(JSON.stringify(rebuilt)).toBe(JSON.stringify(globalData));
});

test('docs that follow from their version are written by id; the others as Docusaurus wrote them', () => {
  const source = docListsByIds(globalData, 'globalData.json');
  expect(source).toContain('docsOf("/","api",["all-types/classes/Chart",{"id":"all-types/index"');
  expect(source).toContain('"api/Chart",{"id":"api/other","path":"/api/other","sidebar":"second"}]');
  expect(source).toContain('docsOf("/docs/","docs",["docs","tooltips",{"id":"hidden","path":"/docs/hidden"}])');
  expect(source).not.toContain('"path":"/all-types/classes/Chart"');
});

test('global data of another shape is an error that names the loader', () => {
  expect(() => docListsByIds({}, 'globalData.json')).toThrow(
    /no "docusaurus-plugin-content-docs" entry.*docListsByIds\.cjs/,
  );
  const noPaths = {
    'docusaurus-plugin-content-docs': { api: { versions: [{ path: '/', docs: [{ id: 'a' }] }] } },
  };
  expect(() => docListsByIds(noPaths, 'globalData.json')).toThrow(/without a path and a docs list/);
});
