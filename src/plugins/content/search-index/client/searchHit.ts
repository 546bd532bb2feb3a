import { HIT_KINDS, type HitKind } from './hitKind';

/**
 * One result as the search bar lists it, built in the search worker from a lunr match. Plain text
 * only: the bar renders it as text, so nothing of a page's content can become markup.
 */
export interface SearchHit {
  /** Where choosing it goes; a document without one goes to the home page. */
  url: string | undefined;
  /** What kind of page it is on: a guide, an example, an API page or a generated type page. */
  kind: HitKind;
  /** The page's title, then the section's for a hit in a section of a page. */
  titles: string[];
  /**
   * Where the query matched: in the last title (`before + word + after` is that title) or in the
   * text (then `before` and `after` are a few words of context on either side).
   */
  match: { in: 'title' | 'text'; before: string; word: string; after: string };
  /** For a match in the title, the first words of the text under it; otherwise empty. */
  text: string;
}

export function isSearchHit(data: unknown): data is SearchHit {
  const hit = data as Partial<Record<keyof SearchHit, unknown>> | null;
  if (typeof hit !== 'object' || hit === null) return false;
  const match = hit.match as Partial<Record<keyof SearchHit['match'], unknown>> | null | undefined;
  return (
    (hit.url === undefined || typeof hit.url === 'string') &&
    HIT_KINDS.includes(hit.kind as HitKind) &&
    typeof hit.text === 'string' &&
    Array.isArray(hit.titles) &&
    hit.titles.every((title) => typeof title === 'string') &&
    typeof match === 'object' &&
    match !== null &&
    (match.in === 'title' || match.in === 'text') &&
    typeof match.before === 'string' &&
    typeof match.word === 'string' &&
    typeof match.after === 'string'
  );
}
