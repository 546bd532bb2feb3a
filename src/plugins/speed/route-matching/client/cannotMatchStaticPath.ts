/** Characters that make a route path more than plain text to path-to-regexp 1.x (parameters, groups, wildcards, escapes, modifiers). */
const PATTERN_CHARACTERS = /[\\:()*?+]/;
/** Printable ASCII: where lower-casing a string agrees with a case-insensitive regular expression. */
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

function withoutTrailingSlash(path: string): string {
  return path.endsWith('/') ? path.slice(0, -1) : path;
}

/**
 * True when react-router's `matchPath(pathname, { path, exact })` is certain to return null,
 * decided by comparing strings, without compiling `path` to a regular expression. False means
 * "maybe": the caller asks react-router. Only a plain path is judged; for it, react-router matches
 * case-insensitively and allows one trailing slash (`sensitive` and `strict` only narrow that), an
 * exact match is the path itself, and a prefix match ends at a `/` or at the end of `pathname`.
 */
export function cannotMatchStaticPath(pathname: string, path: string, exact: boolean): boolean {
  if (PATTERN_CHARACTERS.test(path) || !PRINTABLE_ASCII.test(path) || !PRINTABLE_ASCII.test(pathname)) return false;
  const route = withoutTrailingSlash(path).toLowerCase();
  const visited = pathname.toLowerCase();
  if (exact) return withoutTrailingSlash(visited) !== route;
  return visited !== route && !visited.startsWith(`${route}/`);
}
