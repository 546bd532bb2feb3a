import { readFileSync } from 'node:fs';
import path from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { axeViolations } from './axe';
import { expectChartsDrawn } from './charts';
import { editorContent, exampleFigure, openEditor, renderCount, replaceInEditor, selectInEditor } from './editor';
import type { Locator, Page } from '@playwright/test';
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
      messages: [
        /Cannot read properties of undefined/,
        /The above error occurred/,
        // The same refusal, when 73.2.1 throws it while React renders: the boundary catches it and React logs it.
        /\[Axis time\]: custom domain for xDomain should be defined in Settings/,
      ],
    },
  });

  test("a domain on the x axis, which 73.2.1 refuses while React renders or after, in its store's listeners, is shown in the chart's place", async ({
    page,
  }) => {
    await page.goto(PAGE);
    const figure = exampleFigure(page, NAME);
    await openEditor(figure);
    await replaceInEditor(figure, '<Axis id="time"', '<Axis id="time" domain={{ min: 0, max: 1 }}');
    // Either way the error takes the chart's place with the library's message, and no error escapes to the
    // page (the console guard fails the test on an uncaught one).
    await expect(figure.locator('[data-example-error]')).toContainText(
      '[Axis time]: custom domain for xDomain should be defined in Settings',
    );
    await expect(figure.locator('.echChart')).toHaveCount(0);
    // The version that worked is the published one, not the edit whose error came after it rendered.
    await figure.getByRole('button', { name: 'Show the last version that worked' }).click();
    await expectChartsDrawn(figure);
    await expect(legend(figure)).toHaveText(['web-1', 'web-2', 'db-1']);
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
    expect(await axeViolations(page, { include: '[data-chart-example]' })).toEqual([]);
  });
}

/** Where `locator` is in the viewport (its bounding box), failing if it has none. */
async function rect(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box, 'a bounding box').not.toBeNull();
  const { x, y, width, height } = box ?? { x: 0, y: 0, width: 0, height: 0 };
  return { left: x, top: y, right: x + width, bottom: y + height };
}

/** The chart box of `figure`: its first div, above (or beside) the code. */
const chartBox = (figure: Locator) => figure.locator(':scope > div').first();

/** The example's toolbar buttons (Edit or Done, Reset, Copy link, Download project, Open in StackBlitz). */
const toolbar = (figure: Locator) => figure.locator('[role="group"][aria-label$=": code"]');

/**
 * Scrolls the page from the example's top down the editor, a third of the window at a time, until the
 * editor's end is on screen, as a reader scrolling down the code would. At each step every button of
 * the toolbar is on screen and uncovered: the element at its centre is the button (elementFromPoint),
 * not the chart stuck above it, nor the navbar.
 */
async function expectToolbarUncoveredWhileScrolling(page: Page, figure: Locator) {
  const editor = figure.locator('.cm-editor');
  const viewport = page.viewportSize() ?? { width: 0, height: 0 };
  await figure.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  for (let step = 0; step < 60; step += 1) {
    const covered = await toolbar(figure)
      .locator('button')
      .evaluateAll((buttons) =>
        buttons.flatMap((button) => {
          const box = button.getBoundingClientRect();
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return hit !== null && button.contains(hit)
            ? []
            : [`${button.textContent} at y = ${Math.round(box.top)}: ${hit ? `under ${hit.tagName}` : 'off screen'}`];
        }),
      );
    expect(covered, `buttons not clickable at scroll position ${await page.evaluate(() => window.scrollY)}`).toEqual(
      [],
    );
    const left = (await rect(editor)).bottom - viewport.height;
    if (left <= 0) return;
    await page.evaluate((by) => window.scrollBy(0, by), Math.min(left + 20, Math.round(viewport.height / 3)));
  }
  throw new Error("the editor's end did not come on screen in 60 steps");
}

/**
 * Scrolls the page down until the end of the editor is on screen, as a reader scrolling down the
 * code would, and checks that the chart is still on screen, below the navbar.
 * Then the keyboard: the cursor to the last line (Ctrl+End, no scrolling left to do), and up 25
 * lines, past where the chart would cover them when stacked; the cursor stays on screen and out from
 * under the chart (CodeMirror's scroll margins). Returns the chart's and the editor's boxes.
 */
