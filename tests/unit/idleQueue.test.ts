import { test, expect } from 'vitest';
import { createIdleQueue } from '../../src/browser/idleQueue';

/**
 * The idle queue (src/browser/idleQueue.ts) that prefetching of linked pages goes through: jobs run
 * in idle slices no longer than its budget. A fake clock and scheduler stand in for the browser's,
 * so each job "takes" a known time and the slices can be counted. In the browser, prefetching
 * through it is checked by site.spec.ts.
 */
function fakeIdleTime() {
  let clock = 0;
  const slices: (() => void)[] = [];
  return {
    now: () => clock,
    schedule: (slice: () => void) => {
      slices.push(slice);
    },
    /** A job that takes `ms` of the fake clock. */
    job: (ms: number, done: string[], name: string) => () => {
      clock += ms;
      done.push(name);
    },
    /** Runs the idle callbacks scheduled so far, one after another; returns how many there were. */
    runSlices: () => {
      let count = 0;
      while (slices.length > 0) {
        slices.shift()?.();
        count += 1;
      }
      return count;
    },
  };
}

test('jobs run in idle slices no longer than the budget, in the order they came', () => {
  const idle = fakeIdleTime();
  const queue = createIdleQueue({
    sliceMs: 25,
    timeoutMs: 5000,
    schedule: idle.schedule,
    now: idle.now,
  });
  const done: string[] = [];
  for (let i = 0; i < 20; i += 1) queue(idle.job(6, done, `job ${i}`));
  expect(done).toEqual([]);
  // 6 ms each: five fit in a 25 ms slice (the fifth starts at 24 ms), so 20 jobs take 4 slices.
  expect(idle.runSlices()).toBe(4);
  expect(done).toEqual(Array.from({ length: 20 }, (_, i) => `job ${i}`));
});

test('a job longer than a slice still runs, alone in its slice', () => {
  const idle = fakeIdleTime();
  const queue = createIdleQueue({
    sliceMs: 25,
    timeoutMs: 5000,
    schedule: idle.schedule,
    now: idle.now,
  });
  const done: string[] = [];
  queue(idle.job(40, done, 'long'));
  queue(idle.job(1, done, 'short'));
  expect(idle.runSlices()).toBe(2);
  expect(done).toEqual(['long', 'short']);
});

test('a job that throws is logged and the queue goes on', () => {
  const idle = fakeIdleTime();
  const queue = createIdleQueue({
    sliceMs: 25,
    timeoutMs: 5000,
    schedule: idle.schedule,
    now: idle.now,
  });
  const done: string[] = [];
  const logged: unknown[][] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => logged.push(args);
  try {
    queue(() => {
      throw new Error('prefetch failed');
    });
    queue(idle.job(1, done, 'next'));
    idle.runSlices();
  } finally {
    console.error = original;
  }
  expect(done).toEqual(['next']);
  expect(logged).toHaveLength(1);
  expect(String(logged[0]?.[1])).toContain('prefetch failed');
});

test('one idle callback is asked for at a time, with the queue timeout, and none once the queue is empty', () => {
  let clock = 0;
  const requests: { slice: () => void; timeoutMs: number }[] = [];
  const queue = createIdleQueue({
    sliceMs: 10,
    timeoutMs: 1234,
    schedule: (slice, timeoutMs) => requests.push({ slice, timeoutMs }),
    now: () => clock,
  });
  const done: number[] = [];
  for (let i = 0; i < 3; i += 1) {
    queue(() => {
      clock += 8;
      done.push(i);
    });
  }
  // Three jobs, one request: the queue does not ask again while a slice is pending.
  expect(requests.map((request) => request.timeoutMs)).toEqual([1234]);
  requests.shift()?.slice();
  // 8 ms each in 10 ms slices: two ran, and the slice asked for the next callback for the third.
  expect(done).toEqual([0, 1]);
  expect(requests).toHaveLength(1);
  requests.shift()?.slice();
  expect(done).toEqual([0, 1, 2]);
  expect(requests).toHaveLength(0);
  // A job queued later asks again.
  queue(() => done.push(3));
  expect(requests).toHaveLength(1);
});

test("a slice ends, after one job, when the browser's idle period is over", () => {
  const idle = fakeIdleTime();
  let deadline: ((deadline: IdleDeadline) => void) | undefined;
  const queue = createIdleQueue({
    sliceMs: 25,
    timeoutMs: 5000,
    schedule: (slice) => {
      deadline = slice;
    },
    now: idle.now,
  });
  const done: string[] = [];
  for (let i = 0; i < 4; i += 1) queue(idle.job(2, done, `job ${i}`));
  // The idle period has 3 ms left when the slice starts: two 2 ms jobs run (the second starts at 2 ms), then it ends.
  const start = idle.now();
  deadline?.({ didTimeout: false, timeRemaining: () => Math.max(0, 3 - (idle.now() - start)) });
  expect(done).toEqual(['job 0', 'job 1']);
  // Called back with no time left (its timeout came first), a slice still runs one job.
  deadline?.({ didTimeout: true, timeRemaining: () => 0 });
  expect(done).toEqual(['job 0', 'job 1', 'job 2']);
});
