import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs';
import chartExamplesPlugin from './src/plugins/content/chart-examples';
import docsCardDataPlugin from './src/plugins/speed/docs-card-data';
import { codeThemes } from './src/prism/codeThemes';
import pageLoadingPlugin from './src/plugins/behaviour/page-loading';
import { SPEED_PLUGINS } from './src/plugins/speed';
import propsTablesPlugin, { type PropsTablesOptions } from './src/plugins/content/props-tables';
import markdownTwinsPlugin, { type MarkdownTwinsOptions } from './src/plugins/content/markdown-twins';
import searchIndexPlugin, { type SearchIndexOptions } from './src/plugins/content/search-index';
import lineBreaksAsSpaces from './src/plugins/content/search-index/lineBreaksAsSpaces';
import remarkExampleCompatibility from './src/plugins/content/chart-examples/remarkExampleCompatibility';
import upgradePagesPlugin from './src/plugins/content/upgrade-pages';
import { stockConfig } from './src/plugins/stock/stockConfig';
import typedocOptions from './typedoc.json';

/** Where the pieces of the site live; the README explains the URL-to-file mapping. */
const LINKS = {
  playground: 'https://codesandbox.io/s/elastic-charts-playground-87y7g',
  repository: 'https://github.com/elastic/elastic-charts',
  // `pathname://` marks a static folder of the built site, not a route: no client routing, no
  // broken-link check.
  storybook: 'pathname:///storybook',
} as const;

/** Output folder of the generated reference, inside the `api` docs instance (served at `/all-types/`). */
const TYPEDOC_OUT = 'api/all-types';
const TYPEDOC_BASE_URL = '/all-types';

/**
 * Options shared by the three docs instances: one version, `current`, labelled Next. Each is the
 * docs plugin wrapped by `docs-card-data`, which keeps the browser's copy of the version data small.
 */
function docsInstance(
  id: 'docs' | 'api' | 'examples',
  routeBasePath: string,
): [typeof docsCardDataPlugin, DocsOptions] {
  return [
    docsCardDataPlugin,
    {
      id,
      path: id,
      routeBasePath,
      sidebarPath: `./src/sidebars/${id}.ts`,
      breadcrumbs: true,
      versions: { current: { label: 'Next' } },
      // So that the search index reads the words on either side of a line break apart (the module says why).
      rehypePlugins: [lineBreaksAsSpaces],
      // An example's page says which releases its module compiles against.
      remarkPlugins: id === 'examples' ? [remarkExampleCompatibility] : [],
    } satisfies Partial<DocsOptions>,
  ];
}

