import { test, expect } from '@playwright/test';
import { cannotMatchStaticPath } from '../../src/plugins/speed/route-matching/client/cannotMatchStaticPath';
import { SITEMAP_PATHS } from '../pages';
import { OTHER_PATHS, visitedUrls, wronglyRuledOut } from '../routeMatchingCases';

/**
 * The `matchPath` of src/plugins/speed/route-matching skips react-router for a plain
 * path that `cannotMatchStaticPath` rules out. That is only right if react-router agrees each
 * time: checked here over the site's own routes, URLs a reader can type (a trailing slash, other
 * letter case, a child path, a cut-off path) and paths react-router treats as patterns. The site's
 * routes are read from the build's sitemap; tests/unit/routeMatching.test.ts checks the same rule,
 * and its single cases, over a fixed list of paths without a build.
 */
const SITE_PATHS = SITEMAP_PATHS;
const ROUTE_PATHS = [...SITE_PATHS, ...OTHER_PATHS];

test('a path ruled out by string comparison never matches in react-router', () => {
  // Every 7th page of the site with its variants, against every route: about a million pairs.
  const visited = visitedUrls([...SITE_PATHS.filter((_, index) => index % 7 === 0), ...OTHER_PATHS]);
  expect(wronglyRuledOut(visited, ROUTE_PATHS)).toEqual([]);
});

test("on a page outside the API section, every API doc path is ruled out without react-router", () => {
  // What the navbar's API item asks on /docs/docs: is this page one of the api instance's docs?
  const apiDocs = SITE_PATHS.filter((route) => route.startsWith('/api/') || route.startsWith('/all-types/'));
  expect(apiDocs.length).toBeGreaterThan(500);
  expect(apiDocs.filter((route) => !cannotMatchStaticPath('/docs/docs', route, true))).toEqual([]);
  expect(apiDocs.filter((route) => !cannotMatchStaticPath('/', route, true))).toEqual([]);
});
