import { readFileSync, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { BUILD, filesUnder } from './files';

/**
 * Broken-link check over the production build: every internal `href` of every built page must
 * name a page (or file) of the build, and every `#fragment` on it must name an element id there.
 * No browser: the HTML files are the build's own output, Storybook's at build/storybook/ included.
 */
/** The file `docusaurus serve` answers a path with, or undefined. */
function fileForPath(urlPath: string): string | undefined {
  const clean = decodeURIComponent(urlPath).replace(/\/$/, '');
  const candidates = [
    path.join(BUILD, clean),
    path.join(BUILD, `${clean}.html`),
    path.join(BUILD, clean, 'index.html'),
  ];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}

const ids = new Map<string, Set<string>>();
function idsOf(file: string): Set<string> {
  let found = ids.get(file);
  if (!found) {
    found = new Set([...readFileSync(file, 'utf8').matchAll(/\sid="([^"]+)"/g)].map((m) => m[1] ?? ''));
    ids.set(file, found);
  }
  return found;
}

test('every internal link and anchor of the build resolves', () => {
  expect(existsSync(BUILD), 'run `npm run build` first').toBe(true);
  const pages = filesUnder(BUILD, '.html').filter((file) => !file.endsWith('404.html'));
  expect(pages.length).toBeGreaterThan(500);
  const broken: string[] = [];
  for (const file of pages) {
    const html = readFileSync(file, 'utf8');
    const pageUrl = new URL(
      `http://site/${path
        .relative(BUILD, file)
        .replace(/index\.html$/, '')
        .replace(/\.html$/, '')}`,
    );
    for (const [, href = ''] of html.matchAll(/<a [^>]*href="([^"]+)"/g)) {
      const target = new URL(href.replace(/&amp;/g, '&'), pageUrl);
      if (target.host !== 'site') continue;
      const targetFile = fileForPath(target.pathname);
      if (!targetFile) {
        broken.push(`${pageUrl.pathname} -> ${href}`);
      } else if (target.hash.length > 1 && !idsOf(targetFile).has(decodeURIComponent(target.hash.slice(1)))) {
        broken.push(`${pageUrl.pathname} -> ${href} (no such anchor)`);
      }
    }
  }
  expect(broken).toEqual([]);
});
