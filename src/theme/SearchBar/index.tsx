import React, { useCallback, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import { useHistory } from '@docusaurus/router';
import { useWindowSize } from '@docusaurus/theme-common';
import type { SearchHit } from '@site/src/plugins/content/search-index/client/searchHit';
import { useSearchHighlight, type SearchLocationState } from './useSearchHighlight';
import { useSearchHits } from './useSearchHits';
import { useSearchIndex } from './useSearchIndex';
import { searchShortcutLabel, useSearchShortcut } from './useSearchShortcut';
import { useTypeAhead } from './useTypeAhead';
import styles from './styles.module.css';

const UNAVAILABLE_HINT = 'The search index could not be loaded. Reload the page to try again.';

/**
 * The box's placeholder in each state. In the mobile layout (the theme's breakpoint, 996 px, where the
 * navbar gives the box 144 px beside the menu button and the title) 'Search Ctrl+K' and 'Search
 * unavailable' do not fit and were cut ('Search Ctrl+'); there the box reads 'Search' and
 * 'Unavailable' (the shortcut still works where there is a keyboard, and a phone has none to press).
 */
function placeholderOf(state: ReturnType<typeof useSearchIndex>['state'], narrow: boolean): string {
  if (state === 'ready') return narrow ? 'Search' : searchShortcutLabel();
  if (state === 'failed') return narrow ? 'Unavailable' : 'Search unavailable';
  return 'Loading...';
}

/**
 * The navbar's search box, in place of docusaurus-lunr-search's own. It reads 'Loading...' and is
 * disabled until the index is in; the index and lunr are loaded in a worker once the page has loaded
 * (or as soon as the reader points at the box or presses Ctrl+K), so they never compete with the first
 * paint. What the reader types meanwhile, after pressing on the box or Ctrl+K, shows in the box and is
 * searched for once the index is in (`useTypeAhead.ts`).
 * Results are rendered by React from plain text (at most the plugin's `maxHits`); ArrowDown and
 * ArrowUp move through them, Escape closes them. Choosing one opens its page with the matched word
 * highlighted.
 */
export default function SearchBar(): ReactNode {
  const { state, load, worker, Results } = useSearchIndex();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const { answer, ask } = useSearchHits(worker);
  const box = useRef<HTMLInputElement>(null);
  const bar = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const history = useHistory();
  const narrow = useWindowSize() === 'mobile';
  // What the reader typed before the index was in: the box takes it, with the focus, once it is enabled.
  const { typed, arm } = useTypeAhead(state, bar, (text) => {
    box.current?.focus();
    setQuery(text);
    ask(text);
    setOpen(true);
  });
  useSearchShortcut(box, load, arm);
  useSearchHighlight();

  const choose = useCallback(
    (hit: SearchHit) => {
      setQuery('');
      ask('');
      setOpen(false);
      box.current?.blur();
      history.push(hit.url ?? '/', { searchWord: hit.match.word } satisfies SearchLocationState);
    },
    [history, ask],
  );

  const suggest = useCallback(
    (suggestion: string) => {
      setQuery(suggestion);
      ask(suggestion);
      box.current?.focus();
    },
    [ask],
  );

  // Arrow keys move the focus between the box and the result links; Escape closes the list.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      setOpen(false);
      box.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const links = Array.from(list.current?.querySelectorAll('a') ?? []);
    if (links.length === 0) return;
    event.preventDefault();
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    const next = event.key === 'ArrowDown' ? Math.min(at + 1, links.length - 1) : at - 1;
    (next < 0 ? box.current : links[next])?.focus();
  };

  // The list closes when the focus leaves the search bar (a click elsewhere, Tab past the last result).
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };

  const shown = open && answer !== undefined;
  return (
    // The bar itself is never focused: it hears the keys and the blur that bubble from its box and its
    // result links (the arrow keys move between them), and a pointer coming near starts the index's load.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- handlers for its children's events
    <div
      ref={bar}
      className={clsx('navbar__search', styles.searchBar)}
      onPointerEnter={load}
      onPointerDown={() => {
        // A press on the disabled box: the reader wants to search now. (An enabled box focuses itself.)
        load();
        arm();
      }}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <input
        ref={box}
        type="search"
        className="navbar__search-input"
        aria-label="Search"
        placeholder={placeholderOf(state, narrow)}
        title={state === 'failed' ? UNAVAILABLE_HINT : undefined}
        disabled={state !== 'ready'}
        value={state === 'ready' ? query : typed}
        onChange={(event) => {
          ask(event.target.value);
          setQuery(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
      />
      <span role="status" className="visually-hidden">
        {shown
          ? `${answer.hits.length === 0 ? 'No' : answer.hits.length} result${answer.hits.length === 1 ? '' : 's'}`
          : ''}
      </span>
      {shown && Results && <Results answer={answer} listRef={list} onChoose={choose} onSuggest={suggest} />}
    </div>
  );
}
