import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';

/** The harness's made-up origin: its files are served from the bundle's folder by `page.route`. */
const ORIGIN = 'http://upgrade-pictures.test';

/**
 * The page's clock: Playwright's fake clock (`Date`, timers, animation frames), paused at a fixed instant and
 * advanced by hand one frame at a time, so that an example that moves with time (live-data appends a point
 * every second, the lazy-loading one waits before it loads) is drawn at the same moment of its life at both
 * ends of a step, however busy the machine is. No example reads the date; the clock still starts at a fixed one.
 */
const CLOCK_START = Date.UTC(2025, 0, 6);
/** How far each turn of the wait advances the clock: one frame. */
const FRAME_MS = 16;
/**
 * The clock time every example is drawn at, once it has first said it is drawn: past the flame graph's opening
 * animation (a 500 ms tween and a 1 s wobble in 60.0.0) and between two of live-data's one-second ticks, so that
 * a picture does not depend on how many frames the first render took.
 */
const SETTLE_MS = 2_500;
/** The clock time after which an example that has not drawn is given up on: the slowest takes under 1 s. */
const GIVE_UP_MS = 5_000;

export type Drawing = { png: Buffer } | { error: string };

/** A page holding one release's bundle (`bundle.ts`), which draws its examples one after the other. */
export class ReleasePage {
  private constructor(
    private readonly page: Page,
    private readonly pageErrors: string[],
  ) {}

  static async open(context: BrowserContext, bundleDir: string): Promise<ReleasePage> {
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.route(`${ORIGIN}/**`, async (route) => {
      const file = path.join(bundleDir, decodeURIComponent(new URL(route.request().url()).pathname));
      await route.fulfill({ body: await readFile(file), contentType: contentType(file) });
    });
    // Installed a second early: the installed clock runs until paused, and pausing at a time it has passed
    // throws (a busy machine can take a millisecond between the two). No page is loaded yet, so nothing runs.
    await page.clock.install({ time: CLOCK_START - 1_000 });
    await page.clock.pauseAt(CLOCK_START);
    await page.goto(`${ORIGIN}/index.html`);
    await page.locator('body[data-ready="true"]').waitFor({ state: 'attached' });
    return new ReleasePage(page, pageErrors);
  }

  /**
   * Draws one example and takes the box's picture once every chart in it says its render is complete
   * (`data-ech-render-complete="true"`, none `"false"`), the page's fonts are loaded, and two more frames have
   * passed (the flame graph draws in the frame after it says so). An error thrown while rendering, or no
   * complete render within `GIVE_UP_MS` of the clock, is returned as the example's error.
   */
  async draw(name: string, height: number): Promise<Drawing> {
    this.pageErrors.length = 0;
    await this.page.evaluate(
      ([name, height]) =>
        (window as unknown as { pictures: { draw(name: string, height: number): Promise<void> } }).pictures.draw(
          name,
          height,
        ),
      [name, height] as const,
    );
    let elapsed = 0;
    let settled = false;
    let extraFrames = 2;
    for (;;) {
      const state = await this.page.evaluate(() => {
        const box = document.getElementById('box');
        return {
          error: document.body.dataset.renderError,
          drawn:
            box?.querySelector('[data-ech-render-complete="true"]') !== null &&
            box?.querySelector('[data-ech-render-complete="false"]') === null &&
            document.fonts.status === 'loaded',
        };
      });
      const error = state.error ?? this.pageErrors[0];
      if (error !== undefined) return { error: `it threw: ${error}` };
      if (state.drawn && !settled) {
        // Drawn once: on to the same clock time for every example, then drawn again.
        settled = true;
        if (elapsed < SETTLE_MS) {
          await this.page.clock.runFor(SETTLE_MS - elapsed);
          elapsed = SETTLE_MS;
        }
        continue;
      }
      if (state.drawn && extraFrames-- === 0) break;
      if (elapsed >= (settled ? SETTLE_MS : 0) + GIVE_UP_MS) return { error: await this.notDrawn() };
      await this.page.clock.runFor(FRAME_MS);
      elapsed += FRAME_MS;
    }
    return { png: await this.page.locator('#box').screenshot({ animations: 'disabled', caret: 'hide' }) };
  }

  /**
   * What the page shows of an example that did not say it was drawn in time, as a phrase that follows "with
   * {release}" on the step page.
   */
  private async notDrawn(): Promise<string> {
    const counts = await this.page.evaluate(() =>
      Array.from(document.querySelectorAll('#box [data-ech-render-complete="false"]'), (status) =>
        Number(status.getAttribute('data-ech-render-count')),
      ),
    );
    const within = `within ${GIVE_UP_MS / 1000} s of the page's clock`;
    if (counts.length === 0) return `no chart appeared ${within}`;
    return counts.some((count) => count > 0)
      ? `its chart drew but never set data-ech-render-complete to true ${within}`
      : `its chart did not draw ${within}`;
  }

  async close(): Promise<void> {
    await this.page.close();
  }
}

function contentType(file: string): string {
  const types: Record<string, string> = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.svg': 'image/svg+xml',
    '.png': 'image/png',
  };
  return types[path.extname(file)] ?? 'application/octet-stream';
}
