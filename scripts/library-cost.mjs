// @ts-check
// `npm run library-cost`: what @elastic/charts adds to an app's bundle, measured by building small
// React apps with Vite (the bundler the site's Download project gives a reader) for production and
// weighing their scripts with gzip: the figures a page on the library's loading cost quotes, to be
// measured again after every upgrade of the library.
//
// Four apps, each in a folder of its own under node_modules/.cache (so that they resolve React and the
// library from the site's node_modules, as an app resolves its own):
// - react-only: React and ReactDOM rendering a heading, the floor every app pays;
// - line-chart: one line chart (Chart, Settings, Axis, LineSeries);
// - one-import: only `Chart` imported and rendered, to show how much of the library comes along with one name;
// - lazy-line-chart: the line chart of line-chart behind React.lazy, so the page's first script holds
//   React alone and the library arrives in a chunk of its own when the chart is first rendered.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import createJiti from 'jiti';
import { build } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
const WORK = path.join(root, 'node_modules', '.cache', 'library-cost');

const HTML =
  '<!doctype html><html lang="en"><head><title>App</title></head><body><div id="root"></div><script type="module" src="/main.jsx"></script></body></html>';

const RENDER = `import { createRoot } from 'react-dom/client';\n`;

const LINE_CHART = `import React from 'react';
import { Axis, Chart, LineSeries, Position, Settings } from '@elastic/charts';
const data = [[0, 3], [1, 5], [2, 4], [3, 7]];
export default function LineChart() {
  return (
    <Chart size={{ height: 300 }}>
      <Settings />
      <Axis id="x" position={Position.Bottom} />
      <Axis id="y" position={Position.Left} />
      <LineSeries id="line" data={data} xAccessor={0} yAccessors={[1]} />
    </Chart>
  );
}
`;

/** Each app: its files, by name. `main.jsx` is the entry. @type {Record<string, Record<string, string>>} */
const APPS = {
  'react-only': {
    'main.jsx': `import React from 'react';\n${RENDER}createRoot(document.getElementById('root')).render(<h1>Hello</h1>);\n`,
  },
  'line-chart': {
    'LineChart.jsx': LINE_CHART,
    'main.jsx': `import React from 'react';\n${RENDER}import LineChart from './LineChart';\ncreateRoot(document.getElementById('root')).render(<LineChart />);\n`,
  },
  'one-import': {
    'main.jsx': `import React from 'react';\n${RENDER}import { Chart } from '@elastic/charts';\ncreateRoot(document.getElementById('root')).render(<Chart size={{ height: 300 }} />);\n`,
  },
  'lazy-line-chart': {
    'LineChart.jsx': LINE_CHART,
    'main.jsx': `import React, { lazy, Suspense } from 'react';\n${RENDER}const LineChart = lazy(() => import('./LineChart'));\ncreateRoot(document.getElementById('root')).render(<Suspense fallback={<p>Loading the chart…</p>}><LineChart /></Suspense>);\n`,
  },
};

/** Builds one app and returns its scripts' gzip sizes, the entry first. */
async function measure(/** @type {string} */ name, /** @type {Record<string, string>} */ files) {
  mkdirSync(WORK, { recursive: true });
  const dir = mkdtempSync(path.join(WORK, `${name}-`));
  try {
    writeFileSync(path.join(dir, 'index.html'), HTML);
    for (const [file, text] of Object.entries(files)) writeFileSync(path.join(dir, file), text);
    const output = await build({
      root: dir,
      logLevel: 'warn',
      // The library's chunk is over Vite's 500 kB warning by design here: it is what is being measured.
      build: { outDir: path.join(dir, 'dist'), emptyOutDir: true, chunkSizeWarningLimit: 5000 },
      cacheDir: path.join(dir, '.vite'),
      configFile: false,
    });
    const assets = path.join(dir, 'dist', 'assets');
    const html = readFileSync(path.join(dir, 'dist', 'index.html'), 'utf8');
    const scripts = readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .map((file) => ({
        file,
        entry: html.includes(file),
        gzip: gzipSync(readFileSync(path.join(assets, file))).length,
      }))
      .sort((a, b) => Number(b.entry) - Number(a.entry));
    return { scripts, packages: packageShares(output) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The bytes each package contributes to the bundle, largest first: Rolldown's rendered lengths, taken
 * before minification.
 * @param {Awaited<ReturnType<typeof build>>} output
 * @returns {[string, number][]}
 */
function packageShares(output) {
  /** @type {Map<string, number>} */
  const bytes = new Map();
  for (const result of [output].flat()) {
    if (!('output' in result)) continue; // a watcher: not asked for
    for (const chunk of result.output) {
      if (chunk.type !== 'chunk') continue;
      for (const [id, { renderedLength }] of Object.entries(chunk.modules)) {
        const match = /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(
          id.split('node_modules').length > 1 ? id.slice(id.lastIndexOf('node_modules')) : '',
        );
        const name = match?.[1]?.replace('\\', '/') ?? 'the app';
        bytes.set(name, (bytes.get(name) ?? 0) + renderedLength);
      }
    }
  }
  return [...bytes].sort((a, b) => b[1] - a[1]);
}

const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;
// The one owner of the installed library's paths, in TypeScript: jiti (the runner Docusaurus loads the config with) loads it.
/** @type {unknown} */
const loaded = createJiti(import.meta.url)('../src/plugins/content/installedLibrary.ts');
const { installedLibrary } = /** @type {typeof import('../src/plugins/content/installedLibrary')} */ (loaded);
const library = installedLibrary(root);
const version = library.version();
console.log(`@elastic/charts ${version}, Vite production builds, gzip (Node's zlib, default level):`);
/** @type {[string, number][]} */
let shares = [];
for (const [name, files] of Object.entries(APPS)) {
  const { scripts, packages } = await measure(name, files);
  if (name === 'line-chart') shares = packages;
  const total = scripts.reduce((sum, { gzip }) => sum + gzip, 0);
  const parts = scripts.map(({ entry, gzip }) => `${entry ? 'entry' : 'lazy chunk'} ${kb(gzip)}`).join(', ');
  console.log(`  ${name.padEnd(16)} ${kb(total).padStart(9)}  (${parts})`);
}
const rendered = shares.reduce((sum, [, bytes]) => sum + bytes, 0);
console.log(
  "Where the line-chart app's code comes from, as shares of its code before minification (packages of 1 % or more):",
);
for (const [name, bytes] of shares.filter(([, bytes]) => bytes / rendered >= 0.01)) {
  console.log(`  ${name.padEnd(26)} ${((bytes / rendered) * 100).toFixed(1).padStart(5)} %`);
}
const dist = library.distFile('');
console.log('The stylesheets, one of which an app imports:');
for (const file of readdirSync(dist).filter((name) => name.endsWith('.css'))) {
  console.log(`  ${file.padEnd(26)} ${kb(gzipSync(readFileSync(path.join(dist, file))).length).padStart(9)}`);
}
