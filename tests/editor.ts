import type { Locator, Page } from '@playwright/test';
import { expectChartsDrawn } from './charts';
import { expect } from './fixtures';

/** The figure of the example `name` on the page. */
export function exampleFigure(page: Page, name: string): Locator {
  return page.locator(`[data-chart-example="${name}"]`).first();
}

/** The CodeMirror editor's editable text inside `figure`. */
export function editorContent(figure: Locator): Locator {
  return figure.locator('.cm-content[contenteditable="true"]');
}

/** Activates Edit on `figure` and waits for an editable editor and the chart drawn from its code. */
export async function openEditor(figure: Locator): Promise<void> {
  await figure.locator(':scope > div').first().scrollIntoViewIfNeeded();
  await figure.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(editorContent(figure)).toBeVisible();
  await expectChartsDrawn(figure);
}

/**
 * Selects the first occurrence of `text` in the editor, as a reader's mouse would (a DOM selection,
 * which CodeMirror takes over), so that typing replaces it. The text must lie within one line.
 * CodeMirror renders only the lines near the viewport, so the page scrolls down the editor until the
 * line is there.
 */
export async function selectInEditor(figure: Locator, text: string): Promise<void> {
  const content = editorContent(figure);
  await content.focus();
  await content.evaluate((root) => root.scrollIntoView({ block: 'start' }));
  await expect
    .poll(
      async () => {
        if (await selectRendered(content, text)) return true;
        await content.page().evaluate(() => window.scrollBy(0, 200));
        return false;
      },
      { message: `"${text}" in the editor` },
    )
    .toBe(true);
  // CodeMirror reads the DOM selection on selectionchange; wait until it has.
  await expect.poll(() => figure.page().evaluate(() => window.getSelection()?.toString())).toBe(text);
}

/** Selects `text` if a rendered line of the editor holds it. */
function selectRendered(content: Locator, text: string): Promise<boolean> {
  return content.evaluate((root, wanted) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let line = root.firstElementChild; line; line = line.nextElementSibling) {
      const full = line.textContent ?? '';
      const at = full.indexOf(wanted);
      if (at < 0) continue;
      // Map the line's character offsets to its text nodes.
      walker.currentNode = line;
      let offset = 0;
      let start: [Node, number] | undefined;
      for (let node = walker.nextNode(); node && line.contains(node); node = walker.nextNode()) {
        const length = node.textContent?.length ?? 0;
        if (!start && at < offset + length) start = [node, at - offset];
        if (start && at + wanted.length <= offset + length) {
          const range = document.createRange();
          range.setStart(...start);
          range.setEnd(node, at + wanted.length - offset);
          const selection = window.getSelection();
          selection?.removeAllRanges();
          selection?.addRange(range);
          return true;
        }
        offset += length;
      }
    }
    return false;
  }, text);
}

/** Replaces the first occurrence of `text` in the editor with `replacement`, by typing. */
export async function replaceInEditor(figure: Locator, text: string, replacement: string): Promise<void> {
  await selectInEditor(figure, text);
  await figure.page().keyboard.insertText(replacement);
  await expect(editorContent(figure)).toContainText(replacement);
}

/** The render count the library writes on the chart's status element. */
export async function renderCount(figure: Locator): Promise<number> {
  return Number(await figure.locator('.echChartStatus').first().getAttribute('data-ech-render-count'));
}
