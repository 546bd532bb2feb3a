import { describe, expect, it } from 'vitest';
import type { ChartExampleData } from '../../src/plugins/content/chart-examples/types';
import { llmsFullTxt } from '../../src/plugins/content/markdown-twins/llmsFullTxt';
import { llmsTxt, type SiteSummary } from '../../src/plugins/content/markdown-twins/llmsTxt';
import { pageContext } from '../../src/plugins/content/markdown-twins/pageContext';
import { markdownOf, pageMarkdown } from '../../src/plugins/content/markdown-twins/pageMarkdown';
import { pagesBySection } from '../../src/plugins/content/markdown-twins/sections';
import type { TwinPage } from '../../src/plugins/content/markdown-twins/twinPage';
import { twinPathOf } from '../../src/plugins/content/markdown-twins/twinPath';

/**
 * The Markdown twins' converter on pages written here in the build's own markup (minified: optional
 * end tags and quotes left out, CSS-module classes with their suffix), and llms.txt's and
 * llms-full.txt's layout. tests/build/markdownTwins.spec.ts checks the real build.
 */
const SITE = 'https://site.test/';
const DEMO: ChartExampleData = { name: 'demo', title: 'Demo', summary: 'A demo chart.', source: 'export default 1;\n' };

function convert(body: string, route = '/docs/page'): string {
  const html = `<!doctype html><html><head><meta name=description content="A page."></head><body><nav>Navbar</nav>${body}<footer>Footer</footer></body></html>`;
  return markdownOf(pageMarkdown(html, pageContext(SITE, route, new Map([['demo', DEMO]]))).tree);
}

const article = (content: string) =>
  `<main><article><nav aria-label=Breadcrumbs><ul><li><a href=/>Home</a></ul></nav><div class=pageActions_Ab1_><button>Copy page</button></div>` +
  `<div class="theme-doc-markdown markdown"><header><h1>Title</h1></header>${content}</div></article>` +
  `<nav class=pagination-nav><a href=/next>Next</a></nav></main>`;

describe('twinPathOf', () => {
  it('appends .md, drops a trailing slash, and names the home page index', () => {
    expect(twinPathOf('/docs/tooltips')).toBe('/docs/tooltips.md');
    expect(twinPathOf('/all-types/')).toBe('/all-types.md');
    expect(twinPathOf('/all-types/namespaces/Axis/')).toBe('/all-types/namespaces/Axis.md');
    expect(twinPathOf('/')).toBe('/index.md');
  });
});

describe('pageMarkdown', () => {
  it('keeps the content and its links, absolute, and leaves the chrome out', () => {
    const markdown = convert(
      article(
        '<p>See <a href=/api/x#prop-y><code>y</code></a> and\n<a href=#here>here</a>.<p>' +
          '<h2 class="anchor anchorWithStickyNavbar_LWe7" id=here>Here<a href=#here class=hash-link aria-label="Direct link">\u200b</a></h2>' +
          '<ul><li><strong>Bold </strong>then text<li>two</ul>',
      ),
    );
    expect(markdown).toBe(
      '# Title\n\nSee [`y`](https://site.test/api/x#prop-y) and [here](https://site.test/docs/page#here).\n\n' +
        '## Here\n\n- **Bold** then text\n- two\n',
    );
  });

  it('turns a props table into a GFM table, a row per prop, the removed ones struck through', () => {
    const markdown = convert(
      article(
        '<div class=wrapper_MQ8s data-props-of=Foo data-props-kind=component><p class=source_TE_y>2 props of <a href=/all-types/functions/Foo><code>Foo</code></a>.' +
          '<table class=table_X0ov><thead><tr><th>Name<th>Type<th>Default<th>Description<tbody>' +
          '<tr><td><h3 class="anchor name_t59N" id=prop-aB><a href=#prop-aB><code>a<wbr/>B</code></a></h3><span>optional</span><span>from <!-- -->Base</span>' +
          '<td><code>"x" | "y"</code><td><code>"x"</code><p data-declared-default>The library\'s comment says <code>y</code>, which is not what it applies.' +
          '<td><p>First.<ul><li>one<li>two</ul><p>In use: <a href=/examples/e>E</a>' +
          '<tr data-removed-prop=old><td><p id=removed-prop-old><a href=#removed-prop-old><code>old</code></a></p><span class=removedBadge_ab12>removed in 70.0.0</span>' +
          '<td><code>number</code><td><span aria-label="no default">–</span><td><p>Removed.</table></div>',
      ),
    );
    expect(markdown).toContain('2 props of [`Foo`](https://site.test/all-types/functions/Foo).');
    expect(markdown).toContain(
      '| Name | Type | Default | Description |\n| - | - | - | - |\n' +
        '| `aB` (optional, from Base) | `"x" \\| "y"` | `"x"`. The library\'s comment says `y`, which is not what it applies. | First. one; two. In use: [E](https://site.test/examples/e) |\n' +
        '| ~~`old`~~ (removed in 70.0.0) | `number` | – | Removed. |\n',
    );
  });

  it('writes a live example as its module, and a code block fenced with its language and title', () => {
    const markdown = convert(
      article(
        '<div class=frame_uJ5z><figure class=figure_OPqX data-chart-example=demo aria-label="Demo: A demo chart."><div class=chart_PNUS><div class=placeholder_NOfK>Loading the chart…</div></div>' +
          '<div class=toolbar_cehq><button>Edit</button></div><p class=toolbarStatus_MMLv role=status></p>' +
          '<details class=source_erBb><summary><span>Show the source</span></summary><div class="language-tsx codeBlockContainer_Ckt0 theme-code-block"><pre><code>stale copy</code></pre></div></details></figure></div>' +
          '<div class="language-bash codeBlockContainer_Ckt0 theme-code-block"><div class=codeBlockTitle_OeMC>install.sh</div><div class=codeBlockContent_QJqH>' +
          '<pre class="prism-code language-bash"><code><span class=token-line>npm i<br/></span><span class=token-line>  a &lt;b><br/></span></code></pre></div></div>',
      ),
    );
    expect(markdown).toContain(
      'Live example: [**Demo**](https://site.test/examples/demo). A demo chart.\n\n```tsx title="examples/charts/demo.tsx"\nexport default 1;\n```',
    );
    expect(markdown).toContain('```bash title="install.sh"\nnpm i\n  a <b>\n```');
    for (const chrome of ['Navbar', 'Footer', 'Home', 'Next', 'Copy page', 'Loading the chart', 'Edit', 'stale copy']) {
      expect(markdown).not.toContain(chrome);
    }
  });

  it('gives a preview chart its caption only, and a card its title and description', () => {
    const markdown = convert(
      '<header><div><h1 class=hero__title>Site</h1><p>Tagline.</div></header><main><ul>' +
        '<li><figure data-chart-example=demo><div class=chart_bfYw></div><figcaption><a href=/examples/demo>Demo</a><br/>A demo chart.</figcaption></figure>' +
        '<li><a class=title_evFV href=/docs/a>A guide</a> <span class=summary_CToQ>What it teaches.</span></ul>' +
        '<article class="docCardListItem_W1sv col"><a class="card cardContainer_fWXF" href=/api/x><h2 title="Bullet graph">📄️ Bullet graph</h2><p title="Draws bullets.">Draws bullets.</p></a></article></main>',
      '/',
    );
    expect(markdown).toBe(
      '# Site\n\nTagline.\n\n- [Demo](https://site.test/examples/demo)\\\n  A demo chart.\n- [A guide](https://site.test/docs/a): What it teaches.\n\n' +
        '[Bullet graph](https://site.test/api/x): Draws bullets.\n',
    );
  });

  it('fails on a page without a title rather than writing a twin without one', () => {
    expect(() => convert('<main><p>No title</main>')).toThrow(/no h1/);
  });
});

