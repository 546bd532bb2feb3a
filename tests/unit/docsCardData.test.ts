import { test, expect } from 'vitest';
import type { PropSidebarItem, PropVersionMetadata } from '@docusaurus/plugin-content-docs';
import type { RouteConfig } from '@docusaurus/types';
import { cardDocIds } from '../../src/plugins/speed/docs-card-data/cardDocIds';
import { withCardDocsOnly } from '../../src/plugins/speed/docs-card-data/keepCardDocs';

/**
 * The docs-card-data rule (src/plugins/speed/docs-card-data) on small inputs: the version data keeps the
 * docs a category card can show and no other. Its effect on the real site is checked in the
 * browser: the category pages' cards (site.spec.ts), every page's hydration (crawl.spec.ts) and
 * the first-load budgets (firstLoad.spec.ts).
 */
const link = (docId: string): PropSidebarItem => ({
  type: 'link',
  href: `/${docId}`,
  label: docId,
  docId,
  unlisted: false,
});
const category = (label: string, items: PropSidebarItem[], href?: string): PropSidebarItem => ({
  type: 'category',
  label,
  items,
  collapsed: true,
  collapsible: true,
  ...(href ? { href } : {}),
});

const sidebars = {
  api: [
    link('api/Chart'),
    category(
      'Specs',
      [link('api/specs/Goal'), category('Global', [link('api/specs/global/Settings')], '/category/global')],
      '/category/specs',
    ),
    category('All types', [category('Interfaces', [link('all-types/interfaces/SettingsSpec')])]),
  ],
};

function version(docIds: string[]): PropVersionMetadata {
  return {
    pluginId: 'api',
    version: 'current',
    label: 'Next',
    banner: null,
    badge: false,
    noIndex: false,
    className: 'docs-version-current',
    isLast: true,
    docsSidebars: sidebars,
    docs: Object.fromEntries(docIds.map((id) => [id, { id, title: id, description: `About ${id}`, sidebar: 'api' }])),
  };
}

test('a doc is kept when it is a link directly inside a category with a page of its own', () => {
  expect([...cardDocIds(sidebars)].sort()).toEqual(['api/specs/Goal', 'api/specs/global/Settings']);
});

test('the version route keeps those docs and its sidebars; other routes are left as they are', () => {
  const all = ['api/Chart', 'api/specs/Goal', 'api/specs/global/Settings', 'all-types/interfaces/SettingsSpec'];
  const docRoute: RouteConfig = { path: '/api/Chart', component: 'DocItem', exact: true };
  const tree: RouteConfig = {
    path: '/',
    component: 'DocsRoot',
    routes: [{ path: '/', component: 'DocVersionRoot', props: { version: version(all) }, routes: [docRoute] }],
  };
  const [versionRoute] = withCardDocsOnly(tree).routes ?? [];
  const trimmed = versionRoute?.props?.version as PropVersionMetadata;
  expect(Object.keys(trimmed.docs).sort()).toEqual(['api/specs/Goal', 'api/specs/global/Settings']);
  expect(trimmed.docs['api/specs/Goal']?.description).toBe('About api/specs/Goal');
  expect(trimmed.docsSidebars).toEqual(sidebars);
  expect(versionRoute?.routes).toEqual([docRoute]);
});

test('a version prop of another shape is an error that names the plugin to update', () => {
  const route: RouteConfig = { path: '/', component: 'DocVersionRoot', props: { version: { label: 'Next' } } };
  expect(() => withCardDocsOnly(route)).toThrow(/docs-card-data: the route \/ has a `version` prop without `docs`/);
});
