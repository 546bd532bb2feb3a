/**
 * How long an expect() assertion retries (playwright.config.ts's `expect.timeout`), and so how long
 * tests/frameWaits.ts's waits last when the caller gives no timeout: one figure for both.
 */
export const EXPECT_TIMEOUT = 15_000;
