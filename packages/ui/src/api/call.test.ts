import { deleteReview, getMeal, likeMeal, listMeals, uploadImage, type Meal } from '@hostel/contracts';
import { mealFixture as aMeal } from '../testing/meal-fixture';
import { ApiError } from './api-fetch';
import { call, callForFile, callWithHeaders } from './call';

const MEAL_ID = '65a000000000000000000001';
const REVIEW_ID = '65a000000000000000000002';

/** A fetch answering `body` with `status`; the calls it saw are on `.mock.calls`. */
const answering = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  jest.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => ({
    ok: status < 400,
    status,
    json: async () => body,
    headers: new Headers(headers),
  })) as jest.Mock & typeof fetch;

describe('call', () => {
  const realFetch = global.fetch;
  const realEnv = process.env.NODE_ENV;
  afterEach(() => {
    global.fetch = realFetch;
    process.env.NODE_ENV = realEnv;
  });

  it('when an operation has path parameters, a query and a body, then the request is its method and filled template, with only the filled query values', async () => {
    const fetchMock = answering({ success: true, likes: 3 });
    global.fetch = fetchMock;

    const answer = await call(likeMeal, { params: { id: MEAL_ID }, body: { userId: MEAL_ID }, token: 'session-token' });

    expect(answer).toEqual({ success: true, likes: 3 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`/api/meals/${MEAL_ID}/like`);
    expect(init).toMatchObject({ method: 'PATCH', body: JSON.stringify({ userId: MEAL_ID }) });
    expect(init!.headers).toMatchObject({ Authorization: 'Bearer session-token', 'Content-Type': 'application/json' });

    global.fetch = answering([], 200, { 'X-Total-Count': '0' });
    const { headers } = await callWithHeaders(listMeals, { query: { search: '', category: 'Lunch', price: undefined, page: 2, limit: 10 } });
    expect((global.fetch as jest.Mock).mock.calls[0]![0]).toBe('/api/meals?category=Lunch&page=2&limit=10');
    expect(headers.get('X-Total-Count')).toBe('0');
  });

  it('when a path parameter holds a slash or a space, then it is sent as one encoded segment', async () => {
    global.fetch = answering({ success: true });
    await call(deleteReview, { params: { mealId: 'a/b c', reviewId: REVIEW_ID } });
    expect((global.fetch as jest.Mock).mock.calls[0]![0]).toBe(`/api/meals/a%2Fb%20c/reviews/${REVIEW_ID}`);
  });

  it('when the body is a FormData upload, then it goes as it is, without a JSON content type', async () => {
    const fetchMock = answering({ success: true, data: { url: `/api/uploads/${MEAL_ID}` } }, 201);
    global.fetch = fetchMock;
    const form = new FormData();
    form.append('image', new Blob(['x'], { type: 'image/png' }), 'x.png');

    await call(uploadImage, { body: form });

    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.body).toBe(form);
    expect(init.headers).not.toHaveProperty('Content-Type');
  });

  it('when the API refuses, then an ApiError carries its status and message', async () => {
    global.fetch = answering({ success: false, message: 'No such meal' }, 404);
    await expect(call(getMeal, { params: { id: MEAL_ID } })).rejects.toEqual(new ApiError(404, 'No such meal'));
  });

  it('when the network fails, then an ApiError with status 0 says so', async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(call(listMeals)).rejects.toEqual(new ApiError(0, 'Network error. Try again later.'));
  });

  it('when the caller cancels the request, then the cancellation comes through as it is, not as a network error', async () => {
    const controller = new AbortController();
    const aborted = new DOMException('The operation was aborted.', 'AbortError');
    global.fetch = jest.fn().mockImplementation(() => {
      controller.abort();
      return Promise.reject(aborted);
    });
    await expect(call(listMeals, { signal: controller.signal })).rejects.toBe(aborted);
  });

  it('when an answer does not match its declaration outside production, then the call fails naming the operation and the field', async () => {
    const { likes: _likes, ...withoutLikes } = aMeal();
    global.fetch = answering([withoutLikes]);
    await expect(call(listMeals)).rejects.toThrow(/^listMeals: the answer does not match its declaration: 0\.likes: /);

    global.fetch = answering({ success: true, likes: 1 }, 201);
    await expect(call(likeMeal, { params: { id: MEAL_ID } })).rejects.toThrow('likeMeal: answered 201, which its declaration does not name');
  });

  it('when an answer matches its declaration, then it is handed over unchanged', async () => {
    const meals = [aMeal()];
    global.fetch = answering(meals);
    await expect(call(listMeals)).resolves.toEqual(meals);
  });

  it('when a call is written, then its input and answer are typed by the declaration (checked by tsc, run here as well)', async () => {
    global.fetch = answering([]);
    // The answer is the schema's type: a Meal[] without a cast.
    const meals: Meal[] = await call(listMeals, { query: { category: 'Lunch' } });
    // @ts-expect-error a category the declaration does not name
    await call(listMeals, { query: { category: 'Brunch' } });
    global.fetch = answering({ success: false, message: 'No such meal' }, 404);
    // @ts-expect-error getMeal needs its path parameter
    await expect(call(getMeal)).rejects.toThrow('/meals/{id} needs its id');
    expect(meals).toEqual([]);
  });

  it('in production, then the answer is not parsed: a mismatch reaches the caller as it came', async () => {
    process.env.NODE_ENV = 'production';
    global.fetch = answering([{ title: 'only a title' }]);
    await expect(call(listMeals)).resolves.toEqual([{ title: 'only a title' }]);
  });
});

describe('callForFile', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  /** A fetch answering a file: its bytes and headers, as the browser's Response gives them. */
  const answeringFile = (blob: Blob, headers: Record<string, string>) =>
    jest.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => ({ ok: true, status: 200, blob: async () => blob, headers: new Headers(headers) })) as jest.Mock & typeof fetch;

  it('when an operation answers a file, then its bytes come whole (a byte-order mark kept) with the name its answer suggests, and the session goes in the header', async () => {
    // The bytes as they came, not text decoded and encoded again (decoding would drop the byte-order mark).
    const bytes = new Blob([new Uint8Array([0xef, 0xbb, 0xbf]), 'title\r\nKacchi\r\n']);
    const fetchMock = answeringFile(bytes, { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="meals.csv"' });
    global.fetch = fetchMock;

    const file = await callForFile(listMeals, { query: { category: 'Lunch' }, token: 'session-token' });

    expect(file.blob).toBe(bytes);
    expect(file.filename).toBe('meals.csv');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/meals?category=Lunch');
    expect(init!.headers).toMatchObject({ Authorization: 'Bearer session-token' });
  });

  it('when the API refuses the file, then an ApiError carries its status and message', async () => {
    global.fetch = answering({ success: false, message: 'Admins only' }, 403);
    await expect(callForFile(getMeal, { params: { id: MEAL_ID } })).rejects.toEqual(new ApiError(403, 'Admins only'));
  });
});
