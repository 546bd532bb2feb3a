import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { EXAMPLES_DIR } from '../chart-examples';
import { readExample } from '../chart-examples/readExample';
import { indexedText } from './indexedText';
import type { Listing } from './types';

/** The example modules' sources as the search scanner sees them in a page: `ChartExample`'s code block and its caption. */
export async function readExampleListings(siteDir: string): Promise<Listing[]> {
  const dir = path.join(siteDir, EXAMPLES_DIR);
  const files = (await readdir(dir)).filter((file) => file.endsWith('.tsx'));
  if (files.length === 0) throw new Error(`search-index: no example modules in ${dir}.`);
  const examples = await Promise.all(files.map((file) => readExample(path.join(dir, file))));
  return examples.map(({ name, source }) => ({ text: indexedText(source), caption: `${EXAMPLES_DIR}/${name}.tsx` }));
}
