import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { removableRows, type RemovableRows } from '@hostel/ui';

export interface PageSlice<T> {
  rows: T[];
  totalPages: number;
}

export type PagedList<T> = RemovableRows<T>;

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
  return removableRows({
    page,
    setPage,
    totalPages: Math.max(1, result.data?.totalPages ?? 1),
    rows: result.data?.rows ?? [],
    isLoading: result.isPending && userId !== null,
    isError: result.isError,
  });
}
