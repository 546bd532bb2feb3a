import type { SearchDocument } from '../types';

/**
 * Every example page has the same sections ("Live example", "How it works", "Adapt it"), and a query's words
 * are often in several of them: the first screen of results then read "How it works" five times, for
 * examples that all set one prop, and pushed the guide that explains the prop below them. Among the first
 * `FIRST` results, each example page appears once (its best document), and at most `MAX_BOILERPLATE` are
 * such sections; the others follow the first `FIRST`, in their order. A section title counts as
 * boilerplate when at least `BOILERPLATE_SHARE` of the example pages have it.
 */
const FIRST = 10;
const MAX_BOILERPLATE = 2;
const BOILERPLATE_SHARE = 0.25;
const EXAMPLES = /^\/examples\/[^/#]+/;

const boilerplateOf = new WeakMap<readonly SearchDocument[], Set<string>>();

function boilerplateTitles(docs: readonly SearchDocument[]): Set<string> {
  let titles = boilerplateOf.get(docs);
  if (titles) return titles;
  const pages = new Set<string>();
  const counts = new Map<string, number>();
  for (const doc of docs) {
    const page = EXAMPLES.exec(doc.url)?.[0];
    if (!page) continue;
    pages.add(page);
    if (doc.type === 1) counts.set(doc.title, (counts.get(doc.title) ?? 0) + 1);
  }
  titles = new Set([...counts].filter(([, count]) => count >= pages.size * BOILERPLATE_SHARE).map(([title]) => title));
  boilerplateOf.set(docs, titles);
  return titles;
}

/** `ranked` (document positions, best first) with the first `FIRST` kept free of repeated example sections. */
export function diversified(ranked: readonly number[], docs: readonly SearchDocument[]): number[] {
  const boilerplate = boilerplateTitles(docs);
  const first: number[] = [];
  const later: number[] = [];
  const pagesShown = new Set<string>();
  let boilerplateShown = 0;
  for (const ref of ranked) {
    const doc = docs[ref];
    const page = doc && EXAMPLES.exec(doc.url)?.[0];
    if (first.length >= FIRST || !doc || !page) {
      (first.length >= FIRST ? later : first).push(ref);
      continue;
    }
    const isBoilerplate = doc.type === 1 && boilerplate.has(doc.title);
    if (pagesShown.has(page) || (isBoilerplate && boilerplateShown >= MAX_BOILERPLATE)) {
      later.push(ref);
      continue;
    }
    pagesShown.add(page);
    if (isBoilerplate) boilerplateShown += 1;
    first.push(ref);
  }
  return [...first, ...later];
}
