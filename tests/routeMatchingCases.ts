// What `@docusaurus/router` exports in the browser is react-router-dom's own `matchPath`.
import { matchPath } from 'react-router-dom';
import { cannotMatchStaticPath } from '../src/plugins/speed/route-matching/client/cannotMatchStaticPath';

/**
 * What both checks of route matching share (tests/unit/routeMatching.test.ts over a fixed list of
 * paths, tests/build/routeMatching.spec.ts over the built sitemap).
 */

/** Route paths react-router treats as patterns: a parameter, wildcards, a group, modifiers. */
export const PATTERN_PATHS = ['/a+b', '/docs/:id', '/docs/*', '*', '/(docs)', '/docs?'];
/** URLs a reader can type, and paths with a dot, a letter outside ASCII or an escape. */
export const OTHER_PATHS = [
  '',
  '/docs/',
  '/all-types/interfaces/SettingsSpec/',
  '/a.b',
  '/café',
  '/a%20b',
  ...PATTERN_PATHS,
];

/** Each path as a reader may visit it: as is, with one or two slashes more, in capitals, with a child, run on, cut short. */
export function visitedUrls(paths: string[]): string[] {
  return paths.flatMap((route) => [
    route,
    `${route}/`,
    `${route}//`,
    route.toUpperCase(),
    `${route}/child`,
    `${route}child`,
    route.slice(0, -1),
  ]);
}

/** The options the route-matching plugin's callers pass, and the stricter ones react-router also takes. */
export const OPTIONS = [
  { exact: true, strict: false, sensitive: false },
  { exact: false, strict: false, sensitive: false },
  { exact: true, strict: true, sensitive: true },
  { exact: false, strict: true, sensitive: false },
];

/** Every visited path, route and options that `cannotMatchStaticPath` rules out although react-router matches them. */
export function wronglyRuledOut(visited: string[], routes: string[]): string[] {
  const wrong: string[] = [];
  for (const pathname of visited) {
    for (const route of routes) {
      for (const options of OPTIONS) {
        if (
          cannotMatchStaticPath(pathname, route, options.exact) &&
          matchPath(pathname, { path: route, ...options }) !== null
        ) {
          wrong.push(`${pathname} against ${route} ${JSON.stringify(options)}`);
        }
      }
    }
  }
  return wrong;
}
