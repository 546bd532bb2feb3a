import { describe, test, expect } from 'vitest';
// What `@docusaurus/router` exports in the browser is react-router-dom's own `matchPath`.
import { matchPath } from 'react-router-dom';
import { cannotMatchStaticPath } from '../../src/plugins/speed/route-matching/client/cannotMatchStaticPath';
import { OPTIONS, OTHER_PATHS, PATTERN_PATHS, visitedUrls, wronglyRuledOut } from '../routeMatchingCases';

/**
 * The `matchPath` of src/plugins/speed/route-matching skips react-router for a plain path that
 * `cannotMatchStaticPath` rules out. That is only right if react-router agrees each time: checked
 * here over a fixed list of the site's paths, so without a build; tests/build/routeMatching.spec.ts
 * runs the same check over every page of the built sitemap.
 */

/**
 * Paths of the site, one or more of each kind: the home page, guides, hand-written API pages at each
 * depth, category indexes, each folder of the generated reference (namespaces end with a slash),
 * examples, and the parent routes the docs plugins mount (`/docs`, `/examples`, the api instance's `/`).
 * Some pairs have one path as the start of the other with no `/` between (`AxisSpec` and
 * `AxisStyle`, `TooltipTable` and `TooltipTableBody`, `small-multiples` and `small-multiples-grid`):
 * where a prefix check by string goes wrong first.
 */
const SITE_PATHS = [
  '/',
  '/docs',
  '/docs/docs',
  '/docs/tooltips',
  '/docs/troubleshooting',
  '/api/Chart',
  '/api/components/Meter',
  '/api/components/TooltipComponents',
  '/api/components/tooltip/TooltipTable',
  '/api/components/tooltip/TooltipTableBody',
  '/api/specs/Goal',
  '/api/specs/global/Settings',
  '/api/specs/global/SmallMultiples',
  '/api/specs/types/Spec',
  '/api/specs/types/SeriesSpec',
  '/api/specs/xy/Axis',
  '/api/specs/xy/LineAnnotation',
  '/api/specs/xy/LineSeries',
  '/category/specs',
  '/category/global',
  '/category/cartesian',
  '/all-types/',
  '/all-types/classes/Chart',
  '/all-types/functions/Axis',
  '/all-types/functions/LineSeries',
  '/all-types/interfaces/AxisSpec',
  '/all-types/interfaces/AxisStyle',
  '/all-types/interfaces/SettingsSpec',
  '/all-types/type-aliases/LineSeriesProps',
  '/all-types/type-aliases/LineSeriesSpec',
  '/all-types/variables/LIGHT_THEME',
  '/all-types/namespaces/Axis/',
  '/all-types/namespaces/Axis/variables/defaultProps',
  '/examples',
  '/examples/examples',
  '/examples/line-series',
  '/examples/small-multiples',
  '/examples/small-multiples-grid',
];
const ROUTE_PATHS = [...SITE_PATHS, ...OTHER_PATHS];
/** Route paths made of printable ASCII with no pattern character: the only ones `cannotMatchStaticPath` judges. */
const PLAIN_PATHS = ROUTE_PATHS.filter((route) => !PATTERN_PATHS.includes(route) && route !== '/café');

describe('cannotMatchStaticPath against react-router, over the fixed list', () => {
  const visited = visitedUrls(ROUTE_PATHS);

  test('a path ruled out by string comparison never matches in react-router', () => {
    expect(wronglyRuledOut(visited, ROUTE_PATHS)).toEqual([]);
  });

  test('with the options the site passes, a plain route that react-router does not match is always ruled out', () => {
    // The other half: a check that ruled nothing out would pass the test above and save react-router nothing.
    // For a plain ASCII route and a visited path of printable ASCII, string comparison answers exactly.
    const missed: string[] = [];
    let ruledOut = 0;
    for (const pathname of visited.filter((url) => /^[\x20-\x7e]*$/.test(url))) {
      for (const route of PLAIN_PATHS) {
        for (const options of OPTIONS.filter((o) => !o.strict && !o.sensitive)) {
          const matches = matchPath(pathname, { path: route, ...options }) !== null;
          const cannot = cannotMatchStaticPath(pathname, route, options.exact);
          if (cannot) ruledOut += 1;
          if (!matches && !cannot) missed.push(`${pathname} against ${route} ${JSON.stringify(options)}`);
        }
      }
    }
    expect(missed).toEqual([]);
    expect(ruledOut).toBeGreaterThan(10_000);
  });

  test('pattern paths and paths outside printable ASCII are always left to react-router', () => {
    for (const route of [...PATTERN_PATHS, '/café']) {
      for (const pathname of visited) {
        expect(cannotMatchStaticPath(pathname, route, true), `${pathname} against ${route}`).toBe(false);
        expect(cannotMatchStaticPath(pathname, route, false), `${pathname} against ${route}`).toBe(false);
      }
    }
    expect(cannotMatchStaticPath('/café', '/docs/docs', true)).toBe(false);
  });
});

test('on a page outside the API section, every API doc path of the list is ruled out without react-router', () => {
  // What the navbar's API item asks on /docs/docs: is this page one of the api instance's docs?
  const apiDocs = SITE_PATHS.filter((route) => route.startsWith('/api/') || route.startsWith('/all-types/'));
  expect(apiDocs.length).toBeGreaterThan(20);
  expect(apiDocs.filter((route) => !cannotMatchStaticPath('/docs/docs', route, true))).toEqual([]);
  expect(apiDocs.filter((route) => !cannotMatchStaticPath('/', route, true))).toEqual([]);
});

test('a path is not ruled out for a route it starts with but that ends elsewhere than at a slash', () => {
  // `/examples/small-multiples-grid` is no child of `/examples/small-multiples`, nor `AxisStyle` of `AxisSpec`.
  expect(cannotMatchStaticPath('/examples/small-multiples-grid', '/examples/small-multiples', false)).toBe(true);
  expect(cannotMatchStaticPath('/examples/small-multiples/grid', '/examples/small-multiples', false)).toBe(false);
  expect(cannotMatchStaticPath('/all-types/interfaces/AxisStyle', '/all-types/interfaces/Axis', false)).toBe(true);
  // A version mounted at `/docs` contains its pages.
  expect(cannotMatchStaticPath('/docs/tooltips', '/docs', false)).toBe(false);
  expect(cannotMatchStaticPath('/docs/tooltips', '/docs', true)).toBe(true);
});

test('the page a reader is on is left to react-router, with or without a trailing slash or capitals', () => {
  for (const pathname of [
    '/all-types/interfaces/SettingsSpec',
    '/all-types/interfaces/SettingsSpec/',
    '/ALL-TYPES/interfaces/settingsspec',
  ]) {
    expect(cannotMatchStaticPath(pathname, '/all-types/interfaces/SettingsSpec', true)).toBe(false);
    expect(matchPath(pathname, { path: '/all-types/interfaces/SettingsSpec', exact: true })).not.toBeNull();
  }
  // A version mounted at `/` contains every page; a pattern path is always react-router's to judge.
  expect(cannotMatchStaticPath('/docs/docs', '/', false)).toBe(false);
  expect(cannotMatchStaticPath('/docs/docs', '/docs/:id', true)).toBe(false);
});