async function expectChartInViewAtEditorEnd(page: Page, figure: Locator) {
  const editor = figure.locator('.cm-editor');
  const viewport = page.viewportSize() ?? { width: 0, height: 0 };
  // By the distance left each time: CodeMirror measures the lines it draws as they come into view,
  // so the editor's end moves as the page scrolls towards it.
  await expect
    .poll(async () => {
      const left = (await rect(editor)).bottom - viewport.height;
      if (left <= 0) return true;
      await page.evaluate((by) => window.scrollBy(0, by), left + 20);
      return false;
    })
    .toBe(true);
  const navbarBottom = (await rect(page.locator('nav.navbar'))).bottom;
  const expectChartInView = async () => {
    const chart = await rect(chartBox(figure));
    expect(chart.top, 'the chart box is not under the navbar').toBeGreaterThanOrEqual(navbarBottom - 1);
    expect(chart.bottom, 'the chart box is within the viewport').toBeLessThanOrEqual(viewport.height);
    return chart;
  };
  expect((await rect(editor)).top, 'the editor starts above the viewport: this example is long').toBeLessThan(0);
  const chart = await expectChartInView();
  const beside = chart.right <= (await rect(editor)).left;

  await editorContent(figure).focus();
  await page.keyboard.press('ControlOrMeta+End');
  for (let line = 0; line < 25; line += 1) await page.keyboard.press('ArrowUp');
  const cursor = figure.locator('.cm-cursor').first();
  await expect(cursor).toBeInViewport();
  await expectChartInView();
  if (!beside) {
    expect((await rect(cursor)).top, 'the cursor is not behind the chart').toBeGreaterThanOrEqual(chart.bottom);
    const buttons = await rect(toolbar(figure));
    expect((await rect(cursor)).top, 'nor behind the toolbar').toBeGreaterThanOrEqual(buttons.bottom);
  }
  return { chart, editor: await rect(editor) };
}

/** A long example: 134 lines, taller than two screens in the editor at any width. */
const LONG = { page: '/examples/tooltip-actions', name: 'tooltip-actions' };

test.describe('the chart and the toolbar stay in view while the code is edited, the toolbar uncovered', () => {
  test('at 1280 × 800 (a column of 703 px beside the table of contents): stacked, the chart stuck under the navbar and the toolbar under the chart', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(LONG.page);
    const figure = exampleFigure(page, LONG.name);
    await openEditor(figure);
    await expectToolbarUncoveredWhileScrolling(page, figure);
    const { chart, editor } = await expectChartInViewAtEditorEnd(page, figure);
    expect(chart.right, 'the chart is above the editor, not beside it').toBeGreaterThan(editor.left);
    // The chart box keeps its height (the page's 360 px, an 8 px margin and a 1 px border around it) while it sticks.
    expect(chart.bottom - chart.top).toBeCloseTo(378, 0);
  });

  test('on a guide at 1280 × 800, stacked: the same', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/docs/tooltips');
    const figure = exampleFigure(page, LONG.name);
    await openEditor(figure);
    await expectToolbarUncoveredWhileScrolling(page, figure);
    await expectChartInViewAtEditorEnd(page, figure);
  });

  test.describe('on a 390 × 844 phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    test('stacked, the chart stuck under the navbar and the toolbar under the chart', async ({ page }) => {
      await page.goto(LONG.page);
      const figure = exampleFigure(page, LONG.name);
      await openEditor(figure);
      await expectToolbarUncoveredWhileScrolling(page, figure);
      await expectChartInViewAtEditorEnd(page, figure);
    });
  });

  test('at 1920 × 1080 (a column of 958 px, over the 880 px threshold): the chart beside the editor', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.goto(LONG.page);
    const figure = exampleFigure(page, LONG.name);
    await openEditor(figure);
    const opened = { chart: await rect(chartBox(figure)), editor: await rect(figure.locator('.cm-editor')) };
    expect(opened.chart.right, 'the chart is left of the editor').toBeLessThanOrEqual(opened.editor.left);
    expect(opened.chart.bottom, 'level with the editor').toBeGreaterThan(opened.editor.top);
    await expectToolbarUncoveredWhileScrolling(page, figure);
    await expectChartInViewAtEditorEnd(page, figure);
    // Done: the published layout again, the chart above the code.
    await figure.getByRole('button', { name: 'Done', exact: true }).click();
    await expect(figure.locator('pre code')).toBeVisible();
    const closed = { chart: await rect(chartBox(figure)), code: await rect(figure.locator('pre')) };
    expect(closed.chart.bottom).toBeLessThanOrEqual(closed.code.top);
  });
});

