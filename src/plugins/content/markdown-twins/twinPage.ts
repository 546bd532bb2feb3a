import type { Root } from 'mdast';

/** One page's twin, as written and as llms.txt and llms-full.txt list it. */
export interface TwinPage {
  route: string;
  /** The page's absolute URL. */
  url: string;
  /** The twin's absolute URL. */
  twinUrl: string;
  title: string;
  description: string;
  /** The twin's Markdown tree, which llms-full.txt takes its pages from. */
  tree: Root;
  /** The twin's size in bytes, as written. */
  bytes: number;
}
