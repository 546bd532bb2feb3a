// @ts-check
// Chromium for the benchmark: the project's own launch settings, and fresh pages slowed down 4x.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

/** The CPU slowdown of every browser measurement (Chrome DevTools' "4x slowdown"). */
export const CPU_SLOWDOWN = 4;

export function launchBrowser() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/**
 * A page in a context of its own (empty cache and storage: a first visit), its CPU slowed down,
 * with `init` run in every document before the page's own scripts.
 * @param {import('@playwright/test').Browser} browser
 * @param {() => void} [init]
 */
export async function freshPage(browser, init) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  if (init) await page.addInitScript(init);
  return { page, close: () => context.close() };
}

/** Polls `check` every 100 ms until it returns true; throws `message` after `timeout` ms. */
export async function waitFor(
  /** @type {() => Promise<boolean>} */ check,
  /** @type {number} */ timeout,
  /** @type {string} */ message,
) {
  const deadline = Date.now() + timeout;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`bench: ${message}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
