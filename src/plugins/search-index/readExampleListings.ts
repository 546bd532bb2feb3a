import path from 'node:path';
import { EXAMPLES_DIR } from '../chart-examples';
import { readExamples } from '../chart-examples/readExample';
import { indexedText } from './indexedText';
import type { Listing } from './types';

/** The example modules' sources as the search scanner sees them in a page: `ChartExample`'s code block and its caption. */
export async function readExampleListings(siteDir: string): Promise<Listing[]> {
  const examples = await readExamples(path.join(siteDir, EXAMPLES_DIR));
  return examples.map(({ name, source }) => ({ text: indexedText(source), caption: `${EXAMPLES_DIR}/${name}.tsx` }));
}
