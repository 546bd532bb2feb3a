import type { ListItem, PhrasingContent, Root, RootContent } from 'mdast';
import { markdownOf } from './pageMarkdown';
import type { Section } from './sections';
import type { TwinPage } from './twinPage';

export interface SiteSummary {
  /** The site's name, llms.txt's H1. */
  title: string;
  /** One paragraph on what the site documents, llms.txt's blockquote. */
  summary: string;
  /** The absolute URL of llms-full.txt. */
  fullUrl: string;
}

/**
 * llms.txt in llmstxt.org's form: the site's name as H1, a one-paragraph summary in a blockquote, a
 * paragraph on the twins, then a section per kind of page, each page a link to its twin with its
 * description as the note.
 */
export function llmsTxt(site: SiteSummary, sections: readonly [Section, TwinPage[]][]): string {
  const tree: Root = {
    type: 'root',
    children: [
      { type: 'heading', depth: 1, children: [{ type: 'text', value: site.title }] },
      { type: 'blockquote', children: [{ type: 'paragraph', children: [{ type: 'text', value: site.summary }] }] },
      { type: 'paragraph', children: twinsNote(site.fullUrl) },
      ...sections.flatMap(([section, pages]): RootContent[] => [
        { type: 'heading', depth: 2, children: [{ type: 'text', value: section.title }] },
        { type: 'list', ordered: false, spread: false, children: pages.map((page) => entry(section, page)) },
      ]),
    ],
  };
  return markdownOf(tree);
}

function twinsNote(fullUrl: string): PhrasingContent[] {
  return [
    {
      type: 'text',
      value:
        "Every page of the site has a Markdown twin at its URL with .md appended; the home page's is /index.md, and a URL that ends in a slash drops it (/all-types/ becomes /all-types.md). The links below lead to the twins. ",
    },
    { type: 'link', url: fullUrl, children: [{ type: 'text', value: 'llms-full.txt' }] },
    { type: 'text', value: ' holds every hand-written page in one file.' },
  ];
}

function entry(section: Section, page: TwinPage): ListItem {
  const title = section.entry?.title ?? page.title;
  const note = section.entry?.note ?? (page.description || listedPages(page.tree));
  return {
    type: 'listItem',
    spread: false,
    children: [
      {
        type: 'paragraph',
        children: [
          { type: 'link', url: page.twinUrl, children: [{ type: 'text', value: title }] },
          ...(note ? [{ type: 'text', value: `: ${note}` } as const] : []),
        ],
      },
    ],
  };
}

/**
 * The note of a page without a description of its own (a category's generated index, whose cards
 * are paragraphs that open with a link): the titles of the pages it lists.
 */
function listedPages(tree: Root): string {
  const titles = tree.children.flatMap((node) => {
    const first = node.type === 'paragraph' ? node.children[0] : undefined;
    return first?.type === 'link'
      ? [first.children.map((child) => ('value' in child ? child.value : '')).join('')]
      : [];
  });
  return titles.length > 0 ? `lists ${titles.join(', ')}` : '';
}
