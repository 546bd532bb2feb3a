import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The fast test layer, `npm run test:unit`: the site's pure logic in Node, with no build. It takes
 * `*.test.ts` files under tests/unit only; the `*.spec.ts` files are Playwright's (playwright.config.ts),
 * so neither runner picks up the other's. `.mts`: an ES module whatever the package's type, which
 * Vite loads without its warning about ESM syntax in a file it would read as CommonJS.
 */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
  },
});
