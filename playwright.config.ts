import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';
import { EXPECT_TIMEOUT } from './tests/timeouts';

/** The production build, served by `docusaurus serve` (what `npm run serve` runs). */
const PORT = Number(process.env.DOCS_PORT ?? 3100);
/** The folder served: `build`, or another build such as the stock one of .ci/run's smoke run (tests/files.ts reads it too). */
const BUILD_DIR = process.env.DOCS_BUILD_DIR ?? 'build';

export default defineConfig({
  testDir: './tests',
  testMatch: '**/*.spec.ts',
  // A DOCS_STOCK=1 build (`DOCS_STOCK=1 npm test`) is the stock site: it is meant to be as heavy as
  // stock, so only the byte budgets do not apply to it.
  testIgnore: process.env.DOCS_STOCK ? ['**/build/budgets.spec.ts', '**/firstLoad.spec.ts'] : [],
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  // The list as tests end, then the slowest tests and the time per file (tests/reporters/slowest.ts).
  reporter: [['list'], ['./tests/reporters/slowest.ts']],
  timeout: 60_000,
  expect: { timeout: EXPECT_TIMEOUT },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'off',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: CHROMIUM_PATH,
          args: CHROMIUM_ARGS,
        },
      },
    },
  ],
  webServer: {
    command: `npx docusaurus serve --dir ${BUILD_DIR} --port ${PORT} --host 127.0.0.1 --no-open`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
