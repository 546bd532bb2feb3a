import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ChartExampleData } from './types';

/**
 * An example module opens with a doc comment: its first line is the title, the rest the one-line
 * summary the gallery shows.
 *
 *     /**
 *      * Line series
 *      * Two CPU series over a day, on a time axis.
 *      *\/
 */
const HEADER = /^\/\*\*\s*\n\s*\*\s*(?<title>[^\n]+)\n(?<summary>(?:\s*\*[^\n]*\n)+?)\s*\*\//;

export async function readExample(file: string): Promise<ChartExampleData> {
  const source = await readFile(file, 'utf8');
  const header = HEADER.exec(source);
  const title = header?.groups?.title?.trim();
  const summary = header?.groups?.summary
    ?.split('\n')
    .map((line) => line.replace(/^\s*\*\s?/, '').trim())
    .filter(Boolean)
    .join(' ');
  if (!title || !summary) {
    throw new Error(
      `chart-examples: ${file} must open with a doc comment whose first line is the title and the next lines a one-line summary.`,
    );
  }
  return { name: path.basename(file, '.tsx'), title, summary, source };
}

/** Every example module in `dir` (`*.tsx`), by file name; throws if there is none. */
export async function readExamples(dir: string): Promise<ChartExampleData[]> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.tsx')).sort();
  if (files.length === 0) throw new Error(`chart-examples: no example modules in ${dir}.`);
  return Promise.all(files.map((file) => readExample(path.join(dir, file))));
}