/**
 * Types `lines` new lines at the end of the example's code, as a reader adding to it, and checks that
 * the line typed is in view: uncovered (the element at its text's middle is the line, not the navbar,
 * the chart or the toolbar stuck above the editor), and with at least one more line of the visual
 * viewport (what an on-screen keyboard leaves of the window) below it.
 */
async function expectTypedLineInView(page: Page, figure: Locator, lines: number) {
  await editorContent(figure).focus();
  await page.keyboard.press('ControlOrMeta+End');
  for (let line = 1; line <= lines; line += 1) {
    await page.keyboard.press('Enter');
    await page.keyboard.insertText(`// a line of mine, ${line}`);
  }
  const typed = figure.locator('.cm-activeLine');
  await expect(typed).toHaveText(`// a line of mine, ${lines}`);
  // CodeMirror scrolls the cursor into view in its next measure (an animation frame).
  await expect
    .poll(
      () =>
        typed.evaluate((line) => {
          const box = line.getBoundingClientRect();
          const viewport = window.visualViewport;
          const top = viewport?.offsetTop ?? 0;
          const bottom = top + (viewport?.height ?? window.innerHeight);
          const hit = document.elementFromPoint(box.left + 20, (box.top + box.bottom) / 2);
          return [
            ...(box.top < top ? ['above the visual viewport'] : []),
            ...(box.bottom + box.height > bottom
              ? [`${Math.round(bottom - box.bottom)} px above its bottom edge`]
              : []),
            ...(hit !== null && line.contains(hit) ? [] : [`covered by ${hit?.tagName ?? 'nothing'}`]),
          ];
        }),
      'the line typed, uncovered, in the visual viewport with a line to spare below it',
    )
    .toEqual([]);
}

test.describe('on a 390 × 844 phone, the line being typed stays in view', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('new lines at the end of a long example, with the chart and toolbar stuck above', async ({ page }) => {
    await page.goto(LONG.page);
    const figure = exampleFigure(page, LONG.name);
    await openEditor(figure);
    await expectTypedLineInView(page, figure, 8);
    // The chart and the toolbar stuck above the line, not scrolled away.
    await expect(chartBox(figure)).toBeInViewport();
    await expect(toolbar(figure)).toBeInViewport();
  });

  test('with the visual viewport shortened to 422 px, as an on-screen keyboard leaves it: the chart and toolbar stop sticking, and new lines stay above its edge', async ({
    page,
  }) => {
    await page.goto(LONG.page);
    const figure = exampleFigure(page, LONG.name);
    await openEditor(figure);
    await expect(chartBox(figure)).toHaveCSS('position', 'sticky');
    // Chromium emulates no on-screen keyboard. Zoomed in twice, the visual viewport is 422 px tall and
    // the layout viewport still 844, which is what a keyboard of 422 px does to them.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setPageScaleFactor', { pageScaleFactor: 2 });
    await expect
      .poll(() => page.evaluate(() => [window.visualViewport?.height, window.innerHeight]))
      .toEqual([422, 844]);
    // Stuck, the chart and the toolbar would take all of it.
    await expect(chartBox(figure)).not.toHaveCSS('position', 'sticky');
    await expectTypedLineInView(page, figure, 8);
  });
});

