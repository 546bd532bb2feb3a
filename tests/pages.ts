import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { BUILD, filesUnder } from './files';
import { GENERATED_ROUTES, HAND_WRITTEN_ROUTES } from './routes';
import { isStepDoc } from '../src/plugins/content/upgrade-pages/stepDocs';

/**
 * Which spec visits which page, so that each page is loaded once per width and colour mode with
 * every check it needs run on that visit, and the crawl loads only the pages no other spec does.
 */
const ROOT = path.resolve(__dirname, '..');

/** Every example module; each has a page at /examples/{name} (examples.spec.ts: light, dark, phone). */
export const EXAMPLES = readdirSync(path.join(ROOT, 'examples', 'charts'))
  .filter((file) => file.endsWith('.tsx'))
  .map((file) => path.basename(file, '.tsx'));
export const EXAMPLE_PAGES = EXAMPLES.map((name) => `/examples/${name}`);
/** The gallery: gallery.spec.ts visits it, with axe in light and dark mode. */
export const GALLERY = '/examples/examples';

/**
 * Every hand-written page of the docs instance: Getting started, the guides, the chart-type guides, the recipes,
 * troubleshooting and the upgrading index. A page's route is its path under `docs/` (`docs/recipes/x.mdx` is
 * `/docs/recipes/x`). Each opens with a chart (tests/build/showFirst.spec.ts, tests/firstChart.spec.ts).
 */
export const DOCS_PAGES = filesUnder(path.join(ROOT, 'docs'), '.mdx')
  .filter((file) => !isStepDoc(path.relative(ROOT, file)))
  .map((file) => `/docs/${path.relative(path.join(ROOT, 'docs'), file).replace(/\.mdx$/, '')}`);

/**
 * What counts as a docs page's chart for the show-first rule (tests/build/showFirst.spec.ts,
 * tests/firstChart.spec.ts): a live example's figure (`ChartExample`), or a figure of an example's pictures as two
 * releases draw it (the upgrading index's `OpeningPicture`, whose subject is what a chart draws across releases).
 */
export const CHART_ATTRIBUTES = ['data-chart-example', 'data-chart-picture'] as const;

/** Every third page the contract names in the generated reference, and one page of each other kind. */
const GENERATED_SAMPLE = [
  ...GENERATED_ROUTES.filter((_, i) => i % 3 === 0),
  '/all-types/interfaces/AxisSpec',
  '/all-types/type-aliases/PartialTheme',
  '/all-types/classes/Chart',
];
/**
 * Hand-written pages the contract does not name: the guides and recipes, and API pages of specs and components
 * added since. A page's route is its path under its folder (`docs/recipes/x.mdx` is `/docs/recipes/x`). The
 * upgrade steps in `docs/upgrading/`, which the build writes, are not among them: UPGRADE_PAGES names the one
 * axe visits, and the crawl loads the rest.
 */
const MORE_PAGES = [
  ...DOCS_PAGES,
  ...filesUnder(path.join(ROOT, 'api', 'api'), '.mdx').map(
    (file) => `/${path.relative(path.join(ROOT, 'api'), file).replace(/\.mdx$/, '')}`,
  ),
].filter((route) => !HAND_WRITTEN_ROUTES.includes(route));

/**
 * The upgrade pages axe visits: the index (`docs/upgrading.mdx`, with its chooser) and the longest step
 * page, a doc that src/plugins/content/upgrade-pages writes into `docs/upgrading/`; the crawl loads the
 * other steps.
 */
export const UPGRADE_PAGES = ['/docs/upgrading', '/docs/upgrading/from-70-to-71'];

/**
 * The pages a11y.spec.ts visits with axe, each with its charts drawn: every page but the examples, which
 * examples.spec.ts visits with axe, and the gallery, which gallery.spec.ts does.
 */
export const A11Y_ROUTES = [
  ...new Set(['/', ...HAND_WRITTEN_ROUTES, ...MORE_PAGES, ...UPGRADE_PAGES, '/category/specs', ...GENERATED_SAMPLE]),
].filter((route) => route !== GALLERY && !EXAMPLE_PAGES.includes(route));

/** Spec pages that draw a chart: every spec page but the shared types. */
export const SPEC_PAGES = [...HAND_WRITTEN_ROUTES, ...MORE_PAGES].filter(
  (route) => route.startsWith('/api/specs/') && !route.includes('/types/'),
);

/**
 * Pages whose axe runs keep the code blocks' highlighted lines (tests/axe.ts): a guide and an example
 * page, each a first visit in light and in dark mode, so the blocks are checked as the server wrote
 * them and once live.
 */
export const CODE_PAGES = ['/docs/docs', '/examples/line-series'];

/**
 * The pages a11y.spec.ts opens in dark mode, one of each kind (the dark theme's CSS is the same for
 * every page of a kind): the home page, a guide with live examples, Getting started with its code, a
 * spec page with its props table and example, an example page, a category index, a page and the
 * index of the generated reference, and an upgrade step (the gallery's dark visit is gallery.spec.ts's).
 */
export const DARK_FIRST_VISITS = [
  '/',
  '/docs/docs',
  '/docs/tooltips',
  '/api/specs/global/Settings',
  '/examples/line-series',
  '/category/specs',
  '/all-types/',
  '/all-types/interfaces/AxisSpec',
  '/docs/upgrading/from-70-to-71',
];

/** Every page of the build, as its sitemap lists them (hand-written and generated alike). */
export const SITEMAP_PATHS = [
  ...readFileSync(path.join(BUILD, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g),
].map((match) => new URL(match[1] ?? '').pathname);

/** The theme builder: themeBuilder.spec.ts visits it in both modes and at both widths, with axe and the crawl's checks. */
export const THEME_BUILDER = '/theme-builder';

/** The pages the other specs visit with every check of a visit; the crawl loads only the rest. */
export const VISITED_ELSEWHERE = new Set([...A11Y_ROUTES, ...EXAMPLE_PAGES, GALLERY, THEME_BUILDER]);

/** The pages crawl.spec.ts visits: every page of the build no other spec loads. */
export const CRAWLED = SITEMAP_PATHS.filter((route) => !VISITED_ELSEWHERE.has(route));
