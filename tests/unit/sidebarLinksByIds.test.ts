import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, test, expect } from 'vitest';
import { sidebarLinksByIds } from '../../src/plugins/speed/lean-entry-scripts/sidebarLinksByIds.cjs';

/**
 * A docs version's props as the browser's module writes them (src/plugins/speed/lean-entry-scripts/
 * sidebarLinksByIds.cjs) must evaluate to exactly what Docusaurus wrote: the sidebar, its active item, the
 * breadcrumbs and the generated indexes' cards read them. On the real site, every page's sidebar and
 * breadcrumbs (crawl.spec.ts, site.spec.ts) check it in the browser; tests/build/budgets.spec.ts that the
 * API version's module holds the short form.
 */
const apiProps = {
  version: {
    pluginId: 'api',
    version: 'current',
    label: 'Next',
    banner: null,
    isLast: true,
    docsSidebars: {
      api: [
        { type: 'link', href: '/api/Chart', label: 'Chart', docId: 'api/Chart', unlisted: false },
        {
          type: 'category',
          label: 'Specs',
          items: [
            // A label that is not the id's last segment: written beside the id.
            {
              type: 'link',
              href: '/api/specs/BulletGraph',
              label: 'Bullet graph',
              docId: 'api/specs/BulletGraph',
              unlisted: false,
            },
            // Another key (className): stays as written.
            {
              type: 'link',
              href: '/api/specs/Goal',
              label: 'Goal',
              docId: 'api/specs/Goal',
              unlisted: false,
              className: 'x',
            },
            // Unlisted: stays as written.
            { type: 'link', href: '/api/specs/Old', label: 'Old', docId: 'api/specs/Old', unlisted: true },
            // An external link, no doc: stays as written.
            { type: 'link', href: 'https://example.com', label: 'Elsewhere' },
          ],
          collapsed: true,
          collapsible: true,
          href: '/category/specs',
        },
        { type: 'link', href: '/all-types/', label: 'All types', docId: 'all-types/index', unlisted: false },
      ],
    },
    docs: { 'api/Chart': { id: 'api/Chart', title: 'Chart', description: 'The root.', sidebar: 'api' } },
  },
};
const docsProps = {
  version: {
    pluginId: 'default',
    docsSidebars: {
      docs: [
        {
          type: 'link',
          href: '/docs/recipes/live-data',
          label: 'live-data',
          docId: 'recipes/live-data',
          unlisted: false,
        },
      ],
    },
  },
};

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** What the bundler gets from the module: its default export, the module loaded as an ES module. */
async function evaluate(source: string): Promise<unknown> {
  const folder = mkdtempSync(path.join(tmpdir(), 'sidebar-links-'));
  folders.push(folder);
  const file = path.join(folder, 'props.mjs');
  writeFileSync(file, source);
  const loaded = (await import(pathToFileURL(file).href)) as { default: unknown };
  return loaded.default;
}

test('the module evaluates to the props Docusaurus wrote, key order included', async () => {
  for (const props of [apiProps, docsProps]) {
    const rebuilt = await evaluate(sidebarLinksByIds(props, 'p/index.json'));
    expect(JSON.stringify(rebuilt)).toBe(JSON.stringify(props));
  }
});

test('links that follow from their version are written by id; the others as Docusaurus wrote them', () => {
  const source = sidebarLinksByIds(apiProps, 'p/index.json');
  expect(source).toContain(
    'linksOf("/",["api/Chart",{"type":"category","label":"Specs","items":[["api/specs/BulletGraph","Bullet graph"],',
  );
  expect(source).toContain(
    '{"type":"link","href":"/api/specs/Goal","label":"Goal","docId":"api/specs/Goal","unlisted":false,"className":"x"}',
  );
  expect(source).toContain('"unlisted":true}');
  // An index doc's href is its folder, not its id: it stays as written.
  expect(source).toContain('{"type":"link","href":"/all-types/","label":"All types","docId":"all-types/index"');
  expect(source).not.toContain('"href":"/api/Chart"');
  expect(sidebarLinksByIds(docsProps, 'p/docs.json')).toContain('linksOf("/docs/",["recipes/live-data"])');
});

test("a generated index's props pass through; a sidebar of another shape is an error that names the loader", async () => {
  const index = { categoryGeneratedIndex: { title: 'Specs', slug: '/category/specs' } };
  expect(await evaluate(sidebarLinksByIds(index, 'p/category.json'))).toEqual(index);
  expect(() => sidebarLinksByIds({ version: { docsSidebars: { api: {} } } }, 'p/index.json')).toThrow(
    /sidebar "api" that is not a list.*sidebarLinksByIds\.cjs/,
  );
});
