import type { SearchDocument } from './types';

/** Shorter sentences ("Default value", a type name) repeat because they are short, not because they are copies. */
export const MIN_SENTENCE_LENGTH = 30;

/** A document's text cut after each `.`, `!` or `?` that ends a sentence. */
export function sentencesOf(content: string): string[] {
  return content.split(/(?<=[.!?])\s+/);
}

/**
 * Keeps a sentence in the first document that has it and drops it from the later ones. A prop's
 * description appears in its API page's props table, in its interface's reference page and in its
 * component's reference page: search shows it once, in the first of them. `docs` must be in order
 * of preference.
 *
 * Documents for which `ownWords` holds are left whole and count for no other: the upgrade steps say the
 * same words of different releases ("body added: ReactNode, optional." in two steps is two changes, not
 * one text twice), and a step's section that lost them all was left empty and dropped from the index.
 */
export function dropRepeatedSentences(
  docs: readonly SearchDocument[],
  ownWords: (doc: SearchDocument) => boolean = () => false,
): SearchDocument[] {
  const seen = new Set<string>();
  return docs.map((doc) => {
    if (ownWords(doc)) return doc;
    const kept = sentencesOf(doc.content).filter((sentence) => {
      if (sentence.length < MIN_SENTENCE_LENGTH) return true;
      if (seen.has(sentence)) return false;
      seen.add(sentence);
      return true;
    });
    const content = kept.join(' ');
    return content === doc.content ? doc : { ...doc, content };
  });
}
