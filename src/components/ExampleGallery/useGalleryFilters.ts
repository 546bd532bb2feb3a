import { useCallback, useMemo } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { useHistory, useLocation } from '@docusaurus/router';
import type { GalleryData } from '@site/src/plugins/content/chart-examples/types';
import { NO_FILTER, filtersSearch, readFilters, type GalleryFilters } from './galleryFilters';

/** How a change lands in the history: a new entry (Back undoes it) or in place of the current one. */
export type HistoryStep = 'push' | 'replace';

/**
 * The gallery's filters, kept in the URL (`?type=bar&shows=tooltips&q=stacked`) so a filtered gallery can
 * be linked, and comes back on Back from an example. The server renders the unfiltered gallery; the URL is
 * read after hydration, so the first client render matches the HTML.
 */
export function useGalleryFilters(
  gallery: GalleryData,
): [GalleryFilters, (next: Partial<GalleryFilters>, step: HistoryStep) => void] {
  const location = useLocation();
  const history = useHistory();
  // False on the server and in the render that hydrates, true from the next one on.
  const hydrated = useIsBrowser();
  // The URL is the only copy: an update changes it, and the router renders the gallery again with it.
  const filters = useMemo(
    () => (hydrated ? readFilters(location.search, gallery) : NO_FILTER),
    [hydrated, location.search, gallery],
  );
  const update = useCallback(
    (next: Partial<GalleryFilters>, step: HistoryStep) => {
      const target = {
        pathname: location.pathname,
        search: filtersSearch({ ...filters, ...next }),
        hash: location.hash,
      };
      if (step === 'push') history.push(target);
      else history.replace(target);
    },
    [history, location.pathname, location.hash, filters],
  );
  return [filters, update];
}
