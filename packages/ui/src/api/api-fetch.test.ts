import { ApiError, apiFetch } from './api-fetch';

describe('apiFetch', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('when the network fails, then an ApiError with status 0 says so', async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiFetch('/meals')).rejects.toEqual(new ApiError(0, 'Network error. Try again later.'));
  });

  it('when the caller cancels the request, then the cancellation comes through as it is, not as a network error', async () => {
    const controller = new AbortController();
    const aborted = new DOMException('The operation was aborted.', 'AbortError');
    global.fetch = jest.fn().mockImplementation(() => {
      controller.abort();
      return Promise.reject(aborted);
    });
    await expect(apiFetch('/meals', { signal: controller.signal })).rejects.toBe(aborted);
  });
});
