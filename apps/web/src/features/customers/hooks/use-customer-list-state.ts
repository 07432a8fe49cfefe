import { SUCCESS_BANNER_MS } from '#web/config/ui.ts';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { addedCustomerName } from '../utils/added-banner.ts';

const readPage = (search: string): number => {
  const page = Number(new URLSearchParams(search).get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
};

/**
 * The list's search, page and success banner. Search and page live in the address (?q=&page=),
 * so coming back from a customer returns to the same page. The banner's name arrives in the
 * navigation state of the add form; the state is cleared at once, so a reload or a later visit
 * does not show the banner again, and the banner leaves after 5 s (spec §8, §9).
 */
export function useCustomerListState() {
  const location = useLocation();
  const navigate = useNavigate();
  const [query, setQueryState] = useState(
    () => new URLSearchParams(location.search).get('q') ?? '',
  );
  const [page, setPage] = useState(() => readPage(location.search));
  const [addedName, setAddedName] = useState(() => addedCustomerName(location.state));

  const setQuery = useCallback((value: string) => {
    setQueryState(value);
    setPage(1);
  }, []);

  useEffect(() => {
    const params = new URLSearchParams();
    if (query) params.set('q', query);
    if (page > 1) params.set('page', String(page));
    const search = params.size > 0 ? `?${params.toString()}` : '';
    if (search !== location.search || location.state !== null) {
      void navigate({ pathname: location.pathname, search }, { replace: true, state: null });
    }
  }, [query, page, location.pathname, location.search, location.state, navigate]);

  useEffect(() => {
    if (addedName === null) return;
    const timer = window.setTimeout(() => setAddedName(null), SUCCESS_BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [addedName]);

  const dismissBanner = useCallback(() => setAddedName(null), []);

  return { query, setQuery, page, setPage, addedName, dismissBanner };
}
