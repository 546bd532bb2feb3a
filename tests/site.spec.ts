import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BUILD } from './files';
import { CHART_GUIDES } from '../src/sidebars/chartGuides';
import { RECIPES } from '../src/sidebars/recipes';
import { test, expect } from './fixtures';
import { waitForHydration } from './frameWaits';
import { colourModeToggle, navbar, searchBox, searchResults } from './locators';
import { holdRequests } from './network';

test.describe('site chrome', () => {
  test('the navbar carries the title, the three sections and the outside links', async ({ page }) => {
    await page.goto('/docs/docs');
    const navbar = page.getByRole('navigation', { name: 'Main' });
    await expect(navbar.locator('.navbar__title')).toHaveText('Elastic Charts');
    for (const [label, href] of [
      ['Docs', '/docs/docs'],
      ['API', '/api/Chart'],
      ['Examples', '/examples/examples'],
    ] as const) {
      await expect(navbar.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    }
    await expect(navbar.getByRole('link', { name: /Playground/ })).toHaveAttribute(
      'href',
      'https://codesandbox.io/s/elastic-charts-playground-87y7g',
    );
    const storybook = navbar.getByRole('link', { name: /Storybook/ });
    await expect(storybook).toHaveAttribute('href', '/storybook');
    await expect(storybook).toHaveAttribute('target', '_blank');
    await expect(storybook).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(navbar.getByRole('link', { name: /GitHub/ })).toHaveAttribute(
      'href',
      'https://github.com/elastic/elastic-charts',
    );
    await expect(colourModeToggle(navbar)).toBeVisible();
    await expect(searchBox(page)).toBeVisible();
  });

  test('a shell code block is highlighted when the page is rendered in the browser', async ({ page }) => {
    // Arrive by client-side navigation, so the block is rendered by the browser and not served as HTML:
    // Prism and its bash grammar come with the code block's chunk (src/theme/CodeBlock).
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Docs', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Getting started');
    const install = page.locator('pre.language-bash');
    await expect(install).toContainText('npm install @elastic/charts');
    // Below the page's opening chart: it goes live as it nears the viewport.
    await install.scrollIntoViewIfNeeded();
    await expect(install.locator('.token.function').first()).toHaveText('npm');
  });

  test('the navbar sections lead to their pages', async ({ page }) => {
    await page.goto('/');
    const navbar = page.getByRole('navigation', { name: 'Main' });
    for (const [label, heading] of [
      ['Docs', 'Getting started'],
      ['API', 'Chart'],
      ['Examples', 'Examples'],
    ] as const) {
      await navbar.getByRole('link', { name: label, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    }
  });

  test('the navbar does not shift when its logo arrives', async ({ page }) => {
    const release = await holdRequests(page, /\/img\/logo\.svg$/);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const navbar = page.getByRole('navigation', { name: 'Main' });
    const title = navbar.locator('.navbar__title');
    await expect(title).toBeVisible();
    const before = await title.boundingBox();
    release();
    await expect(navbar.locator('img.navbar__logo, .navbar__logo img').first()).toHaveJSProperty('complete', true);
    expect(await title.boundingBox()).toEqual(before);
  });

  test('no page is painted before its navbar is parsed: the head blocks rendering until the element after it', async ({
    page,
  }) => {
    // A first paint of a half-parsed navbar, completed by the next frames, shifted its right-hand items (CLS).
    for (const path of ['/', '/docs/docs', '/api/specs/xy/LineSeries', '/all-types/interfaces/SettingsSpec']) {
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      const wiring = await page.evaluate(() => {
        const link = document.head.querySelector('link[rel="expect"][blocking="render"]');
        const target = link ? document.querySelector(link.getAttribute('href') ?? '') : null;
        const navbar = document.querySelector('nav.navbar');
        const after = Boolean(
          navbar &&
          target &&
          !navbar.contains(target) &&
          navbar.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING,
        );
        return { blocks: link !== null, target: target?.tagName ?? null, afterNavbar: after };
      });
      expect(wiring, path).toEqual({ blocks: true, target: 'DIV', afterNavbar: true });
    }
  });

  test('the footer holds one 2025 copyright line and no links', async ({ page }) => {
    await page.goto('/');
    const footer = page.locator('footer');
    await expect(footer).toContainText('Copyright © 2025');
    await expect(footer.getByRole('link')).toHaveCount(0);
  });

  test('the home page shows the title, the tagline and links into the four sections', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Elastic Charts');
    await expect(page.getByText('Pixels that pull their weight', { exact: false })).toBeVisible();
    for (const [name, heading] of [
      [/Get started/, 'Getting started'],
      [/Browse the API/, 'Chart'],
      [/See the examples/, 'Examples'],
      [/Build a theme/, 'Theme builder'],
    ] as const) {
      await page.goto('/');
      await page.locator('main').getByRole('link', { name }).first().click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    }
  });

  test('colour mode starts light even when the system prefers dark', async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    await page.goto('/docs/docs');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await context.close();
  });

  test('docs pages show breadcrumbs and a sidebar', async ({ page }) => {
    await page.goto('/api/specs/xy/LineSeries');
    await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toContainText('Cartesian');
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    await expect(sidebar.getByRole('link', { name: 'LineSeries', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('the navbar marks the section of the page being read, and only that one', async ({ page }) => {
    const sections = ['Docs', 'API', 'Examples'];
    const marked = async () => {
      const names: string[] = [];
      for (const name of sections) {
        const classes = await navbar(page).getByRole('link', { name, exact: true }).getAttribute('class');
        if (classes?.split(' ').includes('navbar__link--active')) names.push(name);
      }
      return names;
    };
    // The API section is mounted at the root, so every URL lies in its version: only its own pages mark it.
    // Read once React has hydrated, so that the browser's own route matching decided the mark.
    const expected: [string, string[]][] = [
      ['/docs/docs', ['Docs']],
      ['/api/specs/xy/LineSeries', ['API']],
      ['/all-types/interfaces/SettingsSpec', ['API']],
      ['/examples/line-series', ['Examples']],
      ['/', []],
    ];
    for (const [route, sections] of expected) {
      await page.goto(route);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      await expect.poll(marked, { message: route }).toEqual(sections);
    }
  });

  test('the API sidebar holds the specs by group and the generated reference by kind', async ({ page }) => {
    await page.goto('/api/Chart');
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    for (const label of ['Chart', 'Specs', 'All types']) {
      await expect(sidebar.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await page.goto('/category/specs');
    for (const label of ['Global', 'Cartesian', 'Types']) {
      await expect(
        sidebar
          .getByRole('button', { name: label, exact: true })
          .or(sidebar.getByRole('link', { name: label, exact: true }))
          .first(),
      ).toBeVisible();
    }
  });

  test("a category page shows each of its pages as a card with the page's description", async ({ page }) => {
    // Arrive by client-side navigation: the cards are then rendered in the browser, from the version
    // data it downloads (src/plugins/speed/docs-card-data keeps in it only the docs such cards show).
    await page.goto('/api/Chart');
    await page
      .getByRole('navigation', { name: 'Docs sidebar' })
      .getByRole('link', { name: 'Specs', exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Specs');
    const cards = page.getByRole('main').locator('section').getByRole('article');
    await expect(cards).toHaveCount(11);
    await expect(cards.filter({ hasText: 'Bullet graph' })).toContainText(
      'The Bullet spec draws a value against a target',
    );
  });

  /** A docs page's `description` from its front matter, which its card shows. */
  const frontMatterDescription = (id: string): string => {
    const line = /^description: (.+)$/m.exec(readFileSync(path.join(__dirname, '..', 'docs', `${id}.mdx`), 'utf8'));
    if (!line?.[1]) throw new Error(`docs/${id}.mdx has no one-line description in its front matter`);
    return line[1];
  };

  for (const [label, ids] of [
    ['Chart types', CHART_GUIDES],
    ['Recipes', RECIPES],
  ] as const) {
    test(`the docs' ${label} page, drawn in the browser, shows each page's card with its description`, async ({
      page,
    }) => {
      // Client-side navigation, as above: the cards come from the docs version data of the first load.
      await page.goto('/docs/docs');
      await page
        .getByRole('navigation', { name: 'Docs sidebar' })
        .getByRole('link', { name: label, exact: true })
        .click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(label);
      const cards = page.getByRole('main').locator('section').getByRole('article');
      await expect(cards).toHaveCount(ids.length);
      for (const [i, id] of ids.entries()) {
        await expect(cards.nth(i).locator('p')).toHaveText(frontMatterDescription(id));
      }
    });
  }

  test('the Upgrading category opens its doc and its step pages by client-side navigation', async ({ page }) => {
    // Its links' descriptions are not in the docs version data (no card shows them): the pages must not need them.
    await page.goto('/docs/docs');
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    await sidebar.getByRole('link', { name: 'Upgrading', exact: true }).click();
    await expect(page).toHaveURL(/\/docs\/upgrading$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Upgrading');
    await sidebar.getByRole('link', { name: 'From 72 to 73', exact: true }).click();
    await expect(page).toHaveURL(/\/docs\/upgrading\/from-72-to-73$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Upgrading from 72 to 73');
  });
});

test.describe('search', () => {
  test('the build emits the search documents and the lunr index, named by a timestamp', () => {
    const files = readdirSync(BUILD);
    expect(files.some((f) => /^search-doc-\d+\.json$/.test(f))).toBe(true);
    expect(files.some((f) => /^lunr-index-\d+\.json$/.test(f))).toBe(true);
  });

  test('typing a spec name offers its page and choosing it navigates there', async ({ page }) => {
    await page.goto('/docs/docs');
    const box = searchBox(page);
    await expect(box).toBeEnabled();
    await expect(box).toHaveAttribute('placeholder', /^Search (Ctrl|⌘)\+K$/);
    await box.pressSequentially('LineAnnotation');
    const apiPage = searchResults(page, '/api/specs/xy/LineAnnotation*', 'LineAnnotation');
    await expect(apiPage.first()).toBeVisible();
    await apiPage.first().click();
    await expect(page).toHaveURL(/\/api\/specs\/xy\/LineAnnotation/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('LineAnnotation');
  });
});
