import type { TwinPage } from './twinPage';

/** A section of llms.txt and llms-full.txt: which pages it lists, and how, when a page's own title and description are not the best words. */
export interface Section {
  title: string;
  includes(route: string): boolean;
  /** The link's text and note for a page whose title and description say too little out of context. */
  entry?: { title: string; note: string };
}

/**
 * The sections, in order; a page goes to the first that includes it, and a page no section includes
 * (a page of the generated reference) is listed by none. The upgrade pages get a section whenever
 * the build has a `/docs/upgrading…` page, before the guides, which would otherwise take them.
 */
export const SECTIONS: readonly Section[] = [
  { title: 'Getting started', includes: (route) => route === '/' || route === '/docs/docs' },
  { title: 'Upgrading', includes: (route) => route.startsWith('/docs/upgrading') },
  // The theme builder goes with the guides: its twin is the page's introduction, beside the theming guide's.
  { title: 'Guides', includes: (route) => route.startsWith('/docs/') || route === '/theme-builder' },
  { title: 'API', includes: (route) => route.startsWith('/api/') || route.startsWith('/category/') },
  { title: 'Examples', includes: (route) => route.startsWith('/examples/') },
  {
    // llmstxt.org's name for what a tool may skip when its context is short.
    title: 'Optional',
    includes: (route) => route === '/all-types/',
    entry: {
      title: 'All types',
      note: "the reference generated from the library's type declarations: every export with a one-line summary; each export's own page has a twin too",
    },
  },
];

/**
 * The pages of each section, the home page first, then in `order` (the sidebars'), then by route;
 * sections without pages are left out.
 */
export function pagesBySection(pages: readonly TwinPage[], order: readonly string[]): [Section, TwinPage[]][] {
  const rank = (route: string) => {
    const index = order.indexOf(route);
    return route === '/' ? -1 : index === -1 ? order.length : index;
  };
  const sorted = [...pages].sort((a, b) => rank(a.route) - rank(b.route) || a.route.localeCompare(b.route));
  return SECTIONS.map((section): [Section, TwinPage[]] => [
    section,
    sorted.filter((page) => SECTIONS.find((candidate) => candidate.includes(page.route)) === section),
  ]).filter(([, listed]) => listed.length > 0);
}
