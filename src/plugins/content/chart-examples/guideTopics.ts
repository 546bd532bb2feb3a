import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { TopicKind } from './types';

/** A guide or a recipe as the gallery's topics see it. */
export interface GuideTopic {
  /** `docs/{id}.mdx`, served at `/docs/{id}`: `tooltips`, `recipes/aggregation-buckets`. */
  id: string;
  /** The page's front-matter title. */
  title: string;
  /** A guide (src/sidebars/guides.ts) or a recipe (src/sidebars/recipes.ts). */
  kind: TopicKind;
  /** The examples it embeds or links to, by module name. */
  examples: Set<string>;
}

const TITLE = /^---\n[\s\S]*?^title:\s*(?<title>.+)$[\s\S]*?^---$/m;
/** `import x from '@generated/chart-examples/default/{name}.json'` (embedded) or a link to `/examples/{name}`. */
const EXAMPLE_REFERENCE = /@generated\/chart-examples\/default\/([a-z0-9-]+)\.json|\]\(\/examples\/([a-z0-9-]+)[#)]/g;

/**
 * The gallery's topics are the guides, then the recipes: an example belongs to every page that embeds it or
 * links to its page, so the topic list stays true as the pages change and needs no tags kept by hand.
 */
export async function readGuideTopics(
  docsDir: string,
  ids: readonly string[],
  kind: TopicKind = 'guide',
): Promise<GuideTopic[]> {
  return Promise.all(
    ids.map(async (id) => {
      const file = path.join(docsDir, `${id}.mdx`);
      const text = await readFile(file, 'utf8');
      const title = TITLE.exec(text)
        ?.groups?.title?.trim()
        .replace(/^(['"])(.*)\1$/, '$2');
      if (!title)
        throw new Error(`chart-examples: ${file} has no front-matter title, which names its topic in the gallery.`);
      const examples = new Set([...text.matchAll(EXAMPLE_REFERENCE)].map((match) => match[1] ?? match[2] ?? ''));
      examples.delete('examples'); // the gallery itself
      return { id, title, kind, examples };
    }),
  );
}