test('Done keeps the edits: the code block shows the edited code under the edited chart, Edit goes on with them, Reset brings back the published example', async ({
  page,
}) => {
  await page.goto(PAGE);
  const figure = exampleFigure(page, NAME);
  const typesLine = figure.getByText('Types are not checked here: the code is compiled with sucrase');
  const codeBlock = figure.locator('pre code');
  const reset = figure.getByRole('button', { name: 'Reset', exact: true });
  await expect(typesLine).toHaveCount(0);
  await openEditor(figure);
  await expect(typesLine).toBeVisible();
  await replaceInEditor(figure, "'db-1'", "'cache-9'");
  await expect(legend(figure)).toHaveText(['web-1', 'web-2', 'cache-9']);

  const done = figure.getByRole('button', { name: 'Done', exact: true });
  await done.focus();
  await page.keyboard.press('Enter');
  await expect(figure.locator('.cm-editor')).toHaveCount(0);
  await expect(typesLine).toHaveCount(0);
  // The reader's code and chart, said to be theirs, with the way back beside Edit.
  await expect(codeBlock).toContainText("const HOSTS = ['web-1', 'web-2', 'cache-9'];");
  await expect(codeBlock).not.toContainText("'db-1'");
  await expect(figure.getByText('examples/charts/line-series.tsx, edited')).toBeVisible();
  await expect(figure.getByRole('status')).toHaveText(
    'Your edits are kept: Edit goes on with them, Reset brings back the published example.',
  );
  await expectChartsDrawn(figure);
  await expect(legend(figure)).toHaveText(['web-1', 'web-2', 'cache-9']);
  await expect(reset).toBeVisible();
  await expect(figure.getByRole('button', { name: 'Edit', exact: true })).toBeFocused();

  // Edit goes on from the edits.
  await page.keyboard.press('Enter');
  await expect(editorContent(figure)).toContainText("'cache-9'");
  await expect(editorContent(figure)).not.toContainText("'db-1'");
  await done.click();
  await expect(codeBlock).toContainText("'cache-9'");

  // Reset, with the editor closed: the example as published, and Reset gone with the edits.
  await reset.click();
  await expect(codeBlock).toContainText("const HOSTS = ['web-1', 'web-2', 'db-1'];");
  await expect(figure.getByText('examples/charts/line-series.tsx', { exact: true })).toBeVisible();
  await expect(legend(figure)).toHaveText(['web-1', 'web-2', 'db-1']);
  await expectChartsDrawn(figure);
  await expect(reset).toHaveCount(0);
  await expect(figure.getByRole('button', { name: 'Edit', exact: true })).toBeFocused();
});

test('Done with nothing changed shows the example as published, with no Reset', async ({ page }) => {
  await page.goto(PAGE);
  const figure = exampleFigure(page, NAME);
  await openEditor(figure);
  await figure.getByRole('button', { name: 'Done', exact: true }).click();
  await expect(figure.locator('.cm-editor')).toHaveCount(0);
  await expect(figure.locator('pre code')).toContainText("const HOSTS = ['web-1', 'web-2', 'db-1'];");
  await expect(figure.getByRole('button', { name: 'Reset', exact: true })).toHaveCount(0);
  await expect(figure.getByRole('status')).toHaveText('');
});

/** The fragment of a link that opens `name` with `source` in the editor, as Copy link writes it. */
const sharedHash = (name: string, source: string) =>
  `#edit=${name}.${deflateRawSync(Buffer.from(source, 'utf8')).toString('base64url')}`;