describe('llms.txt and llms-full.txt', () => {
  const site: SiteSummary = { title: 'Site', summary: 'What the site documents.', fullUrl: `${SITE}llms-full.txt` };
  const page = (route: string, title: string, markdown: string): TwinPage => {
    const tree = pageMarkdown(
      `<!doctype html><main><h1>${title}</h1>${markdown}</main>`,
      pageContext(SITE, route, new Map([['demo', DEMO]])),
    ).tree;
    return {
      route,
      url: `${SITE}${route.slice(1)}`,
      twinUrl: `${SITE}${twinPathOf(route).slice(1)}`,
      title,
      description: `About ${title}.`,
      tree,
      bytes: 1,
    };
  };
  const source = '<figure data-chart-example=demo><div class=theme-code-block><pre>x</pre></div></figure>';
  const pages = [
    page('/examples/demo', 'Demo', source),
    page('/docs/guide', 'Guide', `<h2>Part</h2>${source}`),
    page('/docs/upgrading-to-74', 'Upgrading to 74', '<p>Steps.'),
    page('/docs/docs', 'Getting started', '<p>Start.'),
    page('/all-types/', 'All', '<p>Index.'),
    page('/all-types/interfaces/X', 'X', '<p>Type.'),
  ];
  const sections = pagesBySection(pages, ['/docs/docs', '/docs/guide', '/docs/upgrading-to-74']);

  it('lists each page but the reference by section, the upgrade pages in a section of their own', () => {
    expect(sections.map(([section, listed]) => [section.title, listed.map((listedPage) => listedPage.route)])).toEqual([
      ['Getting started', ['/docs/docs']],
      ['Upgrading', ['/docs/upgrading-to-74']],
      ['Guides', ['/docs/guide']],
      ['Examples', ['/examples/demo']],
      ['Optional', ['/all-types/']],
    ]);
    const text = llmsTxt(site, sections);
    expect(text).toMatch(/^# Site\n\n> What the site documents\.\n\nEvery page of the site has a Markdown twin/);
    expect(text).toContain(
      '## Upgrading\n\n- [Upgrading to 74](https://site.test/docs/upgrading-to-74.md): About Upgrading to 74.\n',
    );
    expect(text).toContain('## Optional\n\n- [All types](https://site.test/all-types.md): the reference generated');
    expect(text).not.toContain('interfaces/X');
  });

  it('puts the pages in one file under one H1, each example source once', () => {
    const full = llmsFullTxt(site, sections, { pages: 1, bytes: 2048 });
    expect(full.match(/^# /gm)).toHaveLength(1);
    expect(full).toContain(
      "The 1 pages of the reference generated from the library's type declarations (under /all-types/, 2 KB of Markdown)",
    );
    expect(full).toContain(
      '## Guide\n\nSource: [https://site.test/docs/guide](https://site.test/docs/guide)\n\n### Part\n',
    );
    expect(full.match(/```tsx title="examples\/charts\/demo.tsx"/g)).toHaveLength(1);
    expect(full).toContain('Its source, `examples/charts/demo.tsx`, is given in full above.');
  });
});
