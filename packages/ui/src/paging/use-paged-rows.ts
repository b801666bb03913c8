import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDeferredAnswer } from '../first-screen/deferred-answer';
import { removableRows, type RemovableRows } from './paged-rows';

/** One page of a server-paged list, as its fetcher answers it and as the query cache keeps it. */
export interface PageSlice<T> {
  rows: T[];
  totalPages: number;
}

/**
 * The current page, remembered per query key: a new search (a new key) starts again at page 1 without an
 * effect or a reset call in every caller.
 */
export function usePageFor(key: readonly unknown[]) {
  const keyHash = JSON.stringify(key);
  const [paging, setPaging] = useState({ keyHash, page: 1 });
  const page = paging.keyHash === keyHash ? paging.page : 1;
  const setPage = (next: number) => setPaging({ keyHash, page: next });
  return [page, setPage] as const;
}

/**
 * A server-paged table's rows: `fetchPage` asks the API for one page; each page is cached under `[...key, 'page', n]`,
 * so a mutation invalidates every page by `key`. `enabled` false (the session still loading) waits instead of asking.
 */
export function usePagedRows<T>(key: readonly unknown[], fetchPage: (page: number, signal: AbortSignal) => Promise<PageSlice<T>>, { enabled = true } = {}): RemovableRows<T> {
  const [page, setPage] = usePageFor(key);
  const result = useQuery({
    queryKey: [...key, 'page', page],
    queryFn: ({ signal }) => fetchPage(page, signal),
    enabled,
    // The previous page stays on screen while the next loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
  // The table renders a step behind its data (see useDeferredAnswer): a section's first answer was one long task on
  // a slow phone.
  const { shown: data, arriving } = useDeferredAnswer(result.data);
  return removableRows({
    page,
    setPage,
    totalPages: Math.max(1, data?.totalPages ?? 1),
    rows: data?.rows ?? [],
    isLoading: (result.isPending && enabled) || arriving,
    isError: result.isError,
  });
}
