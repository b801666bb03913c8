import { QueryClient, type QueryClientConfig } from '@tanstack/react-query';

type QueryDefaults = NonNullable<NonNullable<QueryClientConfig['defaultOptions']>['queries']>;

/**
 * How long a fetched answer counts as fresh, in every root's client and the first screen's alike: a page hydrated
 * from the first screen with another value would fetch what it was just given again at once.
 */
export const QUERY_STALE_MS = 30_000;

/** A query client with the front ends' defaults (one retry, no refetch on window focus); `queries` overrides them. */
export function newQueryClient(queries: QueryDefaults = {}): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: QUERY_STALE_MS, retry: 1, refetchOnWindowFocus: false, ...queries } } });
}