test.describe('a shared link lands with the example below the navbar; Done keeps its edit, Reset takes it out of the address', () => {
  const source = readFileSync(path.join(__dirname, '..', 'examples', 'charts', 'tooltip-actions.tsx'), 'utf8');
  const edited = source.replace("'checkout'", "'payments-x'");
  const cases = [
    // The guide's fourth example, after a paragraph: the figure itself is the title's place.
    { route: '/docs/tooltips', viewport: { width: 1280, height: 800 }, title: 'figure' },
    { route: '/docs/tooltips', viewport: { width: 390, height: 844 }, title: 'figure' },
    // On its own page, the heading right before it.
    { route: LONG.page, viewport: { width: 1280, height: 800 }, title: 'Live example' },
  ] as const;

  for (const { route, viewport, title } of cases) {
    test(`${route} at ${viewport.width} px: ${title === 'figure' ? 'the figure' : `the heading "${title}"`} at the top`, async ({
      page,
    }) => {
      expect(edited).not.toBe(source);
      await page.setViewportSize(viewport);
      await page.goto(`${route}${sharedHash(LONG.name, edited)}`);
      const figure = exampleFigure(page, LONG.name);
      await expect(editorContent(figure)).toContainText("'payments-x'");
      await expectChartsDrawn(figure);
      await expect(legend(figure).filter({ hasText: 'payments-x' })).toHaveCount(1);
      const landed = title === 'figure' ? figure : page.locator('h2', { hasText: title });
      const navbarBottom = (await rect(page.locator('nav.navbar'))).bottom;
      await expect.poll(async () => (await rect(landed)).top).toBeGreaterThanOrEqual(navbarBottom);
      expect((await rect(landed)).top, 'at the top of the window, not below it').toBeLessThan(navbarBottom + 40);
      await expect(chartBox(figure)).toBeInViewport();

      const withEdit = page.url();
      await figure.getByRole('button', { name: 'Done', exact: true }).click();
      await expect(figure.locator('.cm-editor')).toHaveCount(0);
      // The shared edit stays, in the chart, the code and the address.
      await expect(legend(figure).filter({ hasText: 'payments-x' })).toHaveCount(1);
      await expect(figure.locator('pre code')).toContainText("'payments-x'");
      expect(page.url()).toBe(withEdit);
      if (route.startsWith('/docs/')) {
        // The guide's source is folded again, as before the link opened it.
        await expect(figure.locator('summary')).toHaveText(/^Show the source \(\d+ lines\)$/, { useInnerText: true });
        await expect(figure.locator('pre')).toBeHidden();
      } else {
        await expect(figure.locator('pre code')).toBeVisible();
      }

      // Reset: the published chart and code again, and the address without the edit.
      await figure.getByRole('button', { name: 'Reset', exact: true }).click();
      await expect(legend(figure).filter({ hasText: 'checkout' })).toHaveCount(1);
      await expect(legend(figure).filter({ hasText: 'payments-x' })).toHaveCount(0);
      await expect(figure.locator('pre code')).toContainText("'checkout'");
      await expect.poll(() => page.url()).toBe(new URL(route, page.url()).href);
    });
  }
});

test("a guide's examples fold their source under the chart and toolbar; it opens on click, and Edit works from it", async ({
  page,
  request,
}) => {
  await page.goto('/docs/tooltips');
  const figure = exampleFigure(page, 'tooltip-formatting');
  const lines = readFileSync(path.join(__dirname, '..', 'examples', 'charts', 'tooltip-formatting.tsx'), 'utf8')
    .trimEnd()
    .split('\n').length;
  const summary = figure.locator('summary');
  // As read: the summary's words for the other state are hidden (innerText, not textContent).
  await expect(summary).toHaveText(`Show the source (${lines} lines)`, { useInnerText: true });
  await expect(figure.locator('pre')).toBeHidden();
  await chartBox(figure).scrollIntoViewIfNeeded();
  await expectChartsDrawn(figure);
  await expect(figure.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();

  await summary.click();
  await expect(summary).toHaveText(`Hide the source (${lines} lines)`, { useInnerText: true });
  await expect(figure.locator('pre code')).toContainText('export default function');
  await summary.click();
  await expect(figure.locator('pre')).toBeHidden();

  // From the folded source, Edit opens the editor with the code, and the chart follows it.
  await openEditor(figure);
  await expect(editorContent(figure)).toContainText('Response-time percentiles over a day');
  await expect(summary).toBeHidden();

  // The source is in the page's HTML, folded or not (search reads it there).
  const html = await (await request.get('/docs/tooltips')).text();
  expect(html).toMatch(/<details[^>]*><summary>/);
  expect(html).toContain('examples/charts/tooltip-formatting.tsx');
});

test('an example page and an API page keep the source open', async ({ page }) => {
  for (const route of [PAGE, '/api/specs/xy/LineSeries']) {
    await page.goto(route);
    const figure = exampleFigure(page, NAME);
    await expect(figure.locator('details')).toHaveCount(0);
    await expect(figure.locator('pre code')).toBeVisible();
  }
});
