import { useCallback, useMemo } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { useHistory, useLocation } from '@docusaurus/router';
import type { GroupBy } from './groupExamples';

/** Longer queries are cut: a filter box needs no more, and a pasted URL cannot make the page match megabytes. */
const MAX_QUERY = 100;

interface GalleryQuery {
  query: string;
  by: GroupBy;
}

const UNFILTERED: GalleryQuery = { query: '', by: 'type' };

function readSearch(search: string): GalleryQuery {
  const params = new URLSearchParams(search);
  return { query: (params.get('q') ?? '').slice(0, MAX_QUERY), by: params.get('by') === 'topic' ? 'topic' : 'type' };
}

/**
 * The filter text and grouping, kept in the URL (`?q=tooltip&by=topic`) so a filtered gallery can be
 * linked and survives Back. The server renders the unfiltered gallery; the URL is read after hydration,
 * so the first client render matches the HTML.
 */
export function useGalleryQuery(): [GalleryQuery, (next: Partial<GalleryQuery>) => void] {
  const location = useLocation();
  const history = useHistory();
  // False on the server and in the render that hydrates, true from the next one on.
  const hydrated = useIsBrowser();
  // The URL is the only copy: an update replaces it, and the router renders the gallery again with it.
  const state = useMemo(() => (hydrated ? readSearch(location.search) : UNFILTERED), [hydrated, location.search]);
  const update = useCallback(
    (next: Partial<GalleryQuery>) => {
      const merged = { ...state, ...next, query: (next.query ?? state.query).slice(0, MAX_QUERY) };
      const params = new URLSearchParams();
      if (merged.query) params.set('q', merged.query);
      if (merged.by === 'topic') params.set('by', 'topic');
      const search = params.toString();
      history.replace({ pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash });
    },
    [history, location.pathname, location.hash, state],
  );
  return [state, update];
}
