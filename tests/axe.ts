import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * The rules a dark visit runs. Light and dark mode differ only in colours (the same markup, the same
 * layout, the same text), so the light visit runs every rule and the dark one only the rules whose
 * outcome depends on colour.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** axe finds no violation on the page as it is now (every chart on it drawn: the caller waits for that). */
export async function expectNoAxeViolations(page: Page, mode: 'light' | 'dark'): Promise<void> {
  let axe = new AxeBuilder({ page })
    // The library's flame graph and timeslip draw on a canvas that takes the keyboard focus (to pan and
    // zoom with keys) and says role="presentation": axe's presentation-role-conflict. It is the library's
    // markup, which the page cannot change; every other element is checked by every rule.
    .exclude('canvas.echCanvasRenderer[role="presentation"][tabindex]');
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
