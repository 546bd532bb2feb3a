/**
 * Vite's configuration for the harness of `npm run history:pictures`, for one release at a time (`bundle.ts`
 * runs `vite build` with it in a process of its own, since Vite is an ES module the script's runner cannot load):
 * `@elastic/charts`, its code and its stylesheet, from the release's own project (`PICTURES_PACKAGE_DIR`),
 * React from the site (one copy for the examples and the library), and the examples that compile against the
 * release (`PICTURES_EXAMPLES`, names separated by commas), each in a chunk of its own.
 */
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';

const VIRTUAL_ID = 'virtual:picture-examples';
const EXAMPLES_DIR = path.resolve(import.meta.dirname, '..', '..', '..', 'examples', 'charts');

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`history:pictures: the harness's Vite build needs ${name} in its environment.`);
  return value;
}

/** `virtual:picture-examples`: each example's module by name, imported when it is drawn. */
function examplesModule(examples: readonly string[]): Plugin {
  const resolved = `\0${VIRTUAL_ID}`;
  return {
    name: 'picture-examples',
    resolveId: (id) => (id === VIRTUAL_ID ? resolved : undefined),
    load: (id) =>
      id === resolved
        ? `export default {\n${examples
            .map(
              (name) =>
                `  ${JSON.stringify(name)}: () => import(${JSON.stringify(path.join(EXAMPLES_DIR, `${name}.tsx`))}),`,
            )
            .join('\n')}\n};\n`
        : undefined,
  };
}

export default defineConfig({
  root: import.meta.dirname,
  logLevel: 'warn',
  resolve: {
    alias: [{ find: /^@elastic\/charts(?=\/|$)/, replacement: required('PICTURES_PACKAGE_DIR') }],
    // The library's own `require('react')` would otherwise find the release project's copy.
    dedupe: ['react', 'react-dom'],
  },
  // The site's tsconfig.json keeps JSX as written ("preserve", for Docusaurus's bundler): here Vite turns it into calls.
  oxc: { jsx: { runtime: 'automatic' } },
  plugins: [examplesModule(required('PICTURES_EXAMPLES').split(','))],
  build: { emptyOutDir: true, minify: false, reportCompressedSize: false, chunkSizeWarningLimit: 100_000 },
});
