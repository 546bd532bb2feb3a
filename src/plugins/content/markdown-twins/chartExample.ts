import type { BlockContent } from 'mdast';
import { isCodeBlock } from './codeBlock';
import { attribute, findElement, type HtmlElement } from './htmlTree';
import type { PageContext } from './pageContext';
import { phrasing, tidyPhrasing } from './phrasing';

/** ChartExample's figure (src/components/ChartExample): a live chart, its toolbar and, on most pages, its source. */
export function isChartExample(element: HtmlElement): boolean {
  return element.tagName === 'figure' && attribute(element, 'data-chart-example') !== undefined;
}

/**
 * A live example as Markdown: a line that names it, then its module's full source in a `tsx`
 * fence, read from examples/charts/ (the chart-examples plugin's content, the source of truth)
 * rather than from the page's highlighted copy. A guide folds that copy and a chart's box is only
 * a placeholder in the HTML; neither is anything a reader of the twin could use.
 *
 * A preview (a gallery card, the home page's showcase) shows no source on its page: it keeps its
 * caption, which links the example's page, and a gallery card already links it by its title.
 */
export function chartExample(figure: HtmlElement, page: PageContext): BlockContent[] {
  const name = attribute(figure, 'data-chart-example') ?? '';
  const example = page.examples.get(name);
  if (!example)
    throw new Error(`markdown-twins: ${page.url} shows the example "${name}", which examples/charts/ lacks.`);
  if (!findElement(figure, isCodeBlock)) {
    const caption = findElement(figure, (element) => element.tagName === 'figcaption');
    const children = caption ? tidyPhrasing(phrasing(caption.childNodes, page)) : [];
    return children.length > 0 ? [{ type: 'paragraph', children }] : [];
  }
  return [
    {
      type: 'paragraph',
      children: [
        { type: 'text', value: 'Live example: ' },
        {
          type: 'link',
          url: page.absolute(`/examples/${name}`),
          children: [{ type: 'strong', children: [{ type: 'text', value: example.title }] }],
        },
        { type: 'text', value: `. ${example.summary}` },
      ],
    },
    {
      type: 'code',
      lang: 'tsx',
      meta: `title=${JSON.stringify(`examples/charts/${name}.tsx`)}`,
      value: example.source.replace(/\n+$/, ''),
    },
  ];
}
