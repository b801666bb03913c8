import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme } from '@hostel/tokens';
import { SessionProvider, stubSession, TOAST_EVENT, type SessionApi, type ToastRequest } from '@hostel/ui';

export interface FakeResponse {
  status?: number;
  body?: unknown;
}

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

type Handler = (call: RecordedCall) => FakeResponse;

/**
 * A fake API behind `fetch`: handlers are matched by "METHOD /path?query" (or "METHOD /path" for any
 * query); every call is recorded so tests can assert what the screen sent.
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
    // jsdom has no fetch Response; this is the part of it apiRequest reads.
    return { ok: status < 400, status, json: async () => answer.body ?? {}, headers: { get: () => null } } as unknown as Response;
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

/**
 * The stub session of a signed-in premium student (`gold@hostel.local`, id ...0001), or of nobody, with a
 * spy on refreshUser. (stubSession's `null` visitor falls back to the premium user, so nobody is built here.)
 */
export function testSession(kind: 'premium' | 'bronze' | 'visitor' = 'premium'): SessionApi {
  const session = stubSession(kind === 'visitor' ? 'premium' : kind);
  const state = kind === 'visitor' ? { loading: false, user: null } : session.getState();
  return { ...session, getState: () => state, refreshUser: jest.fn(async () => undefined) };
}

export const GOLD_ID = '64b000000000000000000001';

/** Renders a piece of the dashboard as the remote root would: theme, a fresh query client, a session. */
export function renderDashboard(ui: ReactElement, { session = testSession(), path = '/' }: { session?: SessionApi; path?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return {
    session,
    ...render(
      <ThemeProvider theme={theme}>
        <QueryClientProvider client={client}>
          <SessionProvider session={session}>
            <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
          </SessionProvider>
        </QueryClientProvider>
      </ThemeProvider>,
    ),
  };
}
