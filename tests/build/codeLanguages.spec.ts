import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { BUILD, filesUnder } from '../files';
import Prism from '../../src/plugins/speed/prism-with-code-blocks/client/prism';

/**
 * The site highlights code with the grammars of `src/plugins/speed/prism-with-code-blocks/client/prism.ts`
 * only. A code block in a language without one still shows, as plain text: this catches a page that
 * starts using such a language, so its grammar gets added rather than the block silently losing
 * its colours.
 */
/** Registered by the classic theme from `themeConfig.prism.additionalLanguages` when a code block loads. */
const THEME_LANGUAGES = ['bash'];

test('every code block of the site is in a language the site has a grammar for', () => {
  const known = new Set([...Object.keys(Prism.languages), ...THEME_LANGUAGES]);
  const used = new Map<string, string>();
  for (const file of filesUnder(BUILD, '.html', ['storybook'])) {
    for (const [, language] of readFileSync(file, 'utf8').matchAll(/<pre[^>]*class="?prism-code language-([\w-]+)/g)) {
      if (language && !used.has(language)) used.set(language, path.relative(BUILD, file));
    }
  }
  // The check is real: the site's pages do show code blocks, in more than one language.
  expect(used.size).toBeGreaterThan(1);
  const missing = [...used].filter(([language]) => !known.has(language)).map(([language, page]) => `${language} (first on ${page})`);
  expect(missing, 'add these grammars to src/plugins/speed/prism-with-code-blocks/client/prism.ts').toEqual([]);
});
