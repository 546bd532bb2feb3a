import { readFile } from 'node:fs/promises';
import path from 'node:path';

const POSITION = /^---\n[\s\S]*?^sidebar_position:\s*(?<position>[\d.]+)\s*$[\s\S]*?^---$/m;

/**
 * Each example's place in the examples sidebar, from its page's front matter (`examples/{name}.mdx`,
 * `sidebar_position`): the gallery shows its cards in the same order, the first chart and the plain
 * chart types first, each followed by its variants. An example without a page or position is left out
 * (the gallery puts it last).
 */
export async function readExamplePositions(pagesDir: string, names: readonly string[]): Promise<Map<string, number>> {
  const positions = await Promise.all(
    names.map(async (name) => {
      const text = await readFile(path.join(pagesDir, `${name}.mdx`), 'utf8').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return '';
        throw error;
      });
      const position = POSITION.exec(text)?.groups?.position;
      return position === undefined ? [] : [[name, Number(position)] as const];
    }),
  );
  return new Map(positions.flat());
}
