import { whenIdleAfterLoad } from './whenIdleAfterLoad';

/** Code in a chunk of its own, fetched at most once per visit and kept for synchronous reads. */
export interface ChunkOnce<T> {
  /** What the chunk gave, once it has arrived in this visit; `undefined` until then. */
  loaded: () => T | undefined;
  /** Fetches the chunk now, or joins the fetch under way. A failed fetch can be asked for again. */
  load: () => Promise<T>;
  /**
   * Fetches the chunk once the page has loaded and the main thread is idle (at the latest
   * `timeoutMs` after load), or joins a fetch under way. However many callers ask, the visit
   * schedules this once.
   */
  loadWhenIdle: (timeoutMs: number) => Promise<T>;
}

/** `import()` of a chunk, shared by every caller of the visit: see `ChunkOnce`. */
export function chunkOnce<T>(importChunk: () => Promise<T>): ChunkOnce<T> {
  let value: T | undefined;
  let loading: Promise<T> | undefined;
  let whenIdle: Promise<T> | undefined;

  const load = () => {
    loading ??= importChunk().then(
      (result) => (value = result),
      (error: unknown) => {
        loading = undefined;
        whenIdle = undefined;
        throw error;
      },
    );
    return loading;
  };

  return {
    loaded: () => value,
    load,
    loadWhenIdle(timeoutMs) {
      whenIdle ??= loading ?? new Promise<void>((resolve) => whenIdleAfterLoad(resolve, timeoutMs)).then(load);
      return whenIdle;
    },
  };
}
