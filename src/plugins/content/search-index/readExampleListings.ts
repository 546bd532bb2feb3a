import path from 'node:path';
import { EXAMPLES_DIR } from '../chart-examples';
import { readExamples } from '../chart-examples/readExample';
import type { ChartExampleData } from '../chart-examples/types';
import { indexedText } from './indexedText';
import type { Listing } from './types';

/** The example modules' sources as the search scanner sees them in a page: `ChartExample`'s code block and its caption. */
export function exampleListings(examples: readonly ChartExampleData[]): Listing[] {
  return examples.map(({ name, source }) => ({ text: indexedText(source), caption: `${EXAMPLES_DIR}/${name}.tsx` }));
}

/** The listings of every example module of the site. */
export async function readExampleListings(siteDir: string): Promise<Listing[]> {
  return exampleListings(await readExamples(path.join(siteDir, EXAMPLES_DIR)));
}
