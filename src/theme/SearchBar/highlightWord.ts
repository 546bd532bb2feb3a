/** Elements whose text a reader does not read as page text, or that are marked already. */
const SKIPPED = 'script, style, noscript, textarea, mark';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Wraps every occurrence of `word` (in any case) in the text under `root` in a `<mark>`, and returns
 * a function that takes the marks out again and joins the text back together.
 */
export function highlightWord(root: Element, word: string): () => void {
  if (word.trim() === '') return () => undefined;
  const pattern = new RegExp(escapeRegExp(word), 'giu');
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => (node.parentElement?.closest(SKIPPED) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
  });
  const texts: Text[] = [];
  while (walker.nextNode()) texts.push(walker.currentNode as Text);

  const marks: HTMLElement[] = [];
  for (const text of texts) {
    const matches = [...text.data.matchAll(pattern)];
    // From the last match back, so the earlier offsets still hold after each split.
    for (const match of matches.reverse()) {
      const matched = text.splitText(match.index);
      matched.splitText(match[0].length);
      const mark = document.createElement('mark');
      matched.replaceWith(mark);
      mark.append(matched);
      marks.push(mark);
    }
  }

  return () => {
    const parents = new Set<Node>();
    for (const mark of marks) {
      if (mark.parentNode) parents.add(mark.parentNode);
      mark.replaceWith(...Array.from(mark.childNodes));
    }
    for (const parent of parents) parent.normalize();
  };
}
