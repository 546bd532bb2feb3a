// `npm run build:storybook` (the second half of `npm run build`): builds Storybook into
// build/storybook/, where `npm run serve` serves it at /storybook/.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const OUT = path.join(root, 'build', 'storybook');
/** Where the site serves Storybook; the navbar links here. */
const MOUNT = '/storybook/';

const result = spawnSync(
  'npx',
  [
    'storybook',
    'build',
    '--config-dir',
    '.storybook',
    '--output-dir',
    OUT,
    '--quiet',
    '--disable-telemetry',
    // `docusaurus serve` answers `iframe.html?id=…` with a redirect to the clean URL `iframe` and
    // drops the query, so the preview would not know its story. Point the manager at the clean URL.
    '--preview-url',
    './iframe',
    '--force-build-preview',
  ],
  { cwd: root, stdio: 'inherit', env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' } },
);
if (result.error) throw result.error;
if (result.status !== 0) process.exit(result.status ?? 1);

// The navbar links to `/storybook` without the slash, where the manager's relative URLs
// (`./sb-manager/…`) would resolve against the site root. A base element, first in <head> so it
// precedes every relative URL, makes them resolve inside /storybook/ either way.
const index = path.join(OUT, 'index.html');
const html = readFileSync(index, 'utf8');
if (!html.includes('<head>')) throw new Error(`build-storybook: no <head> in ${index}; cannot set its base URL.`);
writeFileSync(index, html.replace('<head>', `<head>\n    <base href="${MOUNT}" />`));
console.log(`Storybook built into ${path.relative(root, OUT)}/ (served at ${MOUNT}).`);
