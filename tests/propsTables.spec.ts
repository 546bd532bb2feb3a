import { test, expect } from './fixtures';
import { searchBox, searchResults } from './locators';

/**
 * The props tables as a reader uses them in Chromium: links, badges, anchors, search and the layout at three
 * widths. What needs no browser (the drift test of each table's rows against the library, every row's
 * description, the "In use" cap, the version picker or its "no change" line) reads the built HTML in Node:
 * tests/build/propsTableRows.spec.ts.
 */
test.describe('props table on a page', () => {
  test('a row shows the type linked to the reference, required or optional, default and description', async ({
    page,
  }) => {
    await page.goto('/api/specs/xy/Axis');
    const table = page.locator('[data-props-of="Axis"]');
    const tickFormat = table
      .getByRole('row')
      .filter({ has: page.getByRole('heading', { name: 'tickFormat', exact: true }) });
    await expect(tickFormat).toContainText('optional');
    await expect(tickFormat).toContainText('A function called to format every tick value label');
    await tickFormat.getByRole('link', { name: 'TickFormatter' }).click();
    await expect(page).toHaveURL(/\/all-types\/type-aliases\/TickFormatter$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('TickFormatter');
  });

  test('the table links to the component and its props type in the generated reference', async ({ page }) => {
    await page.goto('/api/specs/global/Settings');
    const table = page.locator('[data-props-of="Settings"]');
    await expect(table.getByRole('link', { name: 'Settings', exact: true })).toHaveAttribute(
      'href',
      '/all-types/functions/Settings',
    );
    await expect(table.getByRole('link', { name: 'SettingsSpec', exact: true })).toHaveAttribute(
      'href',
      '/all-types/interfaces/SettingsSpec',
    );
    const baseTheme = table
      .getByRole('row')
      .filter({ has: page.getByRole('heading', { name: 'baseTheme', exact: true }) });
    await expect(baseTheme.getByRole('link', { name: 'LIGHT_THEME' })).toHaveAttribute(
      'href',
      '/all-types/variables/LIGHT_THEME',
    );
  });

  test('deprecated props are marked as such', async ({ page }) => {
    await page.goto('/api/specs/global/Settings');
    const row = page
      .locator('[data-props-of="Settings"]')
      .getByRole('row')
      .filter({ has: page.getByRole('heading', { name: 'resizeDebounce', exact: true }) });
    await expect(row).toContainText('deprecated');
    await expect(row).toContainText('Deprecated. currently unused');
  });

  test('a prop anchor lands on its row, and the table of contents is not flooded by props', async ({ page }) => {
    await page.goto('/api/specs/xy/LineSeries#prop-yAccessors');
    await expect(page.locator('#prop-yAccessors')).toBeInViewport();
    const toc = page.locator('.table-of-contents');
    await expect(toc.getByRole('link', { name: 'Props', exact: true })).toBeVisible();
    await expect(toc.getByRole('link', { name: 'yAccessors' })).toHaveCount(0);
  });

  test('"and N more" shows every example that sets the prop, from the keyboard too, and folds them again', async ({
    page,
  }) => {
    await page.goto('/api/specs/global/Settings');
    // The button works once React has hydrated the page (the server's HTML holds the first five links and the button).
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const line = page.locator('[data-props-of="Settings"] tr:has(#prop-baseTheme) [data-prop-examples]');
    const count = Number(await line.getAttribute('data-prop-examples'));
    expect(count).toBeGreaterThan(5);
    await expect(line.getByRole('link')).toHaveCount(5);
    const more = line.getByRole('button', { name: `and ${count - 5} more` });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(line.getByRole('link')).toHaveCount(count);
    const fewer = line.getByRole('button', { name: 'show fewer' });
    await expect(fewer).toBeFocused();
    await expect(fewer).toHaveAttribute('aria-expanded', 'true');
    await fewer.click();
    await expect(line.getByRole('link')).toHaveCount(5);
  });

  test('search finds a prop and lands on its row', async ({ page }) => {
    await page.goto('/docs/docs');
    const box = searchBox(page);
    await expect(box).toBeEnabled();
    await box.pressSequentially('tickFormat');
    const axisRow = searchResults(page, '/api/specs/xy/Axis#prop-tickFormat', 'tickFormat');
    await expect(axisRow).toBeVisible();
    await axisRow.click();
    await expect(page).toHaveURL(/\/api\/specs\/xy\/Axis#prop-tickFormat$/);
    await expect(page.locator('#prop-tickFormat')).toBeInViewport();
  });
});

test.describe('a props table reads at every width', () => {
  // Settings has the most props and the longest descriptions; Partition's were hidden entirely (0 px
  // of 288 in view at 1280 px when the table was four columns side by side).
  for (const route of ['/api/specs/global/Settings', '/api/specs/Partition']) {
    for (const width of [1280, 390, 320]) {
      test(`${route} at ${width} px: every cell in view, the description as wide as the table`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(route);
        const table = page.locator('[data-props-of] table').first();
        const found = await table.evaluate((element) => {
          const problems: string[] = [];
          const tableRect = element.getBoundingClientRect();
          if (tableRect.left < 0 || tableRect.right > window.innerWidth)
            problems.push(`the table spans ${Math.round(tableRect.left)} to ${Math.round(tableRect.right)} px`);
          if (element.scrollWidth > element.clientWidth + 1) problems.push('the table scrolls sideways');
          for (const row of Array.from(element.querySelectorAll('tbody tr'))) {
            const name = row.querySelector('h3')?.textContent ?? '?';
            for (const cell of Array.from(row.querySelectorAll('td'))) {
              const rect = cell.getBoundingClientRect();
              if (rect.left < tableRect.left - 1 || rect.right > tableRect.right + 1)
                problems.push(`${name}: a cell lies outside the table`);
              if (cell.scrollWidth > cell.clientWidth + 1) problems.push(`${name}: a cell's content is wider than it`);
            }
            // A name breaks only between the words of its camel case: each word is a text node of its own, on one line.
            const words = Array.from(row.querySelector('h3 code')?.childNodes ?? []).filter((n) => n.nodeType === 3);
            for (const word of words) {
              const range = document.createRange();
              range.selectNodeContents(word);
              const lines = new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top)));
              if (lines.size > 1) problems.push(`${name}: the name breaks inside "${word.textContent ?? ''}"`);
            }
            const description = row.querySelector('td:last-child')?.getBoundingClientRect();
            if (!description || description.width < tableRect.width * 0.9)
              problems.push(
                `${name}: the description is ${Math.round(description?.width ?? 0)} px of a ${Math.round(tableRect.width)} px table`,
              );
          }
          return problems;
        });
        expect(found).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
      });
    }
  }

  test("a list in the library's comment is a list; a stray asterisk is not shown", async ({ page }) => {
    await page.goto('/api/specs/global/Settings#prop-allowBrushingLastHistogramBin');
    const row = (prop: string) =>
      page.getByRole('row').filter({ has: page.getByRole('heading', { name: prop, exact: true }) });
    // The comment's "- when true returns …" lines, which were one run-on paragraph.
    await expect(row('allowBrushingLastHistogramBin').getByRole('listitem')).toHaveText([
      'when true returns [1.23, 3.6]',
      'when false returns [1.23, 3]',
    ]);
    // "* An DOM element ID …": the comment's first line starts with a second asterisk.
    await expect(row('ariaDescribedBy').locator('td').last()).toHaveText(/^An DOM element ID/);
  });

  test('where the column is narrow, each cell says what it holds', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/api/specs/xy/Axis#prop-tickFormat');
    const row = page.getByRole('row').filter({ has: page.getByRole('heading', { name: 'tickFormat', exact: true }) });
    await expect(row).toBeInViewport();
    const label = (cell: string) =>
      row.locator(cell).evaluate((element) => getComputedStyle(element, '::before').content);
    expect(await label('[data-label="Type"]')).toBe('"Type: "');
    expect(await label('[data-default-of]')).toBe('"Default: "');
  });
});
