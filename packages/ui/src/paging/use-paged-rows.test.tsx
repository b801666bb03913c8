import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { usePagedRows, type PageSlice } from './use-paged-rows';

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

function renderPaged(initial: { search: string; enabled?: boolean }, fetchPage: (page: number) => Promise<PageSlice<string>>) {
  const queries = client();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queries}>{children}</QueryClientProvider>;
  return renderHook(({ search, enabled }: { search: string; enabled?: boolean }) => usePagedRows(['rows', search], (page) => fetchPage(page), { enabled }), { wrapper, initialProps: initial });
}

describe('usePagedRows', () => {
  it('when a page answers, then its rows and the page count are shown, never fewer than one page', async () => {
    const { result } = renderPaged({ search: '' }, async (page) => ({ rows: [`row ${page}`], totalPages: 0 }));

    await waitFor(() => expect(result.current.rows).toEqual(['row 1']));
    expect(result.current).toMatchObject({ page: 1, totalPages: 1, isLoading: false, isError: false });
  });

  it('when the key changes (a new search), then the list starts again at page 1', async () => {
    const asked: string[] = [];
    const { result, rerender } = renderPaged({ search: 'a' }, async (page) => {
      asked.push(`page ${page}`);
      return { rows: [`row ${page}`], totalPages: 3 };
    });
    await waitFor(() => expect(result.current.rows).toEqual(['row 1']));

    act(() => result.current.setPage(3));
    await waitFor(() => expect(result.current.rows).toEqual(['row 3']));
    rerender({ search: 'b' });

    expect(result.current.page).toBe(1);
    await waitFor(() => expect(asked).toEqual(['page 1', 'page 3', 'page 1']));
  });

  it('when it is not enabled (the session still loading), then nothing is asked and nothing is loading', () => {
    const fetchPage = jest.fn(async () => ({ rows: ['row'], totalPages: 1 }));
    const { result } = renderPaged({ search: '', enabled: false }, fetchPage);

    expect(fetchPage).not.toHaveBeenCalled();
    expect(result.current).toMatchObject({ rows: [], isLoading: false });
  });

  it('when the last row of a later page is removed, then the list steps back a page', async () => {
    const { result } = renderPaged({ search: '' }, async (page) => ({ rows: [`row ${page}`], totalPages: 2 }));
    await waitFor(() => expect(result.current.rows).toEqual(['row 1']));
    act(() => result.current.setPage(2));
    await waitFor(() => expect(result.current.rows).toEqual(['row 2']));

    act(() => result.current.afterRemove());

    expect(result.current.page).toBe(1);
  });
});
