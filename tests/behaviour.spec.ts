import { test, expect } from './fixtures';
import { colourModeToggle } from './locators';

test.describe('colour mode', () => {
  test('the toggle switches between dark and light, with the labels of the spec', async ({ page }) => {
    await page.goto('/docs/docs');
    const html = page.locator('html');
    const toggle = colourModeToggle(page);
    await expect(toggle).toHaveAttribute('title', 'light mode');
    await toggle.click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(html).toHaveAttribute('data-theme-choice', 'dark');
    await expect(toggle).toHaveAttribute('title', 'dark mode');
    await toggle.click();
    await expect(html).toHaveAttribute('data-theme', 'light');
    await expect(html).toHaveAttribute('data-theme-choice', 'light');
  });

  test('the choice is stored under "theme", survives a reload and reaches another tab', async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto('/docs/docs');
    await second.goto('/api/Chart');
    // The other tab hears the change through a listener React attaches as it hydrates: on a busy machine
    // the click could come first, and the change went unheard (a reader's open tab has long hydrated).
    for (const page of [first, second]) await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await colourModeToggle(first).click();
    expect(await first.evaluate(() => window.localStorage.getItem('theme'))).toBe('dark');
    await expect(second.locator('html')).toHaveAttribute('data-theme', 'dark');
    await first.reload();
    await expect(first.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});

test.describe('navigation', () => {
  test('after a client-side navigation the page is at the top', async ({ page }) => {
    await page.goto('/docs/troubleshooting');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await page.locator('article').getByRole('link', { name: 'API reference' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chart');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a link with a hash lands on its target', async ({ page }) => {
    await page.goto('/docs/docs');
    await page.locator('article').getByRole('link', { name: 'Troubleshooting', exact: true }).click();
    await page.goto('/docs/troubleshooting#the-chart-has-zero-height');
    await expect(page.getByRole('heading', { name: 'The chart has zero height' })).toBeInViewport();
  });

  for (const path of ['/docs/docs/index.html', '/docs/troubleshooting.html']) {
    test(`${path} lands on the normalised page`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        path.includes('troubleshooting') ? 'Troubleshooting' : 'Getting started',
      );
    });
  }

  test('the progress bar shows while a slow page loads', async ({ page }) => {
    await page.goto('/docs/docs');
    // Hold back every script the next page needs for a second: longer than the bar's 200 ms delay.
    await page.route('**/assets/js/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'API', exact: true }).click();
    await expect(page.locator('#nprogress')).toBeAttached();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chart');
    await expect(page.locator('#nprogress')).not.toBeAttached();
  });
});

test.describe('layout', () => {
  test('the skip link is the first stop of the keyboard and moves focus to the main content', async ({ page }) => {
    await page.goto('/docs/docs');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    // Docusaurus focuses <main> for an instant and drops its tabindex again, so <main> is where the
    // keyboard goes on from: the next Tab lands inside the content, past the navbar and the sidebar.
    await page.keyboard.press('Tab');
    const focused = page.locator('*:focus');
    await expect(focused).toHaveCount(1);
    // (Inside <main> the first stop is the breadcrumbs' home link.)
    await expect(
      page.locator('main').first().getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link').first(),
    ).toBeFocused();
  });

  test('the Storybook link opens in a new tab', async ({ page }) => {
    await page.goto('/');
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: /Storybook/ })
        .click(),
    ]);
    expect(new URL(popup.url()).pathname).toBe('/storybook');
    await popup.close();
  });

  test('every link that opens a new tab has rel="noopener noreferrer"', async ({ page }) => {
    for (const route of ['/', '/docs/docs', '/api/specs/xy/Axis']) {
      await page.goto(route);
      const rels = await page
        .locator('a[target="_blank"]')
        .evaluateAll((links) => links.map((a) => a.getAttribute('rel') ?? ''));
      expect(rels.length).toBeGreaterThan(0);
      for (const rel of rels) expect(rel.split(/\s+/)).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
    }
  });

  test('the table of contents lists h2 and h3 headings only', async ({ page }) => {
    await page.goto('/api/specs/xy/Axis');
    const toc = page.locator('.table-of-contents').first();
    const tocLabels = (await toc.getByRole('link').allInnerTexts()).map((t) => t.trim());
    const headings = (await page.locator('article .markdown > h2, article .markdown > h3').allInnerTexts()).map((t) =>
      t.replace(/\u200B/g, '').trim(),
    );
    expect(tocLabels.length).toBeGreaterThan(0);
    expect(tocLabels).toEqual(headings);
  });
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 800, height: 900 } });

  test('the hamburger opens the sidebar with a close button and a back-to-main-menu entry', async ({ page }) => {
    await page.goto('/docs/docs');
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar.getByRole('button', { name: 'Close navigation bar' })).toBeVisible();
    await expect(sidebar.getByRole('button', { name: '← Back to main menu' })).toBeVisible();
    await sidebar.getByRole('button', { name: '← Back to main menu' }).click();
    await expect(sidebar.getByRole('link', { name: 'Examples', exact: true })).toBeVisible();
    await sidebar.getByRole('button', { name: 'Close navigation bar' }).click();
    await expect(page.locator('html')).not.toHaveClass(/navbar-sidebar--show/);
  });

  test('widening past 996 px closes the mobile sidebar', async ({ page }) => {
    await page.goto('/docs/docs');
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await expect(page.locator('.navbar-sidebar').getByRole('button', { name: 'Close navigation bar' })).toBeVisible();
    await page.setViewportSize({ width: 1200, height: 900 });
    await expect(page.locator('.navbar--sidebar-show')).toHaveCount(0);
  });
});
