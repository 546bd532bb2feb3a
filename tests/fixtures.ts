import {
  test as base,
  expect,
  type BrowserContext,
  type BrowserContextOptions,
  type ConsoleMessage,
} from '@playwright/test';

/**
 * Every browser test runs under a console guard: a console error or warning, or an uncaught
 * exception in the page, fails the test that caused it. Messages allowed on purpose are listed
 * in `ALLOWED`, each with the reason.
 */
const ALLOWED: { pattern: RegExp; why: string }[] = [
  {
    pattern: /^\[\.WebGL-[0-9a-fx]+\]GL Driver Message \(OpenGL, Performance/,
    why:
      "Chromium's software WebGL (these machines have no GPU) reports driver performance notes, such as a " +
      "stall on ReadPixels, while the flame graph draws; Chromium writes them, not the page's code",
  },
  {
    pattern: /^The 'ariaLabel' prop on 'PopoverProvider' will become mandatory in Storybook 11\./,
    why: "Storybook 10's manager warns about a prop of its own UI component; it is Storybook's code, not ours",
  },
];

/** Console messages one test provokes on purpose (a fault it injects), each with the reason. */
export interface ExpectedConsole {
  messages: RegExp[];
}

export const test = base.extend<{ consoleGuard: void; expectedConsole: ExpectedConsole }>({
  expectedConsole: [{ messages: [] }, { option: true }],
  consoleGuard: [
    async ({ page, expectedConsole }, use, testInfo) => {
      const problems: string[] = [];
      const onConsole = (message: ConsoleMessage) => {
        if (message.type() !== 'error' && message.type() !== 'warning') return;
        const text = message.text();
        if (ALLOWED.some(({ pattern }) => pattern.test(text))) return;
        if (expectedConsole.messages.some((pattern) => pattern.test(text))) return;
        // A failed load names no file in its text; the message's location is the file that failed.
        const where = text.startsWith('Failed to load resource') ? ` (${message.location().url})` : '';
        problems.push(`console.${message.type()}: ${text}${where}`);
      };
      page.on('console', onConsole);
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      await use();
      page.off('console', onConsole);
      expect(problems, `console output of "${testInfo.title}"`).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * `test` with a page from a browser context that the worker keeps for every test of the same
 * options, not a fresh context per test. A visit then finds the site's scripts in the context's
 * cache, compiled, as a reader's second page does: the specs that load every page of a kind (each
 * example, each page axe checks) spend most of a fresh context's time fetching and compiling the
 * same chart library again. Each test still gets a new page, and the site's storage (the colour
 * mode) starts empty on its first document. Not for tests of what a first visit downloads.
 */
export const warmTest = test.extend<
  object,
  { warmContext: (options: BrowserContextOptions) => Promise<BrowserContext> }
>({
  warmContext: [
    async ({ browser }, provide) => {
      const contexts = new Map<string, Promise<BrowserContext>>();
      await provide((options) => {
        const key = JSON.stringify(options);
        let context = contexts.get(key);
        if (!context) {
          context = browser.newContext(options);
          contexts.set(key, context);
        }
        return context;
      });
      await Promise.all([...contexts.values()].map(async (context) => (await context).close()));
    },
    { scope: 'worker' },
  ],
  page: async (
    { warmContext, baseURL, viewport, isMobile, hasTouch, colorScheme, userAgent, deviceScaleFactor },
    provide,
  ) => {
    const context = await warmContext({
      baseURL,
      viewport,
      isMobile,
      hasTouch,
      colorScheme,
      userAgent,
      deviceScaleFactor,
    });
    const page = await context.newPage();
    // The page's first document clears the origin's local storage; its later ones (a reload) keep it.
    await page.addInitScript(() => {
      try {
        if (window.sessionStorage.getItem('warm-page') === null) {
          window.localStorage.clear();
          window.sessionStorage.setItem('warm-page', 'started');
        }
      } catch (error) {
        // about:blank, an opaque origin, has no storage of its own to clear.
        if (!(error instanceof DOMException && error.name === 'SecurityError')) throw error;
      }
    });
    await provide(page);
    await page.close();
  },
});
