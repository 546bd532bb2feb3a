import routes from './data/routes.json';

/**
 * The route contract of the spec (copied from the project's shared/routes.json; the site never
 * reads that folder at run time).
 */
export const CONTRACT_ROUTES: string[] = [
  ...routes.home,
  ...routes.docs,
  ...routes.examples,
  ...routes.api,
  ...routes.category_indexes,
  ...routes.api_specs,
  ...routes.global_specs,
  ...routes.cartesian_specs,
  ...routes.spec_types,
];

/** Pages of the generated TypeDoc reference that the spec names. */
export const GENERATED_ROUTES: string[] = [
  ...routes.generated_index,
  ...routes.generated_namespaces,
  ...routes.generated_namespace_members,
  ...routes.generated_samples,
];

export const NOT_FOUND_SAMPLES: string[] = routes.not_found_samples;

/** Hand-written pages: every contract route but the home page and the generated category indexes. */
export const HAND_WRITTEN_ROUTES = CONTRACT_ROUTES.filter((route) => route !== '/' && !route.startsWith('/category/'));
