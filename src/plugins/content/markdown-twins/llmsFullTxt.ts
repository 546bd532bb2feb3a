import type { Root, RootContent } from 'mdast';
import type { SiteSummary } from './llmsTxt';
import { markdownOf } from './pageMarkdown';
import type { Section } from './sections';
import type { TwinPage } from './twinPage';

/** What llms-full.txt leaves out: the generated reference's own pages, counted and weighed for its note. */
export interface LeftOut {
  pages: number;
  bytes: number;
}

/**
 * llms-full.txt: every page llms.txt lists, in its order, in one Markdown file. Each page's headings
 * go one level down, under an H2 of its title that names its URL, so the file has one H1. The
 * generated reference is summarised, not included: its index (every export with a one-line summary)
 * is the last page, and the note under the summary says how many pages were left out, and their size.
 * An example's source, shown on several pages, is written out the first time only.
 */
export function llmsFullTxt(site: SiteSummary, sections: readonly [Section, TwinPage[]][], leftOut: LeftOut): string {
  const tree: Root = {
    type: 'root',
    children: [
      { type: 'heading', depth: 1, children: [{ type: 'text', value: site.title }] },
      { type: 'blockquote', children: [{ type: 'paragraph', children: [{ type: 'text', value: site.summary }] }] },
      {
        type: 'paragraph',
        children: [
          {
            type: 'text',
            value:
              `Every hand-written page of the site, one after the other. The ${leftOut.pages} pages of the reference generated ` +
              `from the library's type declarations (under /all-types/, ${Math.round(leftOut.bytes / 1024)} KB of Markdown) ` +
              'are left out: the last page, All types, lists every export with a one-line summary and links its page, ' +
              'whose Markdown twin is at its URL with .md appended.',
          },
        ],
      },
      ...withSourcesOnce(
        sections.flatMap(([section, pages]) =>
          pages.flatMap((page) => pageBlocks(page, section.entry?.title ?? page.title)),
        ),
      ),
    ],
  };
  return markdownOf(tree);
}

function pageBlocks(page: TwinPage, title: string): RootContent[] {
  const [first, ...rest] = page.tree.children;
  // The page's own H1 becomes the H2 that opens it; a page without one gets its title.
  const body = first?.type === 'heading' && first.depth === 1 ? rest : page.tree.children;
  return [
    { type: 'thematicBreak' },
    { type: 'heading', depth: 2, children: [{ type: 'text', value: title }] },
    {
      type: 'paragraph',
      children: [
        { type: 'text', value: 'Source: ' },
        { type: 'link', url: page.url, children: [{ type: 'text', value: page.url }] },
      ],
    },
    ...body.map(demoted),
  ];
}

/**
 * Each example's source once: a guide, the example's own page and an API page may all show the same
 * module, and a tool reading the whole file needs it once. A later copy becomes a line that names
 * the file, the first copy being above it.
 */
function withSourcesOnce(blocks: readonly RootContent[]): RootContent[] {
  const seen = new Set<string>();
  return blocks.map((block): RootContent => {
    const title =
      block.type === 'code' ? /^title="(examples\/charts\/[\w-]+\.tsx)"$/.exec(block.meta ?? '')?.[1] : undefined;
    if (!title) return block;
    if (!seen.has(title)) {
      seen.add(title);
      return block;
    }
    return {
      type: 'paragraph',
      children: [
        { type: 'text', value: 'Its source, ' },
        { type: 'inlineCode', value: title },
        { type: 'text', value: ', is given in full above.' },
      ],
    };
  });
}

/** A block with its headings one level lower (an H6 stays an H6), so each page sits under its H2. */
function demoted(node: RootContent): RootContent {
  if (node.type === 'heading') return { ...node, depth: Math.min(6, node.depth + 1) as 1 | 2 | 3 | 4 | 5 | 6 };
  if ('children' in node && (node.type === 'blockquote' || node.type === 'list' || node.type === 'listItem')) {
    return { ...node, children: node.children.map(demoted) } as RootContent;
  }
  return node;
}
