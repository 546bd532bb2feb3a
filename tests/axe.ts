import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { expect } from './fixtures';

/**
 * axe-core itself, run in the page. `@axe-core/playwright` (which the suite used before) evaluates axe's
 * source in the page again on every call and configures it anew, over half of a dark-mode pass
 * (PERFORMANCE.md, 'axe per call'), on each of the 230-odd calls of a run. Here the source is evaluated
 * once per document and each check is one `axe.run`.
 */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The rules a dark visit runs. Light and dark mode differ only in colours (the same markup, the same
 * layout, the same text), so the light visit runs every rule and the dark one only the rules whose
 * outcome depends on colour.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * The lines of a highlighted code block. Their colours are the code theme's, the same on every page,
 * and tests/unit/codeColours.test.ts checks each of them; on a page with sources, most of axe's
 * time went to their thousands of token spans. Visits that pass `code: true` (tests/pages.ts, CODE_PAGES) keep
 * them, so the blocks as a browser shows them, live or as the server wrote them, are still checked.
 */
const CODE_LINES = '.token-line';

/**
 * The library's flame graph and timeslip draw on a canvas that takes the keyboard focus (to pan and zoom
 * with keys) and says role="presentation": axe's presentation-role-conflict. It is the library's markup,
 * which the page cannot change; every other element is checked by every rule.
 */
const LIBRARY_FOCUSABLE_CANVAS = 'canvas.echCanvasRenderer[role="presentation"][tabindex]';

export interface AxeScope {
  /** Check only what this selector matches (the whole page by default). */
  include?: string;
  /** Leave out what these selectors match. */
  exclude?: string[];
  /** Run only these rules (every rule by default). */
  rules?: string[];
}

/** What axe finds on the page as it is now, one line per violation with up to five of its elements. */
export async function axeViolations(page: Page, { include, exclude = [], rules }: AxeScope = {}): Promise<string[]> {
  // axe.run looks into frames only where a copy of axe runs in them; the site has none, and a page that
  // gains one must say how it is checked rather than have it skipped unseen.
  expect(await page.locator('iframe').count(), 'frames on the page, which axe would not check').toBe(0);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  // Selectors only, as axe's context takes them (a list per selector), so the context crosses into the page as is.
  const context: { include?: string[][]; exclude: string[][] } = { exclude: exclude.map((selector) => [selector]) };
  if (include) context.include = [[include]];
  const options: RunOptions = {
    // Details (a selector per node) for violations only: axe otherwise builds a unique selector for every
    // node that passed, which is most of the tail of a run on a long page, and no test reads them.
    resultTypes: ['violations'],
    iframes: false,
    ...(rules && { runOnly: { type: 'rule', values: rules } }),
  };
  const violations: AxeResults['violations'] = await page.evaluate(
    async ({ runContext, runOptions }) => {
      const { axe } = window as unknown as {
        axe: { run: (c: typeof runContext, o: typeof runOptions) => Promise<AxeResults> };
      };
      return (await axe.run(runContext, runOptions)).violations;
    },
    { runContext: context, runOptions: options },
  );
  return violations.map(
    (violation) =>
      `${violation.impact} ${violation.id}: ${violation.nodes
        .map((node) => node.target.join(' '))
        .slice(0, 5)
        .join(', ')}`,
  );
}

/** axe finds no violation on the page as it is now (every chart on it drawn: the caller waits for that). */
export async function expectNoAxeViolations(
  page: Page,
  mode: 'light' | 'dark',
  { code = false, include }: { code?: boolean; include?: string } = {},
): Promise<void> {
  const found = await axeViolations(page, {
    include,
    exclude: [LIBRARY_FOCUSABLE_CANVAS, ...(code ? [] : [CODE_LINES])],
    rules: mode === 'dark' ? COLOUR_RULES : undefined,
  });
  expect(found, `axe in ${mode} mode`).toEqual([]);
}
