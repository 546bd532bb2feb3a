/**
 * How long after the reader last changed a field's text they count as having paused: longer than the gap
 * between two keys of someone typing (about 100 to 300 ms), short enough that what waited shows soon after
 * they stop.
 */
export const TYPING_PAUSE_MS = 400;

/** When the reader last changed a field's text (an `input` event), by `performance.now()`; none yet: -Infinity. */
let lastInput = Number.NEGATIVE_INFINITY;
let listening = false;

/**
 * From now on, the page hears the reader's typing. Called as the search starts, at the first page's load
 * event (`startSearchWorker`), before the search box can take a key: so no page's first scripts carry this
 * module, only the lazily loaded parts that wait.
 */
export function listenForTyping(): void {
  if (listening) return;
  listening = true;
  document.addEventListener(
    'input',
    () => {
      lastInput = performance.now();
    },
    { capture: true, passive: true },
  );
}

/**
 * Calls `callback` once the reader is not typing: in a task of its own, or `TYPING_PAUSE_MS` after their
 * last keystroke. Returns a function that cancels it.
 *
 * For work a page starts on its own, that the reader did not ask for and that can wait a moment: a chart
 * coming into view, the code blocks going live. At 4x CPU that work (the chart library's first run, a
 * chart's first drawing, Prism and the blocks' render) landed between a keystroke in the search box and its
 * results, in tasks of 20 to 170 ms (PERFORMANCE.md, 'Page work waits while the reader types').
 */
export function whenTypingPauses(callback: () => void): () => void {
  let timer: number | undefined;
  const check = () => {
    const wait = msUntilPause();
    if (wait > 0) timer = window.setTimeout(check, wait);
    else callback();
  };
  timer = window.setTimeout(check, 0);
  return () => window.clearTimeout(timer);
}

/** How long until the reader counts as having paused: 0 or less once they have (or never typed). */
function msUntilPause(): number {
  return lastInput + TYPING_PAUSE_MS - performance.now();
}

/** The pause everyone waiting now waits for; none while the reader is not typing. */
let coming: Promise<void> | undefined;

/**
 * While the reader is typing, a promise that settles at their pause, the same one for everyone who asks
 * meanwhile (a component can suspend on it); once they are not typing, `undefined`.
 */
export function typingPause(): Promise<void> | undefined {
  if (msUntilPause() <= 0) return undefined;
  coming ??= afterTypingPause().then(() => {
    coming = undefined;
  });
  return coming;
}

/** `whenTypingPauses` as a promise, for a chunk's loader; at once on the server, where no one types. */
export function afterTypingPause(): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    whenTypingPauses(resolve);
  });
}
