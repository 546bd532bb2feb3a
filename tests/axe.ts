import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

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
 * axe for `page`, as every spec runs it: `axe.run` in the page itself. The default mode runs axe in each frame and
 * then merges the parts in a new, blank page it opens in the context for the purpose: a second page and a second
 * copy of axe on every call, which doubled the time of a call, for the cross-origin frames it exists for, and the
 * site has none.
 */
export function axeFor(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true);
}

/** axe finds no violation on the page as it is now (every chart on it drawn: the caller waits for that). */
export async function expectNoAxeViolations(
  page: Page,
  mode: 'light' | 'dark',
  { code = false }: { code?: boolean } = {},
): Promise<void> {
  let axe = axeFor(page)
    // Details (a selector per node) for violations only: axe otherwise builds a unique selector for every
    // node that passed, which is most of the tail of a run on a long page, and no test reads them.
    .options({ resultTypes: ['violations'] })
    // The library's flame graph and timeslip draw on a canvas that takes the keyboard focus (to pan and
    // zoom with keys) and says role="presentation": axe's presentation-role-conflict. It is the library's
    // markup, which the page cannot change; every other element is checked by every rule.
    .exclude('canvas.echCanvasRenderer[role="presentation"][tabindex]');
  if (!code) axe = axe.exclude(CODE_LINES);
  if (mode === 'dark') axe = axe.withRules(COLOUR_RULES);
  const { violations } = await axe.analyze();
  const found = violations.map(
    (violation) =>
      `${violation.impact} ${violation.id}: ${violation.nodes
        .map((node) => node.target.join(' '))
        .slice(0, 5)
        .join(', ')}`,
  );
  expect(found, `axe in ${mode} mode`).toEqual([]);
}