const config = {
  title: 'Elastic Charts',
  tagline: 'Pixels that pull their weight: charts that ship before the coffee cools.',
  favicon: 'img/favicon.svg',
  url: 'https://elastic.github.io',
  baseUrl: '/',
  trailingSlash: undefined,

  // A broken link, anchor (the props tables' `#prop-…` rows included) or duplicate route fails the
  // build rather than warning.
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    hooks: {
      onBrokenMarkdownLinks: 'throw',
      onBrokenMarkdownImages: 'throw',
    },
  },

  headTags: [
    {
      // No first paint until the parser has reached the main wrapper, which follows the navbar: with a slow
      // CPU the browser painted a half-parsed navbar (its right-hand items still missing), and the items
      // parsed next shifted it (CLS). `SkipToContentFallbackId` of @docusaurus/theme-common is that element's id.
      tagName: 'link',
      attributes: { rel: 'expect', href: '#__docusaurus_skipToContent_fallback', blocking: 'render' },
    },
  ],

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: { en: { direction: 'ltr', htmlLang: 'en' } },
  },

  future: {
    // Rspack and SWC instead of webpack and Babel. The faster bundler needs this one v4 flag; the
    // other v4 flags stay off (storage namespacing would rename the `theme` storage key of the spec).
    experimental_faster: true,
    v4: { removeLegacyPostBuildHeadAttribute: true },
  },

  presets: [
    [
      'classic',
      {
        // The three docs instances are declared as plugins below; the preset's own one is off.
        docs: false,
        blog: false,
        pages: {},
        theme: { customCss: './src/css/custom.css' },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    docsInstance('docs', 'docs'),
    docsInstance('examples', 'examples'),
    // Mounted at the root so its generated category indexes land on /category/* and the TypeDoc
    // output on /all-types/*; its hand-written pages live in api/api/ and so are served at /api/*.
    docsInstance('api', '/'),
    [
      'docusaurus-plugin-typedoc',
      {
        id: 'all-types',
        out: TYPEDOC_OUT,
        // TypeDoc's own options, our TypeDoc plugin among them, are in typedoc.json.
        docsPath: 'api',
      },
    ],
    [
      propsTablesPlugin,
      { typedocJson: typedocOptions.json, referenceBaseUrl: TYPEDOC_BASE_URL } satisfies PropsTablesOptions,
    ],
    chartExamplesPlugin,
    // One page per major step of the library, /docs/upgrading/from-{a}-to-{b}, from the API history.
    upgradePagesPlugin,
    // A slow page chunk shows the Loading spinner, a failed one its Retry box (see the module).
    pageLoadingPlugin,
    // Our plugins that exist only for speed (src/plugins/speed/index.ts says why each is there);
    // DOCS_STOCK leaves them out.
    ...SPEED_PLUGINS,
    [
      searchIndexPlugin,
      {
        lunr: {
          indexBaseUrl: true,
          disableVersioning: true,
          // The spec's plugin options list no highlighting, but the reader-facing behaviour of §2 (the
          // matched word is highlighted on the destination page) only runs when this is true.
          highlightResult: true,
          maxHits: 30,
        },
        referenceBaseUrl: `${TYPEDOC_BASE_URL}/`,
        examplesBaseUrl: '/examples/',
        questionsDocsInstance: 'docs',
      } satisfies SearchIndexOptions,
    ],
    [
      // A Markdown twin of every page (its URL with .md appended), llms.txt and llms-full.txt, for a
      // reader's tools. A function, so the client's copy of the config (which lists plugin options)
      // does not carry the paragraph to every page.
      markdownTwinsPlugin,
      {
        summary: (version) =>
          `The documentation of @elastic/charts ${version}, Elastic's React charting library: a Chart component ` +
          'holds declarative specs for line, area, bar, bubble and histogram series, heatmaps, partition charts ' +
          '(sunburst, treemap, pie, mosaic, waffle), goals and bullets, flame graphs, metrics, word clouds and ' +
          'timeslips. The guides take one topic each through the props that shape it, the API pages list every ' +
          "spec's props with the defaults the library applies, and every example is a complete React component " +
          'shown with the chart it draws.',
      } satisfies MarkdownTwinsOptions,
    ],
  ],

  themeConfig: {
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    navbar: {
      title: 'Elastic Charts',
      // Its size (the SVG's own 32 x 32, shown at the navbar's 2rem) is given so the browser reserves the
      // space before the image arrives: without it the title and links shift sideways when it loads.
      logo: { alt: 'Elastic Charts logo', src: 'img/logo.svg', width: 32, height: 32 },
      items: [
        { type: 'docSidebar', docsPluginId: 'docs', sidebarId: 'docs', label: 'Docs', position: 'left' },
        { type: 'docSidebar', docsPluginId: 'api', sidebarId: 'api', label: 'API', position: 'left' },
        { type: 'docSidebar', docsPluginId: 'examples', sidebarId: 'examples', label: 'Examples', position: 'left' },
        { href: LINKS.playground, label: 'Playground', position: 'right' },
        {
          href: LINKS.storybook,
          label: 'Storybook',
          position: 'right',
          target: '_blank',
          rel: 'noopener noreferrer',
        },
        { href: LINKS.repository, label: 'GitHub', position: 'right' },
        { type: 'search', position: 'right' },
      ],
    },
    footer: {
      style: 'dark',
      links: [],
      copyright: 'Copyright © 2025 Elasticsearch B.V. Built with Docusaurus.',
    },
    docs: { sidebar: { hideable: false } },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    prism: {
      theme: codeThemes.light,
      darkTheme: codeThemes.dark,
      additionalLanguages: ['bash'],
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;

// DOCS_STOCK=1 builds the same content with every performance plugin off and Docusaurus's own
// bundler setup, so an upgrade that breaks the site can be bisected between our plugins and
// Docusaurus in one build; it keeps what the reader gets, so the test suite applies to it (byte
// budgets aside). DOCS_STOCK=bench, the bench's baseline, also puts back docusaurus-lunr-search as
// it comes and the stock search bar, code block and chart loading (src/plugins/stock).
export default stockConfig(config, process.env.DOCS_STOCK);
