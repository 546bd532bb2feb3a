import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { test, expect } from './fixtures';
import { colourModeToggle } from './locators';
import { watchRequests } from './network';
import { EXAMPLES, GALLERY } from './pages';
import { expectPromisedContent } from './promisedContent';

/**
 * The gallery: a wall of cards, each a picture of its example's chart (static/gallery/, drawn by
 * `npm run gallery-pictures`), its title and one line, filtered by chart type, by what it shows and by
 * words, the filters kept in the URL. That no chart code loads is examples.spec.ts's "pages without
 * charts stay light"; that the pictures are today's is tests/unit/galleryPictures.test.ts.
 */

/**
 * The gallery of live previews, two cards to a row, measured before the pictures (issue 45): the page
 * may be at most a third of that long.
 */
const LIVE_GALLERY_HEIGHT = { 1280: 31_610, 390: 59_352 } as const;
const WIDTHS = [
  { viewport: { width: 1280, height: 800 }, isMobile: false, perRow: 4 },
  { viewport: { width: 390, height: 844 }, isMobile: true, perRow: 2 },
] as const;

const cards = (page: Page) => page.getByRole('list', { name: 'Examples', exact: true }).getByRole('listitem');
const status = (page: Page) => page.locator('main').getByRole('status');
const clearFilters = (page: Page) => page.locator('main').getByRole('button', { name: 'Clear filters' });
const filterBox = (page: Page) => page.getByRole('searchbox', { name: 'Filter examples' });
const typeFilter = (page: Page) => page.getByRole('combobox', { name: 'Chart type' });
const showsFilter = (page: Page) => page.getByRole('combobox', { name: 'What it shows' });
/** The picture a reader sees in a card: the one of the page's colour mode. */
const shownPicture = (card: Locator) => card.locator('img:visible');

/** The number of cards in each row, read from the top edges of their boxes. */
async function cardsPerRow(page: Page): Promise<number[]> {
  const tops = await cards(page).evaluateAll((items) =>
    items.map((item) => Math.round(item.getBoundingClientRect().top)),
  );
  const rows = new Map<number, number>();
  for (const top of tops) rows.set(top, (rows.get(top) ?? 0) + 1);
  return [...rows.values()];
}

/** The names of the examples whose cards are shown, from their links. */
async function shownNames(page: Page): Promise<string[]> {
  return cards(page)
    .getByRole('heading')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => (link.getAttribute('href') ?? '').replace('/examples/', '')));
}

for (const { viewport, isMobile, perRow } of WIDTHS) {
  test.describe(`the gallery at ${viewport.width} px`, () => {
    test.use({ viewport, isMobile, hasTouch: isMobile });

    test(`shows at least ${perRow} cards to a row, at most a third of the live gallery's length`, async ({ page }) => {
      await page.goto(GALLERY);
      await expect(cards(page)).toHaveCount(EXAMPLES.length);
      const rows = await cardsPerRow(page);
      // Every row full but the last.
      for (const [i, count] of rows.slice(0, -1).entries())
        expect(count, `cards in row ${i + 1}`).toBeGreaterThanOrEqual(perRow);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(height, 'the page height in px').toBeLessThanOrEqual(LIVE_GALLERY_HEIGHT[viewport.width] / 3);
      // The first row starts within the first screen.
      const first = await cards(page).first().boundingBox();
      expect(first?.y, 'top of the first card').toBeLessThan(viewport.height - 150);
    });

    test('every picture keeps its size before it arrives, and the card its title and one line', async ({ page }) => {
      // Pictures held back: the cards' boxes must already have their final height.
      await page.route('**/gallery/*.webp*', () => {});
      await page.goto(GALLERY, { waitUntil: 'domcontentloaded' });
      const first = cards(page).first();
      const picture = shownPicture(first);
      await expect(picture).toHaveCount(1);
      const box = await picture.boundingBox();
      await expect(picture).toHaveJSProperty('complete', false);
      const width = Number(await picture.getAttribute('width'));
      const height = Number(await picture.getAttribute('height'));
      expect(box?.height, 'the picture box before its image arrives').toBeCloseTo(
        ((box?.width ?? 0) * height) / width,
        0,
      );
      // The summary is clamped to a few lines; its full text is the card's and the picture's.
      const summary = first.locator('p');
      const lines = await summary.evaluate(
        (p) => p.getBoundingClientRect().height / parseFloat(getComputedStyle(p).lineHeight),
      );
      expect(Math.round(lines)).toBeLessThanOrEqual(3);
    });
  });
}

