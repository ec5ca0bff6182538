// The market's filters as address state: reading parses the query, changing navigates (Back undoes it).
import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { store } from '../../shared/state/store';
import { filtersToSearch, parseFilters, type MarketFilters } from './marketQuery';

export function useMarketFilters() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const { game } = useSnapshot(store);
  const filters = useMemo(() => parseFilters(search, game), [search, game]);
  const setFilters = useCallback(
    (next: MarketFilters, options: { replace?: boolean } = {}) => {
      const query = filtersToSearch(next);
      // The same view again (e.g. the same search) adds no history entry.
      if (query === filtersToSearch(filters)) return;
      // The market is the home page: "/" under the language and game prefix.
      navigate(query ? `/?${query}` : '/', { replace: options.replace });
    },
    [navigate, filters],
  );
  return { game, filters, setFilters };
}
