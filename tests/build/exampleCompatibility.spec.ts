import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { readCompileMatrix } from '../../src/plugins/content/api-history/compileMatrix';
import { BUILD } from '../files';

/**
 * Every example's page says which releases its module compiles against, as the compile matrix
 * (src/plugins/content/api-history/compile-matrix.json) records it: each release it compiles against
 * before "not against", each one it does not after.
 */
const matrix = readCompileMatrix();

/** The text of the page's compatibility line (src/plugins/content/chart-examples/remarkExampleCompatibility.ts), tags dropped. */
function compatibilityLine(html: string): string | undefined {
  const match = /<p>(Type-checked against the newest release of each major[\s\S]*?)<\/p>/.exec(html);
  return match?.[1]?.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ');
}

test('each example page says which releases its module compiles against, as the compile matrix records', () => {
  const names = Object.keys(matrix.examples);
  expect(names.length).toBeGreaterThan(60);
  const wrong: string[] = [];
  for (const name of names) {
    const line = compatibilityLine(readFileSync(path.join(BUILD, 'examples', name, 'index.html'), 'utf8'));
    if (!line) {
      wrong.push(`${name}: no compatibility line`);
      continue;
    }
    const [compiles = '', fails = ''] = line.split(' not against ');
    for (const [major, release] of Object.entries(matrix.releases)) {
      const expected = matrix.examples[name]?.majors[major] === true ? compiles : fails;
      if (!expected.includes(release)) wrong.push(`${name}: ${release} not where the matrix puts it in "${line}"`);
    }
  }
  expect(wrong).toEqual([]);
});

test('an example that needs a newer release says which ones it does not compile against', () => {
  // legend imports LegendLayout, which 70.1.6 does not export (the matrix's first error for it).
  expect(matrix.examples.legend?.majors['70']).toMatch(/LegendLayout/);
  const line = compatibilityLine(readFileSync(path.join(BUILD, 'examples', 'legend', 'index.html'), 'utf8'));
  expect(line).toMatch(/compiles against 71\.9\.0, 72\.0\.1 and 73\.2\.1, not against 65\.2\.0, .* and 70\.1\.6\./);
});
