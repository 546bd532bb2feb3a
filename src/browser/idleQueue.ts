import { requestIdle } from './requestIdle';

export interface IdleQueueOptions {
  /** How long one idle slice may run jobs: below 50 ms, so that no slice is a long task. */
  sliceMs: number;
  /** At the latest, how long a queued job waits for an idle moment. */
  timeoutMs: number;
  /** Schedules a slice; the browser's idle callback unless a test gives its own. */
  schedule?: (slice: (deadline?: IdleDeadline) => void, timeoutMs: number) => void;
  /** The clock slices are measured with. */
  now?: () => number;
}

/**
 * A queue of small jobs run in the main thread's idle time, as many per idle callback as fit in
 * `sliceMs`; the rest wait for the next one. Many small jobs that arrive at once (one per link
 * that scrolls into view) then never add up to one long task that blocks the reader's input.
 * A slice also ends, after at least one job, when the browser's idle period is over.
 * A job that throws is logged and the queue goes on with the next.
 */
export function createIdleQueue({
  sliceMs,
  timeoutMs,
  schedule = requestIdle,
  now = () => performance.now(),
}: IdleQueueOptions): (job: () => void) => void {
  const jobs: (() => void)[] = [];
  let scheduled = false;

  const runSlice = (deadline?: IdleDeadline) => {
    const start = now();
    const goOn = () => now() - start < sliceMs && (deadline?.timeRemaining() ?? 1) > 0;
    do {
      const job = jobs.shift();
      try {
        job?.();
      } catch (error: unknown) {
        console.error('idleQueue: a queued job failed.', error);
      }
    } while (jobs.length > 0 && goOn());
    scheduled = false;
    scheduleSlice();
  };

  const scheduleSlice = () => {
    if (scheduled || jobs.length === 0) return;
    scheduled = true;
    schedule(runSlice, timeoutMs);
  };

  return (job) => {
    jobs.push(job);
    scheduleSlice();
  };
}
