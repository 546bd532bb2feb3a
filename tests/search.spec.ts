import type { Locator, Page, Route } from '@playwright/test';
import { axeViolations } from './axe';
import { test, expect } from './fixtures';
import { holdRequests, watchScripts, type Script } from './network';
import { colourModeToggle, navbar, searchBox, searchResults } from './locators';

/** The two files the search box needs: the documents and the lunr index. */
const INDEX_FILES = /\/(search-doc|lunr-index)-\d+\.json$/;

/** The URLs of the scripts among `scripts` whose text includes `marker`. */
const containing = (scripts: Script[], marker: string) =>
  scripts.filter(({ body }) => body.toString('utf8').includes(marker)).map(({ url }) => url);

/** Opens `/docs/docs` and returns its search box once the index is in. */
async function enabledSearchBox(page: Page): Promise<Locator> {
  await page.goto('/docs/docs');
  const box = searchBox(page);
  await expect(box).toBeEnabled();
  return box;
}

test.describe('search box', () => {
  test("reads 'Loading...' and is disabled until the index is in, then 'Search Ctrl+K'", async ({ page }) => {
    const release = await holdRequests(page, INDEX_FILES);
    await page.goto('/docs/docs');
    const box = searchBox(page);
    await expect(box).toHaveAttribute('placeholder', 'Loading...');
    await expect(box).toBeDisabled();
    release();
    await expect(box).toBeEnabled();
    await expect(box).toHaveAttribute('placeholder', 'Search Ctrl+K');
  });

  test('what a reader types before the index is in stays in the box and is answered once it is', async ({ page }) => {
    const release = await holdRequests(page, INDEX_FILES);
    // The worker asks for the index once the page has loaded and hydrated.
    const asked = page.waitForRequest(INDEX_FILES);
    await page.goto('/docs/docs');
    await asked;
    const box = searchBox(page);
    await expect(box).toBeDisabled();
    await page.keyboard.press('Control+k');
    await page.keyboard.type('LineSerie');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('es');
    // Still loading: the box shows the text, as the specification's disabled box with its placeholder.
    await expect(box).toHaveValue('LineSeries');
    await expect(box).toBeDisabled();
    await expect(box).toHaveAttribute('placeholder', 'Loading...');
    release();
    await expect(box).toBeEnabled();
    await expect(box).toBeFocused();
    await expect(box).toHaveValue('LineSeries');
    await expect(searchResults(page, '/api/specs/xy/LineSeries', 'LineSeries')).toBeVisible();
  });

  test('a press on the loading box takes the keys typed next; Escape or a press elsewhere gives them back to the page', async ({
    page,
  }) => {
    const release = await holdRequests(page, INDEX_FILES);
    const asked = page.waitForRequest(INDEX_FILES);
    await page.goto('/docs/docs');
    await asked;
    const box = searchBox(page);
    await box.click({ force: true });
    await page.keyboard.type('tooltip');
    await expect(box).toHaveValue('tooltip');
    await page.keyboard.press('Escape');
    await expect(box).toHaveValue('');
    await box.click({ force: true });
    await page.keyboard.type('axis');
    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.type('legend');
    await expect(box).toHaveValue('');
    release();
    await expect(box).toBeEnabled();
    await expect(box).not.toBeFocused();
    await expect(searchResults(page)).toHaveCount(0);
  });

  test('the index is fetched only after the page has loaded, so it never delays the first paint', async ({ page }) => {
    // The worker fetches the files; each request is held until the page has said whether its load event had ended.
    const loadEndedAtRequest: boolean[] = [];
    await page.route(INDEX_FILES, async (route) => {
      loadEndedAtRequest.push(
        await page.evaluate(
          () =>
            ((performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.loadEventEnd ??
              0) > 0,
        ),
      );
      await route.continue();
    });
    await enabledSearchBox(page);
    expect(loadEndedAtRequest).toEqual([true, true]);
  });

  test("the search worker's client code and the results list are downloaded only after the page has loaded", async ({
    page,
  }) => {
    // A message only the worker's client has, and one only the results list has.
    const scripts = watchScripts(page);
    await enabledSearchBox(page);
    const received = await scripts.stop();
    const barScripts = containing(received, 'the search worker could not load the index');
    const listScripts = containing(received, 'No page matches');
    expect(barScripts).toHaveLength(1);
    // In by the time the box is enabled: a first query does not wait for it.
    expect(listScripts).toHaveLength(1);
    const timing = await page.evaluate((url) => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const [bar] = performance.getEntriesByName(url);
      return { loadEnd: navigation?.loadEventEnd ?? Infinity, barStart: bar?.startTime ?? -1 };
    }, barScripts[0] ?? '');
    expect(timing.barStart).toBeGreaterThanOrEqual(timing.loadEnd);
    const listStart = await page.evaluate(
      (url) => performance.getEntriesByName(url)[0]?.startTime ?? -1,
      listScripts[0] ?? '',
    );
    expect(listStart).toBeGreaterThanOrEqual(timing.loadEnd);
  });

  test('on a slow phone, the worker is asked for right after the load event, while React is still hydrating the page', async ({
    page,
  }) => {
    // At 4x CPU, /docs/docs (a chart, code blocks, a long sidebar) hydrates hundreds of ms after its load event. The
    // search bar's own effects run only once it has; the worker's start does not wait for them (startAtPageLoad.ts).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      // The document has no element yet when this runs: its root is watched from the document down.
      new MutationObserver((_records, observer) => {
        if (document.documentElement?.dataset.hasHydrated !== 'true') return;
        Object.assign(window, { hydratedAt: performance.now() });
        observer.disconnect();
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-has-hydrated'] });
    });
    const scripts = watchScripts(page);
    await enabledSearchBox(page);
    const [bar] = containing(await scripts.stop(), 'the search worker could not load the index');
    await page.waitForFunction(() => 'hydratedAt' in window);
    const timing = await page.evaluate((url) => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return {
        loadEnd: navigation?.loadEventEnd ?? Infinity,
        asked: performance.getEntriesByName(url)[0]?.startTime ?? Infinity,
        hydrated: (window as Window & { hydratedAt?: number }).hydratedAt ?? -Infinity,
      };
    }, bar ?? '');
    const text = JSON.stringify(timing);
    expect(timing.asked, text).toBeGreaterThanOrEqual(timing.loadEnd);
    // Asked for in the first half of the wait from the load event to the page's hydration: before, it came with hydration.
    expect(timing.asked - timing.loadEnd, text).toBeLessThan((timing.hydrated - timing.loadEnd) / 2);
  });

  test('before the box is enabled, its results list is drawn once out of sight and removed: never shown, never read, and the first query still lists its own hits', async ({
    page,
  }) => {
    // Every rehearsal list the page adds: whether it could be seen, how many results it drew, and whether it went.
    await page.addInitScript(() => {
      const lists: { visibility: string; ariaHidden: string | null; links: number; removed: boolean }[] = [];
      Object.assign(window, { __rehearsals: lists });
      const added = new Map<Node, (typeof lists)[number]>();
      new MutationObserver((records) => {
        for (const record of records) {
          record.addedNodes.forEach((node) => {
            if (!(node instanceof HTMLElement) || !node.matches('[data-search-rehearsal]')) return;
            const list = {
              visibility: getComputedStyle(node.querySelector('a') ?? node).visibility,
              ariaHidden: node.getAttribute('aria-hidden'),
              links: node.querySelectorAll('a').length,
              removed: false,
            };
            lists.push(list);
            added.set(node, list);
          });
          record.removedNodes.forEach((node) => {
            const list = added.get(node);
            if (list) list.removed = true;
          });
        }
      }).observe(document, { subtree: true, childList: true });
    });
    const box = await enabledSearchBox(page);
    const rehearsals = () => page.evaluate(() => (window as typeof window & { __rehearsals: unknown[] }).__rehearsals);
    // Done by the time the box can take a key: no reader's query waits behind it.
    expect(await rehearsals()).toEqual([
      { visibility: 'hidden', ariaHidden: 'true', links: expect.any(Number), removed: true },
    ]);
    expect(((await rehearsals()) as { links: number }[])[0]?.links).toBeGreaterThan(0);
    await expect(page.getByRole('list', { name: /Search results/ })).toHaveCount(0);
    await box.fill('LineSeries');
    await expect(searchResults(page, '/api/specs/xy/LineSeries')).toBeVisible();
    await expect(page.getByRole('list', { name: /Search results/ })).toHaveCount(1);
  });

  test("lunr and the index load in a worker: the page's own scripts never include lunr, and the box still finds pages", async ({
    page,
  }) => {
    // A message only lunr's code has (Index.load's version check).
    const scripts = watchScripts(page);
    const worker = page.waitForEvent('worker');
    const box = await enabledSearchBox(page);
    await worker;
    await box.fill('LineSeries');
    await expect(searchResults(page, '/api/specs/xy/LineSeries')).toBeVisible();
    expect(containing(await scripts.stop(), 'Version mismatch when loading serialised index')).toEqual([]);
  });

  test('Ctrl+K focuses the box', async ({ page }) => {
    const box = await enabledSearchBox(page);
    await page.getByRole('heading', { level: 1 }).click();
    await expect(box).not.toBeFocused();
    await page.keyboard.press('Control+k');
    await expect(box).toBeFocused();
  });

  test.describe('on a Mac', () => {
    test.use({
      userAgent:
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
    });
    test.beforeEach(async ({ page }) => {
      // A Mac browser also reports its platform, which is what the search box reads.
      await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'platform', { get: () => 'MacIntel' }));
    });

    test("reads 'Search ⌘+K' and ⌘+K focuses it", async ({ page }) => {
      const box = await enabledSearchBox(page);
      await expect(box).toHaveAttribute('placeholder', 'Search ⌘+K');
      await page.keyboard.press('Meta+k');
      await expect(box).toBeFocused();
    });
  });

  test.describe('on a phone, 390×844', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    /**
     * The placeholder's width in the box's font, against the box's width inside its padding. An input's
     * scrollWidth leaves its placeholder out, so the text is measured as the browser draws it.
     */
    async function expectPlaceholderFits(box: Locator) {
      const { placeholder, text, room } = await box.evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input, '::placeholder');
        const context = document.createElement('canvas').getContext('2d');
        if (!context) throw new Error('no 2D canvas context to measure with');
        context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const own = getComputedStyle(input);
        return {
          placeholder: input.placeholder,
          text: context.measureText(input.placeholder).width,
          room: input.clientWidth - parseFloat(own.paddingLeft) - parseFloat(own.paddingRight),
        };
      });
      expect(text, `"${placeholder}" (${text.toFixed(1)} px) in ${room} px`).toBeLessThanOrEqual(room);
    }

    test("reads 'Loading...', then 'Search', each whole in the box", async ({ page }) => {
      const release = await holdRequests(page, INDEX_FILES);
      await page.goto('/docs/docs');
      const box = searchBox(page);
      await expect(box).toBeVisible();
      await expect(box).toHaveAttribute('placeholder', 'Loading...');
      await expectPlaceholderFits(box);
      release();
      await expect(box).toBeEnabled();
      await expect(box).toHaveAttribute('placeholder', 'Search');
      await expectPlaceholderFits(box);
    });

    test.describe('with the index unreachable', () => {
      test.use({
        expectedConsole: {
          messages: [/^Failed to load resource/, /^SearchBar: the search index could not be loaded/],
        },
      });

      test("reads 'Unavailable', whole in the box, and says why", async ({ page }) => {
        await page.route(INDEX_FILES, (route) => route.abort('failed'));
        await page.goto('/docs/docs');
        const box = searchBox(page);
        await expect(box).toHaveAttribute('placeholder', 'Unavailable');
        await expect(box).toHaveAccessibleDescription(/could not be loaded/);
        await expectPlaceholderFits(box);
      });
    });
  });

  test('ArrowDown and ArrowUp move between the box and the results, and Enter opens the focused one', async ({
    page,
  }) => {
    const box = await enabledSearchBox(page);
    await box.fill('LineSeries');
    const results = searchResults(page);
    await expect(results.first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(results.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(results.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(box).toBeFocused();
    await page.keyboard.press('ArrowDown');
    const href = await results.nth(0).getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => `${url.pathname}${url.hash}` === href);
    await expect(searchBox(page)).toHaveValue('');
  });

  test('Escape and a click elsewhere close the results', async ({ page }) => {
    const box = await enabledSearchBox(page);
    await box.fill('tooltip');
    await expect(searchResults(page).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(searchResults(page)).toHaveCount(0);
    await expect(box).toBeFocused();
    await box.fill('axis');
    await expect(searchResults(page).first()).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(searchResults(page)).toHaveCount(0);
  });

  test('a query that matches no page says so, and an emptied box shows no results', async ({ page }) => {
    const box = await enabledSearchBox(page);
    await box.fill('LineSeries');
    await expect(searchResults(page).first()).toBeVisible();
    await box.fill('');
    await expect(searchResults(page)).toHaveCount(0);
    await box.fill('qqzzxxjj');
    await expect(navbar(page).getByText('No page matches “qqzzxxjj”.')).toBeVisible();
    await expect(navbar(page).getByRole('status')).toHaveText('No results');
  });

  test('the open results have no axe violation, in light and in dark mode', async ({ page }) => {
    const box = await enabledSearchBox(page);
    for (const mode of ['light', 'dark'] as const) {
      if ((await page.locator('html').getAttribute('data-theme')) !== mode) await colourModeToggle(page).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await box.fill('tickFormat');
      await expect(searchResults(page)).toHaveCount(30);
      expect(await axeViolations(page, { include: '.navbar__search' }), mode).toEqual([]);
    }
  });

  test('lists at most 30 results, even for a word on hundreds of pages', async ({ page }) => {
    const box = await enabledSearchBox(page);
    await box.fill('type');
    await expect(searchResults(page)).toHaveCount(30);
  });

  test('choosing a result opens its page with the matched word highlighted', async ({ page }) => {
    const box = await enabledSearchBox(page);
    await box.pressSequentially('tickFormat');
    await searchResults(page, '/api/specs/xy/Axis*', 'tickFormat').first().click();
    await expect(page).toHaveURL(/\/api\/specs\/xy\/Axis/);
    await expect(page.locator('article mark').first()).toHaveText(/^tickFormat$/i);
  });

  test.describe('a result without a URL', () => {
    test("choosing a result that has no URL opens '/'", async ({ page }) => {
      // The build gives every document a URL; this test takes it away from one, in the served file.
      await page.route(/\/search-doc-\d+\.json$/, async (route: Route) => {
        const response = await route.fetch();
        const file = (await response.json()) as { searchDocs: { title: string; url?: string }[] };
        for (const doc of file.searchDocs) if (doc.title === 'Troubleshooting') delete doc.url;
        await route.fulfill({ response, json: file });
      });
      const box = await enabledSearchBox(page);
      await box.pressSequentially('Troubleshooting');
      await searchResults(page, '/', 'Troubleshooting').first().click();
      await expect(page).toHaveURL(/\/$/);
      // The next page's search bar asks for the file again; that request may still be in the
      // handler when the test ends, and must not fail whichever test runs next.
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    });
  });
});

/**
 * Hostile input (issue 5, item 9): lunr syntax, unbalanced quotes and brackets, markup and script
 * payloads, a 10,000-character string, emoji and right-to-left text, alone and combined by a seeded
 * generator, so every run types the same queries.
 */
const PIECES = [
  // lunr query syntax
  '*',
  '~2',
  '^10',
  '+LineSeries',
  '-axis',
  'title:Axis',
  'field:x',
  ':',
  '*:*',
  '~',
  '^',
  '+',
  '-',
  'Line*',
  '*Series',
  'tick~1',
  'axis^2',
  // quotes, brackets, escapes
  '(',
  ')',
  '[',
  ']',
  '{',
  '}',
  '"',
  "'",
  '`',
  '"unbalanced',
  "it's",
  '((a',
  'a]]',
  '{{',
  '}}',
  '\\',
  '/',
  '\u0000',
  // markup and script payloads: any that ran would set window.__fuzzHit or leave a [data-fuzz] element
  '<img src=x onerror="window.__fuzzHit=1">',
  '<script>window.__fuzzHit=1</script>',
  '"><svg onload="window.__fuzzHit=1">',
  '<b data-fuzz="1">bold</b>',
  'javascript:window.__fuzzHit=1',
  '{{{constructor.constructor("window.__fuzzHit=1")()}}}',
  '${window.__fuzzHit=1}',
  '<iframe data-fuzz="1" srcdoc="<script>parent.__fuzzHit=1</script>">',
  '&lt;b&gt;',
  '<!--',
  ']]>',
  // words, scripts and emoji
  'LineSeries',
  'tooltip',
  'axis',
  'données',
  'データ',
  'שלום עולם',
  'مرحبا بالعالم',
  '🚀',
  '📊📈',
  '👩‍💻',
  'e\u0301',
  '\u200f',
  '\u202e',
  'ＬｉｎｅＳｅｒｉｅｓ',
];

/** mulberry32: a small seeded generator. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hostileQueries(): string[] {
  const random = seeded(20251122);
  const pick = () => PIECES[Math.floor(random() * PIECES.length)] ?? '';
  const combined = Array.from({ length: 440 }, () =>
    Array.from({ length: 2 + Math.floor(random() * 3) }, pick).join(random() < 0.5 ? ' ' : ''),
  );
  return [...PIECES, 'a'.repeat(10_000), Array.from({ length: 400 }, pick).join(' ').slice(0, 10_000), ...combined];
}

const QUERIES = hostileQueries();
const SHARDS = 4;

test('the hostile queries number at least 500 and include a 10,000-character one', () => {
  expect(QUERIES.length).toBeGreaterThanOrEqual(500);
  expect(QUERIES.some((query) => query.length === 10_000)).toBe(true);
});

test.describe('hostile queries', () => {
  for (let shard = 0; shard < SHARDS; shard += 1) {
    test(`part ${shard + 1} of ${SHARDS}: no exception, no injected markup, and the box still finds pages`, async ({
      page,
    }) => {
      test.setTimeout(240_000);
      const box = await enabledSearchBox(page);
      // What the reader sees for a query: the results, or a line saying no page matches.
      const answer = searchResults(page)
        .first()
        .or(navbar(page).getByText(/^No page matches “/));
      for (const query of QUERIES.filter((_, i) => i % SHARDS === shard)) {
        // Emptied first, so what shows next can only be the answer to this query.
        await box.fill('');
        await box.fill(query);
        if (query.trim().length > 0)
          await expect(answer, `an answer shown for ${JSON.stringify(query.slice(0, 80))}`).toBeVisible();
        const injected = await page.evaluate(() => ({
          ran: (window as unknown as { __fuzzHit?: unknown }).__fuzzHit !== undefined,
          elements: document.querySelectorAll('[data-fuzz], img[onerror], svg[onload], nav script').length,
        }));
        expect(injected, `after ${JSON.stringify(query.slice(0, 80))}`).toEqual({ ran: false, elements: 0 });
        // The box still works: a plain query finds its page.
        await box.fill('LineSeries');
        await expect(searchResults(page, '/api/specs/xy/LineSeries', 'LineSeries')).toBeVisible();
      }
    });
  }
});

test.describe('search answers as a reader asks', () => {
  test("typing a prop's name lists the spec that declares it first", async ({ page }) => {
    const box = await enabledSearchBox(page);
    await box.pressSequentially('tickFormat');
    await expect(searchResults(page, undefined, 'tickFormat').first()).toHaveAttribute(
      'href',
      '/api/specs/xy/Axis#prop-tickFormat',
    );
  });

  test('each result says what kind of page it is on and shows a line of its text', async ({ page }) => {
    const box = await enabledSearchBox(page);
    await box.fill('Tooltips');
    // A match in the title: the kind, the title, then the first words of the page.
    const guide = searchResults(page, '/docs/tooltips', 'Tooltips');
    await expect(guide).toContainText(/^Guide Tooltips\S.{20,}/);
    await expect(searchResults(page, '/api/specs/global/Tooltip', 'Tooltips')).toContainText(/^API Tooltip/);
    await box.fill('LineAnnotationDatum');
    await expect(searchResults(page, '/all-types/interfaces/LineAnnotationDatum', 'LineAnnotationDatum')).toContainText(
      /^Type /,
    );
    await box.fill('donut');
    await expect(searchResults(page, '/examples/partition-donut', 'donut')).toContainText(/^Example Donut chart/);
  });

  test('a typo finds the page it meant, and a query with no hits offers the closest words', async ({ page }) => {
    const box = await enabledSearchBox(page);
    await box.fill('tooltp');
    await expect(searchResults(page, undefined, 'tooltp').first()).toHaveAttribute(
      'href',
      /^\/(api\/specs\/global\/Tooltip|docs\/tooltips)$/,
    );
    await box.fill('gaol');
    const panel = navbar(page).getByText('No page matches “gaol”. Did you mean Goal?');
    await expect(panel).toBeVisible();
    await panel.getByRole('button', { name: 'Goal' }).click();
    await expect(box).toHaveValue('Goal');
    await expect(box).toBeFocused();
    await expect(searchResults(page, '/api/specs/Goal', 'Goal')).toBeVisible();
  });

  test("a reader's word finds the site's: a pie is a Partition, a gauge a Goal", async ({ page }) => {
    const box = await enabledSearchBox(page);
    await box.fill('pie');
    await expect(searchResults(page, '/api/specs/Partition', 'pie')).toBeVisible();
    await box.fill('gauge');
    await expect(searchResults(page, '/api/specs/Goal', 'gauge')).toBeVisible();
  });

  test("the site's own pages are found too: 'theme builder' lists the builder first, and choosing it opens it", async ({
    page,
  }) => {
    const box = await enabledSearchBox(page);
    await box.fill('theme builder');
    const first = searchResults(page, undefined, 'theme builder').first();
    await expect(first).toHaveAttribute('href', '/theme-builder');
    await expect(first).toContainText(/^Page Theme builder\S.{20,}/);
    await first.click();
    await expect(page).toHaveURL(/\/theme-builder$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Theme builder');
  });

  test('pasting an error message lists its troubleshooting section first', async ({ page }) => {
    const box = await enabledSearchBox(page);
    await box.fill('ReferenceError: window is not defined');
    await expect(searchResults(page, undefined, 'ReferenceError: window is not defined').first()).toHaveAttribute(
      'href',
      '/docs/troubleshooting#errors-during-server-side-rendering',
    );
  });
});
