import { test, expect } from './fixtures';

/**
 * The gallery's first screen: a line or two of introduction, the rest folded, and the cards. The
 * gallery's own behaviour (grouping, filter, previews) is tested in examples.spec.ts.
 */
test.describe('the gallery opens on its cards', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the first card starts within the first screen at 1280×800', async ({ page }) => {
    await page.goto('/examples/examples');
    const firstCard = page.locator('main section ul[aria-label$=" examples"] > li').first();
    await expect(firstCard).toBeVisible();
    const box = await firstCard.boundingBox();
    expect(box?.y, 'top of the first card').toBeLessThan(800 - 100);
  });

  test('the introduction beyond its first lines is folded, and opens from a clear summary', async ({ page }) => {
    await page.goto('/examples/examples');
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
