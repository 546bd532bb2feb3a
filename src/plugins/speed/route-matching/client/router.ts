/**
 * react-router as the docs plugin's client and react-router-config see it: the same module, with a
 * `matchPath` that answers "no match" for a plain route path without compiling it (see
 * `cannotMatchStaticPath`), and hands every other case to react-router's own.
 */
import { matchPath as routerMatchPath, type match, type RouteProps } from 'react-router-dom';
import { cannotMatchStaticPath } from './cannotMatchStaticPath';

export * from 'react-router-dom';

export function matchPath<Params extends { [K in keyof Params]?: string }>(
  pathname: string,
  props: string | string[] | RouteProps,
  parent?: match<Params> | null,
): match<Params> | null {
  if (typeof props === 'object' && !Array.isArray(props) && typeof props.path === 'string') {
    if (cannotMatchStaticPath(pathname, props.path, props.exact ?? false)) return null;
  }
  return routerMatchPath<Params>(pathname, props, parent);
}
