/**
 * Test helpers for the remotes' component tests (jest + jsdom): a fake API behind `fetch`, the toasts a screen
 * asked for, and rendering as a remote root does (theme, fresh query client, session, router).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import type { Operation } from '@hostel/contracts';
import { theme } from '@hostel/tokens';
import { requestPathOf } from '../api/call';
import { SessionProvider } from '../session/session-context';
import type { SessionApi } from '../session/session-api';
import { TOAST_EVENT, type ToastRequest } from '../toast/toast-events';

export interface FakeResponse {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

type Handler = (call: RecordedCall) => FakeResponse;

/**
 * The fake API's key for a call of `op`: its method and the path and query the front ends' `call` would send, so a
 * test names the operation it fakes and follows its declaration (without a query: any query).
 */
export function routeOf(op: Operation, { params, query }: { params?: Record<string, string | number | undefined>; query?: Record<string, unknown> } = {}): string {
  // A parameter missing at run time (an index past a fixture's end) fails in pathOf, naming it.
  return `${op.method.toUpperCase()} ${requestPathOf(op, { params: params as Record<string, string | number>, query })}`;
}

/**
 * A fake API behind `fetch`: handlers are matched by "METHOD /path?query" (or "METHOD /path" for any query), keys
 * that `routeOf` builds from the operation faked;
 * every call is recorded so tests can assert what the screen sent.
 */
export function fakeApi(routes: Record<string, Handler | FakeResponse>) {
  const calls: RecordedCall[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const path = `${url.pathname.replace(/^\/api/, '')}${url.search}`;
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    const call = { method, path, body };
    calls.push(call);
    const route = routes[`${method} ${path}`] ?? routes[`${method} ${url.pathname.replace(/^\/api/, '')}`];
    const answer = typeof route === 'function' ? route(call) : (route ?? { status: 404, body: { success: false, message: `No fake for ${method} ${path}` } });
    const status = answer.status ?? 200;
    const headers = new Map(Object.entries(answer.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]));
    // jsdom has no fetch Response; this is the part of it apiRequest and apiFile read (a string body is a file's text).
    const file = () => new Blob([typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body ?? {})]);
    return { ok: status < 400, status, json: async () => answer.body ?? {}, blob: async () => file(), headers: { get: (name: string) => headers.get(name.toLowerCase()) ?? null } } as unknown as Response;
  });
  global.fetch = fetchMock as typeof fetch;
  return { calls, fetchMock };
}

/** Toasts the screen asked the shell to show. */
export function recordToasts(): ToastRequest[] {
  const toasts: ToastRequest[] = [];
  window.addEventListener(TOAST_EVENT, (event) => toasts.push((event as CustomEvent<ToastRequest>).detail));
  return toasts;
}

/** Renders a piece of a remote as its root would: theme, a fresh query client (no retries), the session, a router. */
export function renderInRemote(ui: ReactElement, { session, path = '/' }: { session: SessionApi; path?: string }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={client}>
        <SessionProvider session={session}>
          <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
        </SessionProvider>
      </QueryClientProvider>
    </ThemeProvider>,
  );
}
