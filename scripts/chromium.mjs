// @ts-check
/**
 * How this project starts Chromium, for the Playwright suite and the benchmark alike. Playwright
 * cannot download its own browsers here, so Debian's Chromium is used (`apt-get install chromium`,
 * see .ci/run); another binary can be named with CHROMIUM_PATH.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * As root Chromium needs --no-sandbox; the background-networking flags stop it from calling hosts
 * that this closed network refuses. Debian's Chromium is the whole browser in headless mode, and
 * every new window (each test's fresh context) starts a renderer for its address bar's two WebUI
 * popups, at a cost in CPU each time (PERFORMANCE.md, 'WebUI popups per new window'), for popups no
 * test opens: the two features are off (Chromium adds them to the ones Playwright turns off).
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
