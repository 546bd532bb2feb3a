/**
 * Calls `callback` in the task after the page's load event, or in a task of its own if the page has
 * loaded already; returns a function that cancels it. What it starts is then no part of the page's load.
 */
export function afterLoad(callback: () => void): () => void {
  let timer: number | undefined;
  const schedule = () => {
    timer = window.setTimeout(callback, 0);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (timer !== undefined) window.clearTimeout(timer);
  };
}
