import { useMDXComponents } from '@mdx-js/react';

/**
 * The elements a Markdown link and a fenced code block render as on this page: the page's MDX
 * components (the theme's Link, and its `pre` and `code`, the latter our CodeBlock). Components
 * used inside MDX pages (ChartExample, PropsTable) render links and code through these rather than
 * importing `@docusaurus/Link` and `@theme/CodeBlock`: the page's MDX components already load those
 * in chunks of their own, and each import put a second copy into the page's own chunk
 * (PERFORMANCE.md, 'Second copies of Link and CodeBlock'). Outside an MDX page they are the plain
 * elements.
 */
export function usePageComponents() {
  const { a = 'a', pre = 'pre', code = 'code' } = useMDXComponents();
  return { A: a, Pre: pre, Code: code };
}
