import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Root, RootContent, Table } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import { twinPathOf } from '../src/plugins/content/markdown-twins/twinPath';
import { BUILD } from './files';

/** The published site's root, which every link of a twin and of llms.txt starts with (docusaurus.config.ts's url and baseUrl). */
export const SITE_URL = 'https://elastic.github.io/';

/** A twin of the build by route, as text. */
export function twinOf(route: string): string {
  return readFileSync(path.join(BUILD, twinPathOf(route)), 'utf8');
}

/** Markdown read as GFM, the way a reader's tool reads a twin. */
export function parseMarkdown(markdown: string): Root {
  return fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
}

/** Every node of a tree, depth first. */
export function nodesOf(tree: Root | RootContent): RootContent[] {
  const children = 'children' in tree ? (tree.children as RootContent[]) : [];
  return children.flatMap((child) => [child, ...nodesOf(child)]);
}

export function tablesOf(tree: Root): Table[] {
  return nodesOf(tree).filter((node): node is Table => node.type === 'table');
}

/** A node's text, as a reader's tool gets it: text, code and inline code, without the Markdown around them. */
export function textOf(node: Root | RootContent): string {
  if ('value' in node && typeof node.value === 'string') return node.value;
  return 'children' in node ? (node.children as RootContent[]).map(textOf).join('') : '';
}

/** Every link URL of a Markdown text (links and images), as parsed. */
export function linksOf(markdown: string): string[] {
  return nodesOf(parseMarkdown(markdown)).flatMap((node) =>
    node.type === 'link' || node.type === 'image' ? [node.url] : [],
  );
}

/**
 * The file `docusaurus serve` answers a site path with: a page's `index.html`, or a file of the build
 * (a twin, llms-full.txt); undefined if none.
 */
export function buildFileOf(pathname: string): string | undefined {
  const clean = decodeURIComponent(pathname);
  const candidates = [path.join(BUILD, clean, 'index.html'), path.join(BUILD, clean)];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}

/**
 * Markdown without what may quote HTML or JSX on purpose: fenced code and inline code (a guide
 * names `<div>` and `<table>` in code spans). What is left is prose, where no tag may remain.
 */
export function proseOf(markdown: string): string {
  return markdown.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1`*[ \t]*$/gm, '').replace(/(`+)[^`\n][\s\S]*?\1/g, '');
}
