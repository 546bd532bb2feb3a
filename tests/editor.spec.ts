import { readFileSync } from 'node:fs';
import path from 'node:path';
import { deflateRawSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { expectChartsDrawn } from './charts';
import { editorContent, exampleFigure, openEditor, renderCount, replaceInEditor, selectInEditor } from './editor';
import { test, expect } from './fixtures';

/**
 * The in-page editor (issue 22): Edit turns an example's source into a CodeMirror editor and the chart
 * follows the code; errors show in the chart's place; Reset; Copy link and the links it writes,
 * damaged or hostile ones included; axe with the editor open.
 */
const PAGE = '/examples/line-series';
const NAME = 'line-series';
const legend = (figure: ReturnType<typeof exampleFigure>) => figure.locator('.echLegendItem__label');

test('the published chart and code show until Edit; then the code is an editor, highlighted, and the chart follows it', async ({
  page,
}) => {
  await page.goto(PAGE);
  const figure = exampleFigure(page, NAME);
  await expect(figure.locator('.cm-editor')).toHaveCount(0);
  await openEditor(figure);
  // Highlighted: a keyword and a string in the site's code colours, not the text colour.
  const keyword = figure.locator('.cm-line span', { hasText: /^import$/ }).first();
  const plain = await figure.locator('.cm-content').evaluate((element) => getComputedStyle(element).color);
  await expect(keyword).not.toHaveCSS('color', plain);
  await expect(legend(figure)).toHaveText(['web-1', 'web-2', 'db-1']);

  // The first change: the chart is now built from the code in the editor.
  await replaceInEditor(figure, "'db-1'", "'cache-9'");
  await expect(legend(figure)).toHaveText(['web-1', 'web-2', 'cache-9']);
  await expectChartsDrawn(figure);
  const before = await renderCount(figure);
  // The next one re-renders that same chart in place (drawn again, not mounted anew).
  await replaceInEditor(figure, "'web-2'", "'queue-3'");
  await expect(legend(figure)).toHaveText(['web-1', 'queue-3', 'cache-9']);
  await expectChartsDrawn(figure);
  expect(await renderCount(figure)).toBeGreaterThan(before);
  // The page's other controls are still reachable: Tab leaves the editor.
  await editorContent(figure).focus();
  await page.keyboard.press('Tab');
  await expect(editorContent(figure)).not.toBeFocused();
});

test('an edited chart and the editor keep the colour mode, and follow the toggle', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
  await page.goto(PAGE);
  const figure = exampleFigure(page, NAME);
  await openEditor(figure);
  await replaceInEditor(figure, "'db-1'", "'cache-9'");
  await expect(legend(figure)).toHaveText(['web-1', 'web-2', 'cache-9']);
  await expect(figure.locator('.echChartBackground')).toHaveCSS('background-color', 'rgb(11, 22, 40)');
  // The editor too: the dark code theme's background (Dracula's), then the light one's (GitHub's).
  await expect(figure.locator('.cm-editor')).toHaveCSS('background-color', 'rgb(40, 42, 54)');
  await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(figure.locator('.echChartBackground')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await expect(figure.locator('.cm-editor')).toHaveCSS('background-color', 'rgb(246, 248, 250)');
});

test.describe('errors in the edited code', () => {
  test.use({
    expectedConsole: {
      // React reports an error its boundary caught on the console; the page shows it in the chart's place.
      messages: [/Cannot read properties of undefined/, /The above error occurred/],
    },
  });

  test("a syntax error shows its line and column in the chart's place; the last good chart is a click away; Reset restores the code", async ({
    page,
  }) => {
    await page.goto(PAGE);
    const figure = exampleFigure(page, NAME);
    await openEditor(figure);
    await replaceInEditor(figure, 'const HOSTS =', 'const HOSTS = = ');
    const error = figure.locator('[data-example-error]');
    // The line of the damaged declaration in the example as published (1-based).
    const line =
      readFileSync(path.join(__dirname, '..', 'examples', 'charts', `${NAME}.tsx`), 'utf8')
        .split('\n')
        .findIndex((text) => text.startsWith('const HOSTS =')) + 1;
    expect(line).toBeGreaterThan(0);
    await expect(error).toContainText(`The edited code does not run (line ${line}, column`);
    await expect(figure.locator('.echChart')).toHaveCount(0);

    await error.getByRole('button', { name: 'Show the last version that worked' }).click();
    await expect(figure.getByText('The code has an error; this is the last version that worked.')).toBeVisible();
    await expectChartsDrawn(figure);
    await expect(legend(figure)).toHaveText(['web-1', 'web-2', 'db-1']);

    await figure.getByRole('button', { name: 'Reset' }).click();
    await expect(editorContent(figure)).toContainText("const HOSTS = ['web-1', 'web-2', 'db-1'];");
    await expect(editorContent(figure)).not.toContainText('= =');
    await expect(figure.locator('[data-example-error]')).toHaveCount(0);
    await expectChartsDrawn(figure);
  });

  test('an import of another package is named; a throw while rendering is shown; the other examples of the page go on', async ({
    page,
  }) => {
    await page.goto('/docs/events');
    const figures = page.locator('[data-chart-example]');
    expect(await figures.count()).toBeGreaterThan(1);
    const first = figures.nth(0);
    await openEditor(first);
    await replaceInEditor(first, "from 'react'", "from 'lodash'");
    await expect(first.locator('[data-example-error]')).toContainText(
      "Only 'react' and '@elastic/charts' can be imported here; 'lodash' is not available in this editor.",
    );
    await first.getByRole('button', { name: 'Reset' }).click();
    await expectChartsDrawn(first);

    // A type-shaped mistake: the component reads a prop of undefined while it renders.
    await selectInEditor(first, 'const nextId = useRef(0);');
    await page.keyboard.insertText(
      'const nextId = useRef(0); const oops = (undefined as unknown as { x: { y: number } }).x.y;',
    );
    await expect(first.locator('[data-example-error]')).toContainText(
      "Cannot read properties of undefined (reading 'x')",
    );

    const second = figures.nth(1);
    await second.locator(':scope > div').first().scrollIntoViewIfNeeded();
    await expectChartsDrawn(second);
    await openEditor(second);
    await expect(page.locator('main h1')).toBeVisible();
  });
});

test('Copy link puts the edited code in the address and the clipboard; the link opens the example edited', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(PAGE);
  const figure = exampleFigure(page, NAME);
  await openEditor(figure);
  await replaceInEditor(figure, "'web-2'", "'queue-3'");
  await expect(legend(figure)).toHaveText(['web-1', 'queue-3', 'db-1']);
  await figure.getByRole('button', { name: 'Copy link' }).click();
  await expect(figure.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
  const link = page.url();
  expect(link).toMatch(/#edit=line-series\.[A-Za-z0-9_-]+$/);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  const reader = await context.newPage();
  await reader.goto(link);
  const shared = exampleFigure(reader, NAME);
  await expect(editorContent(shared)).toContainText("'queue-3'");
  await expectChartsDrawn(shared);
  await expect(legend(shared)).toHaveText(['web-1', 'queue-3', 'db-1']);
});

test.describe('a damaged or hostile link', () => {
  const bomb = deflateRawSync(Buffer.alloc(5_000_000, 0x20)).toString('base64url');
  const cases: [string, string, RegExp][] = [
    ['script tags', encodeURIComponent('<script>window.__pwned = 1</script>'), /damaged/],
    ['1 MB of text', 'A'.repeat(1_000_000), /too long \(1,000,000 characters/],
    ['base64 that is not deflate data', 'QUJDREVGR0g', /damaged/],
    [`deflate data that inflates to 5 MB (${bomb.length} characters)`, bomb, /too long \(more than 200,000 bytes\)/],
  ];
  for (const [what, payload, message] of cases) {
    test(`${what}: a message, and the example as published`, async ({ page }) => {
      await page.goto(`${PAGE}#edit=${NAME}.${payload}`);
      const figure = exampleFigure(page, NAME);
      await expect(figure.getByRole('alert')).toContainText(message);
      await expect(figure.getByRole('alert')).toContainText('Showing the example as published.');
      await expectChartsDrawn(figure);
      await expect(legend(figure)).toHaveText(['web-1', 'web-2', 'db-1']);
      await expect(figure.locator('.cm-editor')).toHaveCount(0);
      expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    });
  }
});

for (const mode of ['light', 'dark'] as const) {
  test(`axe finds no violation with the editor open, ${mode} mode`, async ({ page }) => {
    await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
    await page.goto(PAGE);
    await openEditor(exampleFigure(page, NAME));
    const { violations } = await new AxeBuilder({ page }).include('[data-chart-example]').analyze();
    expect(
      violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([]);
  });
}

test('Done shows the code block and the published chart again, with the focus on Edit; the types line shows while editing only', async ({
  page,
}) => {
  await page.goto(PAGE);
  const figure = exampleFigure(page, NAME);
  const typesLine = figure.getByText('Types are not checked here: the code is compiled with sucrase');
  await expect(typesLine).toHaveCount(0);
  await openEditor(figure);
  await expect(typesLine).toBeVisible();
  await replaceInEditor(figure, "'db-1'", "'cache-9'");
  await expect(legend(figure)).toHaveText(['web-1', 'web-2', 'cache-9']);

  const done = figure.getByRole('button', { name: 'Done: close the editor and drop your edits' });
  await done.focus();
  await page.keyboard.press('Enter');
  await expect(figure.locator('.cm-editor')).toHaveCount(0);
  await expect(figure.locator('pre code')).toContainText("const HOSTS = ['web-1', 'web-2', 'db-1'];");
  await expect(legend(figure)).toHaveText(['web-1', 'web-2', 'db-1']);
  await expectChartsDrawn(figure);
  await expect(typesLine).toHaveCount(0);
  await expect(figure.getByRole('button', { name: 'Edit', exact: true })).toBeFocused();
  // The edits are dropped: Edit opens the published code.
  await page.keyboard.press('Enter');
  await expect(editorContent(figure)).toContainText("'db-1'");
  await expect(editorContent(figure)).not.toContainText('cache-9');
});
