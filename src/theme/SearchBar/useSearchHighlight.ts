import { useEffect, useState } from 'react';
import { useHistory, useLocation } from '@docusaurus/router';

/** What a search result puts in the history entry it opens: the word to highlight there. */
export interface SearchLocationState {
  searchWord?: string;
}

function searchWordOf(state: unknown): string | undefined {
  const word = (state as SearchLocationState | null | undefined)?.searchWord;
  return typeof word === 'string' && word.trim() !== '' ? word : undefined;
}

/**
 * On a page opened from a search result, highlights the matched word in the page's article (or
 * main content). The word is taken out of the history entry at once, so reloading the page or
 * coming back to it shows it plain; it stays highlighted until the reader goes to another page.
 */
export function useSearchHighlight(): void {
  const location = useLocation();
  const history = useHistory();
  const [highlight, setHighlight] = useState<{ word: string; pathname: string }>();
  const fromHistory = searchWordOf(location.state);
  // Kept in state as soon as it is seen (React's pattern for state that follows a prop: set during
  // the render, so the page's first paint already has it), since the history entry is about to lose it.
  if (fromHistory && (highlight?.word !== fromHistory || highlight.pathname !== location.pathname)) {
    setHighlight({ word: fromHistory, pathname: location.pathname });
  }

  useEffect(() => {
    if (!fromHistory) return;
    const { searchWord: _taken, ...rest } = location.state as SearchLocationState;
    history.replace({ ...location, state: rest });
  }, [fromHistory, history, location]);

  // The layout, and so this hook, stays mounted across pages of one docs section: only the page it was meant for is marked.
  const word = highlight?.pathname === location.pathname ? highlight.word : undefined;
  // The marking code comes in a chunk of its own, asked for only on a page opened from a result: in the search box's
  // module it was in every page's first scripts (PERFORMANCE.md, 'Search highlight on demand').
  useEffect(() => {
    const root = document.querySelector('article') ?? document.querySelector('main');
    if (!word || !root) return undefined;
    let unmark: (() => void) | undefined;
    let left = false;
    void import('./highlightWord').then(({ highlightWord }) => {
      if (!left) unmark = highlightWord(root, word);
    });
    return () => {
      left = true;
      unmark?.();
    };
  }, [word]);
}