test.describe('the gallery at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('each card links its example by title, with its summary and a lazy picture of its chart', async ({ page }) => {
    await page.goto(GALLERY);
    await expect(status(page)).toHaveText(`${EXAMPLES.length} examples`);
    expect((await shownNames(page)).sort()).toEqual([...EXAMPLES].sort());
    // Read in one pass: a hundred cards, each with its parts.
    const read = await cards(page).evaluateAll((items) =>
      items.map((item) => ({
        href: item.querySelector('h2 > a')?.getAttribute('href') ?? '',
        summary: item.querySelector('p')?.textContent ?? '',
        pictures: Array.from(item.querySelectorAll('img')).map((img) => ({
          src: img.getAttribute('src') ?? '',
          alt: img.getAttribute('alt'),
          loading: img.getAttribute('loading'),
          width: img.getAttribute('width'),
          height: img.getAttribute('height'),
          shown: img.checkVisibility(),
        })),
      })),
    );
    for (const { href, summary, pictures } of read) {
      const name = href.replace('/examples/', '');
      expect(summary.split(/\s+/).length, `${name}: its summary`).toBeGreaterThan(5);
      // Light and dark in the HTML, the light one shown; both lazy, so the hidden one is never fetched.
      expect(pictures, name).toEqual(
        (['light', 'dark'] as const).map((mode) => ({
          src: expect.stringMatching(new RegExp(`^/gallery/${name}\\.${mode}\\.webp\\?v=[0-9a-f]{16}$`)),
          alt: summary,
          loading: 'lazy',
          width: expect.stringMatching(/^\d+$/),
          height: expect.stringMatching(/^\d+$/),
          shown: mode === 'light',
        })),
      );
    }
    // The hidden picture is out of the accessibility tree: a screen reader meets one picture per card.
    await expect(cards(page).first().getByRole('img')).toHaveCount(1);
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`opened in ${mode} mode, it fetches only that mode's pictures, lazily, and axe finds no violation`, async ({
      page,
    }) => {
      await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
      const failed = watchRequests(page);
      const fetched: string[] = [];
      page.on('request', (request) => {
        const file = /\/gallery\/([^/?]+\.webp)/.exec(request.url())?.[1];
        if (file) fetched.push(file);
      });
      await page.goto(GALLERY);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      if (mode === 'light') await expectPromisedContent(page, GALLERY);
      // Below the fold waits: the first screen's pictures are in, the last row's not yet.
      await expect.poll(() => fetched.length).toBeGreaterThan(0);
      const last = await shownPicture(cards(page).last()).getAttribute('src');
      expect(fetched, 'the last card, far below the fold').not.toContain(last?.replace(/^\/gallery\/|\?.*$/g, ''));
      // Scrolled through a screen at a time, as a reader does, every card shows its picture.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      // Two frames at each stop: lazy loading looks at where the pictures are when a frame is drawn, and a picture
      // scrolled past between two frames is never asked for.
      for (let y = 0; y < height; y += 800) {
        await page.evaluate(
          (top) =>
            new Promise((resolve) => {
              window.scrollTo(0, top);
              requestAnimationFrame(() => requestAnimationFrame(resolve));
            }),
          y,
        );
      }
      await expect
        .poll(() =>
          cards(page)
            .locator('img:visible')
            .evaluateAll((imgs) => imgs.filter((img) => (img as HTMLImageElement).naturalWidth > 0).length),
        )
        .toBe(EXAMPLES.length);
      expect(
        fetched.filter((file) => !file.endsWith(`.${mode}.webp`)),
        'pictures of the other mode',
      ).toEqual([]);
      expect(new Set(fetched).size).toBe(EXAMPLES.length);
      await expectNoAxeViolations(page, mode);
      expect(failed, 'failed requests').toEqual([]);
    });
  }

  test('switching the colour mode swaps every picture', async ({ page }) => {
    await page.goto(GALLERY);
    const first = cards(page).first();
    await expect(shownPicture(first)).toHaveAttribute('src', /\.light\.webp/);
    await colourModeToggle(page).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(shownPicture(first)).toHaveAttribute('src', /\.dark\.webp/);
    await expect(shownPicture(first)).toHaveJSProperty('complete', true);
  });

  test('the filters keep their cards, say how many, live in the URL and come back on reload and Back', async ({
    page,
  }) => {
    await page.goto(GALLERY);
    await expect(cards(page)).toHaveCount(EXAMPLES.length);

    // Chart type: an option says how many cards it leaves, and leaves them.
    const bar = await typeFilter(page)
      .locator('option', { hasText: /^Bar \(\d+\)$/ })
      .textContent();
    const bars = Number(/\((\d+)\)/.exec(bar ?? '')?.[1]);
    expect(bars).toBeGreaterThan(3);
    await typeFilter(page).selectOption({ label: bar ?? '' });
    await expect(page).toHaveURL(/\/examples\/examples\?type=bar$/);
    await expect(status(page)).toHaveText(`${bars} of ${EXAMPLES.length} examples`);
    await expect(cards(page)).toHaveCount(bars);
    expect(await shownNames(page)).toEqual(expect.arrayContaining(['bar-series', 'stacking-percentage-bars']));
    expect(await shownNames(page)).not.toContain('line-series');

    // What it shows: the guides and recipes that use an example.
    await typeFilter(page).selectOption('');
    await showsFilter(page).selectOption({
      label:
        (await showsFilter(page)
          .locator('option', { hasText: /^Tooltips \(/ })
          .textContent()) ?? '',
    });
    await expect(page).toHaveURL(/\?shows=tooltips$/);
    expect(await shownNames(page)).toEqual(expect.arrayContaining(['custom-tooltip', 'tooltip-formatting']));
    const tooltips = await cards(page).count();
    expect(tooltips).toBeLessThan(EXAMPLES.length);

    // Words, with the topic filter still on.
    await filterBox(page).fill('many series');
    await expect(page).toHaveURL(/\?shows=tooltips&q=many\+series$/);
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).getByRole('link')).toHaveAttribute('href', '/examples/tooltip-many-series');

    await page.reload();
    await expect(filterBox(page)).toHaveValue('many series');
    await expect(showsFilter(page)).toHaveValue('tooltips');
    await expect(cards(page)).toHaveCount(1);

    // Typing replaced the history entry; each choice of a filter pushed one: Back undoes them one by one.
    await page.goBack();
    await expect(page).toHaveURL(/\/examples\/examples$/);
    await expect(showsFilter(page)).toHaveValue('');
    await expect(filterBox(page)).toHaveValue('');
    await expect(cards(page)).toHaveCount(EXAMPLES.length);
    await page.goBack();
    await expect(page).toHaveURL(/\?type=bar$/);
    await expect(typeFilter(page)).toHaveValue('bar');
    await expect(cards(page)).toHaveCount(bars);
    await page.goForward();
    await page.goForward();
    await expect(filterBox(page)).toHaveValue('many series');
    await expect(cards(page)).toHaveCount(1);

    // Nothing left: the status says so, and Clear filters brings every card back.
    await filterBox(page).fill('no such chart');
    await expect(status(page)).toHaveText('No example matches these filters.');
    await expect(cards(page)).toHaveCount(0);
    await clearFilters(page).click();
    await expect(page).toHaveURL(/\/examples\/examples$/);
    await expect(filterBox(page)).toHaveValue('');
    await expect(typeFilter(page)).toHaveValue('');
    await expect(showsFilter(page)).toHaveValue('');
    await expect(status(page)).toHaveText(`${EXAMPLES.length} examples`);
  });

  test('a card leads to its example, and Back returns to the filtered gallery', async ({ page }) => {
    await page.goto(`${GALLERY}?type=partition`);
    await expect(typeFilter(page)).toHaveValue('partition');
    const treemap = cards(page).filter({ has: page.getByRole('link', { name: 'Treemap', exact: true }) });
    // The whole card is the link: a click on its picture opens the example.
    await shownPicture(treemap).scrollIntoViewIfNeeded();
    const picture = await shownPicture(treemap).boundingBox();
    await page.mouse.click(
      (picture?.x ?? 0) + (picture?.width ?? 0) / 2,
      (picture?.y ?? 0) + (picture?.height ?? 0) / 2,
    );
    await expect(page).toHaveURL(/\/examples\/treemap$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Treemap');
    await page.goBack();
    await expect(page).toHaveURL(/\?type=partition$/);
    await expect(typeFilter(page)).toHaveValue('partition');
    expect(await shownNames(page)).toContain('treemap');
    expect(await shownNames(page)).not.toContain('line-series');
  });

  test('the filters work from the keyboard, each control named', async ({ page }) => {
    await page.goto(GALLERY);
    await filterBox(page).focus();
    await page.keyboard.type('heatmap');
    await expect(page).toHaveURL(/\?q=heatmap$/);
    await page.keyboard.press('Tab');
    await expect(typeFilter(page)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(showsFilter(page)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(clearFilters(page)).toBeFocused();
    await page.keyboard.press('Tab');
    // Then the first card's link, one stop per card.
    await expect(cards(page).first().getByRole('link')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(cards(page).nth(1).getByRole('link')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/examples\/heatmap/);
  });

  test('a hostile or unknown filter in the URL is only text, or no filter', async ({ page }) => {
    const hostile = `<img src=x onerror="document.title='pwned'">${'x'.repeat(5000)}`;
    await page.goto(`${GALLERY}?q=${encodeURIComponent(hostile)}&type=%3Cscript%3E&shows=no-such-guide`);
    await expect(status(page)).toHaveText('No example matches these filters.');
    expect((await filterBox(page).inputValue()).length).toBe(100);
    await expect(typeFilter(page)).toHaveValue('');
    await expect(showsFilter(page)).toHaveValue('');
    await expect(page).not.toHaveTitle('pwned');
    await expect(page.locator('main img[src="x"]')).toHaveCount(0);
  });

  test('the introduction beyond its first lines is folded, and opens from a clear summary', async ({ page }) => {
    await page.goto(GALLERY);
    const more = page.locator('main details');
    await expect(more).toHaveCount(1);
    const summary = more.locator('summary');
    await expect(summary).toHaveText(/how to use one in your app/);
    const folded = more.getByText('Each example takes an optional');
    await expect(folded).toBeHidden();
    await summary.click();
    await expect(folded).toBeVisible();
  });
});
