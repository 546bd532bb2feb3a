import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * What a reader can read of a chart: nothing cut short, nothing outside its box.
 *
 * The canvas keeps no text a test could read back, so `recordCanvasText` wraps the 2D context's
 * `fillText` before the page's scripts run and keeps every string the charts draw. The library cuts
 * a text that does not fit its room with a trailing "…" (an axis title longer than its axis, a
 * label wider than its slice), so a drawn string ending in "…" is a truncated text. The legend is
 * HTML: a label is cut when its text is wider than its element (the library's CSS ellipsis).
 */
export async function recordCanvasText(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const drawn = new Set<string>();
    Object.defineProperty(window, '__chartTexts', { value: drawn });
    // fillText typed as what it is, a function of its context: the copy kept below can then only be called on one.
    const prototype: {
      fillText: (this: CanvasRenderingContext2D, ...args: Parameters<CanvasRenderingContext2D['fillText']>) => void;
    } = CanvasRenderingContext2D.prototype;
    const fillText = prototype.fillText;
    prototype.fillText = function record(text: string, ...rest: [number, number, number?]) {
      drawn.add(String(text));
      return fillText.call(this, text, ...rest);
    };
  });
}

/** Texts the charts of the page have drawn so far, cut short by the library. */
async function truncatedCanvasTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const drawn = (window as unknown as { __chartTexts?: Set<string> }).__chartTexts;
    return [...(drawn ?? [])].filter((text) => text.endsWith('…'));
  });
}

/** One chart box: nothing truncated in its legend, no legend item or chart outside the box. */
async function boxProblems(box: Locator): Promise<string[]> {
  return box.evaluate((element) => {
    const problems: string[] = [];
    const outer = element.getBoundingClientRect();
    const inside = (rect: DOMRect) =>
      rect.left >= outer.left - 1 &&
      rect.right <= outer.right + 1 &&
      rect.top >= outer.top - 1 &&
      rect.bottom <= outer.bottom + 1;
    for (const label of Array.from(element.querySelectorAll<HTMLElement>('.echLegendItem__label'))) {
      if (label.scrollWidth > label.clientWidth + 1)
        problems.push(`legend label "${label.textContent}" is cut to ${label.clientWidth} px of ${label.scrollWidth}`);
    }
    // Items of a list, and the cells of a table of values (its rows are `display: contents`, boxless).
    for (const item of Array.from(element.querySelectorAll<HTMLElement>('.echLegendItem, .echLegendTable__cell'))) {
      if (!inside(item.getBoundingClientRect()))
        problems.push(`legend item "${item.textContent}" lies outside the chart's box`);
    }
    for (const cell of Array.from(element.querySelectorAll<HTMLElement>('.echLegendTable__cell--truncate'))) {
      if (cell.scrollWidth > cell.clientWidth + 1)
        problems.push(`legend cell "${cell.textContent}" is cut to ${cell.clientWidth} px of ${cell.scrollWidth}`);
    }
    for (const chart of Array.from(element.querySelectorAll<HTMLElement>('.echChart'))) {
      if (!inside(chart.getBoundingClientRect())) problems.push('a chart overflows its box');
    }
    return problems;
  });
}

/**
 * The chart boxes in `scope` are legible: their charts drawn (the caller waits for that), no legend
 * label cut, no legend item or chart outside its box, no canvas text drawn cut short, and the page
 * itself does not scroll sideways.
 */
export async function expectLegible(page: Page, boxes: Locator, what: string): Promise<void> {
  const problems: string[] = [];
  for (const box of await boxes.all()) problems.push(...(await boxProblems(box)));
  problems.push(...(await truncatedCanvasTexts(page)).map((text) => `canvas text drawn cut short: "${text}"`));
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (overflow > 0) problems.push(`the page scrolls sideways by ${overflow} px`);
  expect(problems, `${what} is legible`).toEqual([]);
}
