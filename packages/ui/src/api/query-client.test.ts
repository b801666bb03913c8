import { firstScreenClient } from '../first-screen/render-first-screen';
import { newQueryClient, QUERY_STALE_MS } from './query-client';

describe('newQueryClient', () => {
  it('when the browser roots and the first screen make their clients, then an answer stays fresh equally long in each', () => {
    const browser = newQueryClient().getDefaultOptions().queries;
    const firstScreen = firstScreenClient().getDefaultOptions().queries;

    expect(browser).toMatchObject({ staleTime: QUERY_STALE_MS, retry: 1, refetchOnWindowFocus: false });
    expect(firstScreen).toMatchObject({ staleTime: QUERY_STALE_MS, retry: false });
  });
});
