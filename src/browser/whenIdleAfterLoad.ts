import { requestIdle } from './requestIdle';

/**
 * Runs `start` once the page has loaded and the main thread is idle (at the latest `timeout` ms
 * after load); returns a function that cancels it. For work a first visit can do without: what it
 * fetches is not part of the page's first load and does not compete with its hydration.
 */
export function whenIdleAfterLoad(start: () => void, timeout: number): () => void {
  let cancelIdle: (() => void) | undefined;
  const schedule = () => {
    cancelIdle = requestIdle(start, timeout);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    cancelIdle?.();
  };
}
