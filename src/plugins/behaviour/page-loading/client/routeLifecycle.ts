import { markPageRendered } from './preloadInTime';

/** Docusaurus calls this after every route render, the first one included. */
export function onRouteDidUpdate(): void {
  markPageRendered();
}
