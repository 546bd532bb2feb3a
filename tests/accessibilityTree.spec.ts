import type { CDPSession, Page } from '@playwright/test';
import { expectChartsDrawn } from './charts';
import { test, expect } from './fixtures';

/**
 * What a screen reader is given, read from Chromium's own accessibility tree (the Accessibility
 * domain of the DevTools protocol), for the accessibility guide's described-chart example: the
 * guide states these names, roles and descriptions, so they are checked against the real library in
 * the real browser.
 */
interface AXValue {
  value?: unknown;
}
interface AXNode {
  nodeId: string;
  ignored: boolean;
  role?: AXValue;
  name?: AXValue;
  description?: AXValue;
  properties?: { name: string; value: AXValue }[];
  childIds?: string[];
}

async function accessibilityTree(page: Page): Promise<AXNode[]> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AXNode[] };
  await cdp.detach();
  return nodes.filter((node) => !node.ignored);
}

const text = (value: AXValue | undefined) => (typeof value?.value === 'string' ? value.value : '');
const property = (node: AXNode, name: string) => node.properties?.find((p) => p.name === name)?.value.value;
const find = (nodes: AXNode[], role: string, name?: string) =>
  nodes.filter((node) => text(node.role) === role && (name === undefined || text(node.name) === name));

const NAME = 'Open tickets fell from 151 to 61 after the help centre opened on 10 February.';
const DESCRIPTION =
  'Weekly counts from 6 January to 24 March 2025. Flat near 145 for five weeks, then lower every week.';

test.describe('the described chart, as Chromium exposes it', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/examples/a11y-described-chart');
    const figure = page.locator('[data-chart-example="a11y-described-chart"]');
    await figure.locator(':scope > div').first().scrollIntoViewIfNeeded();
    await expectChartsDrawn(figure);
  });

  test('the chart is a figure named by its visible caption and described by ariaDescription', async ({ page }) => {
    const nodes = await accessibilityTree(page);
    const figures = find(nodes, 'figure', NAME);
    expect(figures, `a figure named "${NAME}"`).toHaveLength(1);
    expect(text(figures[0]?.description)).toBe(DESCRIPTION);
    expect(find(nodes, 'heading', 'Open support tickets').map((node) => property(node, 'level'))).toEqual([3]);
  });

  test('the annotation marker is a focusable graphics symbol named by its ariaLabel, the one Tab stop of the chart', async ({
    page,
  }) => {
    const nodes = await accessibilityTree(page);
    const markers = find(nodes, 'graphics-symbol', 'Help centre opened on 10 February');
    expect(markers).toHaveLength(1);
    expect(property(markers[0] as AXNode, 'focusable')).toBe(true);
    const chart = page.locator('[data-chart-example="a11y-described-chart"] > div').first();
    const marker = chart.locator('[aria-label="Help centre opened on 10 February"]');
    await marker.focus();
    await expect(marker).toBeFocused();
    await page.keyboard.press('Tab');
    // The next stop is outside the chart: the chart has no other focusable element.
    expect(await chart.evaluate((box) => box.contains(document.activeElement))).toBe(false);
  });

  test("with the library's default summary the figure's description becomes the chart type only", async ({ page }) => {
    // The Storybook control of the same example turns the summary on; the guide explains the 73.2.1 behaviour.
    await page.goto('/storybook/iframe?id=xy-described-chart--default&args=defaultSummary:!true&viewMode=story');
    await expectChartsDrawn(page);
    const figures = find(await accessibilityTree(page), 'figure');
    expect(figures.map((figure) => text(figure.description))).toEqual(['line chart']);
  });
});
