/** How long the stand-in waits where the browser has no idle callbacks. */
const FALLBACK_DELAY_MS = 50;

/**
 * Calls `callback` when the main thread is idle (at the latest after `timeout` ms), with the idle
 * period's deadline where the browser gives one; returns a function that cancels it. Safari has no `requestIdleCallback`: there a short timer stands in, so
 * the work is still done, only without waiting for an idle moment.
 */
export function requestIdle(callback: (deadline?: IdleDeadline) => void, timeout: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(() => callback(), Math.min(timeout, FALLBACK_DELAY_MS));
  return () => window.clearTimeout(handle);
}
