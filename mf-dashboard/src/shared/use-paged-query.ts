import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { PagedRows } from '@hostel/ui';

export interface PageSlice<T> {
  rows: T[];
  totalPages: number;
}

export interface PagedList<T> extends PagedRows<T> {
  /** After removing a row: when it was the last one on a later page, step back so the list is not left empty. */
  afterRemove: () => void;
}

/** Pages from the server for `count` items of `size` a page; never fewer than one page. */
export const pagesFor = (count: number, size: number) => Math.max(1, Math.ceil(count / size));

/**
 * One server-paged list of the signed-in user's own data. `userId` null (session still loading) waits
 * instead of asking for somebody's data with an empty id.
 */
export function usePagedQuery<T>(key: readonly unknown[], userId: string | null, fetchPage: (userId: string, page: number, signal: AbortSignal) => Promise<PageSlice<T>>): PagedList<T> {
  const [page, setPage] = useState(1);
  const result = useQuery({
    queryKey: [...key, 'page', page],
    queryFn: ({ signal }) => fetchPage(userId!, page, signal),
    enabled: userId !== null,
    // The previous page stays on screen while the next loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
  const rows = result.data?.rows ?? [];
  return {
    page,
    setPage,
    totalPages: Math.max(1, result.data?.totalPages ?? 1),
    rows,
    isLoading: result.isPending && userId !== null,
    isError: result.isError,
    afterRemove: () => {
      if (rows.length === 1 && page > 1) setPage(page - 1);
    },
  };
}
