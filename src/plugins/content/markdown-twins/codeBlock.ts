import type { Code } from 'mdast';
import { classes, collapsedText, findElement, hasClass, rawText, type HtmlElement } from './htmlTree';

/** The theme's code block (its container holds the title, the `pre` and the copy button). */
export function isCodeBlock(element: HtmlElement): boolean {
  return hasClass(element, 'theme-code-block');
}

/**
 * A code block, or a bare `pre`, as a fenced block with its language and title. The text is the
 * `pre`'s: Prism wraps each line in a span that ends with a `<br>`, which rawText reads as the line
 * break it is.
 */
export function codeBlock(element: HtmlElement): Code {
  const pre = element.tagName === 'pre' ? element : findElement(element, (candidate) => candidate.tagName === 'pre');
  if (!pre) throw new Error('markdown-twins: a code block without a <pre>.');
  const title = findElement(element, (candidate) => hasClass(candidate, 'codeBlockTitle'));
  return {
    type: 'code',
    lang: languageOf(element) ?? languageOf(pre),
    meta: title ? `title=${JSON.stringify(collapsedText(title))}` : undefined,
    value: rawText(pre).replace(/\n+$/, ''),
  };
}

function languageOf(element: HtmlElement): string | undefined {
  return classes(element)
    .find((name) => name.startsWith('language-'))
    ?.slice('language-'.length);
}
