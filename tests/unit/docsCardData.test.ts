import { test, expect } from 'vitest';
import type { PropSidebarItem, PropVersionMetadata } from '@docusaurus/plugin-content-docs';
import type { RouteConfig } from '@docusaurus/types';
import { cardDocIds } from '../../src/plugins/speed/docs-card-data/cardDocIds';
import { withCardDocsOnly, type CardPagesSource } from '../../src/plugins/speed/docs-card-data/keepCardDocs';

/**
 * The docs-card-data rule (src/plugins/speed/docs-card-data) on small inputs: the version data keeps the
 * docs a generated index's cards show and no other, and a category linked to a doc whose source lists cards
 * stops the build. Its effect on the real site is checked in the
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
    category('Tooltip components', [link('api/components/tooltip/TooltipHeader')], '/api/components/TooltipComponents'),
  ],
};
/** The generated indexes of `sidebars`: the two category pages that list cards. */
const GENERATED_INDEX = '@theme/DocCategoryGeneratedIndexPage';
const indexRoute = (path: string): RouteConfig => ({ path, component: GENERATED_INDEX, exact: true });
const CARD_PAGES = new Set(['/category/specs', '/category/global']);
/** The doc page of the category 'Tooltip components', whose source is `source`. */
const linkedDocRoute: RouteConfig = {
  path: '/api/components/TooltipComponents',
  component: '@theme/DocItem',
  exact: true,
  metadata: { sourceFilePath: 'api/api/components/TooltipComponents.mdx' },
};
const site = (source: string): CardPagesSource => ({
  generatedIndexComponent: GENERATED_INDEX,
  readSource: (path) => {
    if (path !== linkedDocRoute.metadata?.sourceFilePath) throw new Error(`unexpected read of ${path}`);
    return source;
  },
});
const PROSE = '---\ntitle: Tooltip components\n---\n\nThe blocks of a custom tooltip, in the order they nest.\n';

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

test('a doc is kept when it is a link directly inside a category whose page lists cards', () => {
  expect([...cardDocIds(sidebars, CARD_PAGES)].sort()).toEqual(['api/specs/Goal', 'api/specs/global/Settings']);
});

test("a category linked to a doc keeps none of its links' docs", () => {
  expect(cardDocIds(sidebars, CARD_PAGES).has('api/components/tooltip/TooltipHeader')).toBe(false);
  expect(cardDocIds(sidebars, new Set([...CARD_PAGES, '/api/components/TooltipComponents']))).toContain(
    'api/components/tooltip/TooltipHeader',
  );
});

test('the version route keeps those docs and its sidebars; other routes are left as they are', () => {
  const all = [
    'api/Chart',
    'api/specs/Goal',
    'api/specs/global/Settings',
    'all-types/interfaces/SettingsSpec',
    'api/components/tooltip/TooltipHeader',
  ];
  const docRoute: RouteConfig = { path: '/api/Chart', component: 'DocItem', exact: true };
  const docRoot: RouteConfig = {
    path: '/',
    component: 'DocRoot',
    routes: [docRoute, linkedDocRoute, ...[...CARD_PAGES].map(indexRoute)],
  };
  const tree: RouteConfig = {
    path: '/',
    component: 'DocsRoot',
    routes: [{ path: '/', component: 'DocVersionRoot', props: { version: version(all) }, routes: [docRoot] }],
  };
  const [versionRoute] = withCardDocsOnly(tree, site(PROSE)).routes ?? [];
  const trimmed = versionRoute?.props?.version as PropVersionMetadata;
  expect(Object.keys(trimmed.docs).sort()).toEqual(['api/specs/Goal', 'api/specs/global/Settings']);
  expect(trimmed.docs['api/specs/Goal']?.description).toBe('About api/specs/Goal');
  expect(trimmed.docsSidebars).toEqual(sidebars);
  expect(versionRoute?.routes).toEqual([docRoot]);
});

test("a doc-linked category whose doc starts listing cards stops the build, naming the doc's source", () => {
  const versionRoute: RouteConfig = {
    path: '/',
    component: 'DocVersionRoot',
    props: { version: version(['api/components/tooltip/TooltipHeader']) },
    routes: [linkedDocRoute, ...[...CARD_PAGES].map(indexRoute)],
  };
  const listing = `${PROSE}\nimport DocCardList from '@theme/DocCardList';\n\n<DocCardList />\n`;
  expect(() => withCardDocsOnly(versionRoute, site(listing))).toThrow(
    /docs-card-data: api\/api\/components\/TooltipComponents\.mdx lists its category's cards/,
  );
  expect(() => withCardDocsOnly(versionRoute, site(PROSE))).not.toThrow();
});

test('a version prop of another shape is an error that names the plugin to update', () => {
  const route: RouteConfig = { path: '/', component: 'DocVersionRoot', props: { version: { label: 'Next' } } };
  expect(() => withCardDocsOnly(route, site(PROSE))).toThrow(
    /docs-card-data: the route \/ has a `version` prop without `docs`/,
  );
});
