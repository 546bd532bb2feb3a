/**
 * Calls `callback` once the browser has painted the next frame: from an animation frame callback
 * (which runs before that frame's paint) a task is queued, and tasks run after the paint. Returns a
 * function that cancels it. For work that would otherwise land before the frame that shows what
 * was just rendered, and delay it.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}
