import type { StreamEvent } from '@hostel/contracts';

export interface FakeStreamConnection {
  url: string;
  headers: Record<string, string>;
  aborted: boolean;
  /** Writes raw event-stream text to this connection. */
  write(text: string): void;
  /** The server ends this connection. */
  end(): void;
}

export interface FakeEventStreamOptions {
  /** Answers connections with this status instead (a refusal), or with the status this gives the connection. */
  status?: number | ((connection: FakeStreamConnection) => number);
  /** The `retry` field each stream opens with, as the gateway's does: how long the client waits to reconnect. */
  retryMs?: number;
}

/**
 * A fake `GET /api/events` behind `fetch` for jsdom (which has no streams): each call opens a connection the test
 * writes events to and can end, and records the URL and headers it was opened with.
 */
export function fakeEventStream(options: FakeEventStreamOptions = {}) {
  const connections: FakeStreamConnection[] = [];
  const encoder = new TextEncoder();
  const fetchImpl = jest.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const queue: Uint8Array[] = [];
    let ended = false;
    let wake: (() => void) | undefined;
    const connection: FakeStreamConnection = {
      url: String(input),
      headers: { ...(init?.headers as Record<string, string>) },
      aborted: false,
      write: (text) => {
        queue.push(encoder.encode(text));
        wake?.();
      },
      end: () => {
        ended = true;
        wake?.();
      },
    };
    init?.signal?.addEventListener('abort', () => {
      connection.aborted = true;
      connection.end();
    });
    connections.push(connection);
    const status = typeof options.status === 'function' ? options.status(connection) : (options.status ?? 200);
    if (status === 200) connection.write(`retry: ${options.retryMs ?? 5}\n: connected\n\n`);
    const reader = {
      read: async (): Promise<{ done: boolean; value?: Uint8Array }> => {
        while (queue.length === 0 && !ended) await new Promise<void>((resolve) => (wake = resolve));
        const value = queue.shift();
        return value ? { done: false, value } : { done: true };
      },
    };
    return {
      ok: status < 400,
      status,
      headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? (status < 400 ? 'text/event-stream' : 'application/json') : null) },
      body: { getReader: () => reader },
    } as unknown as Response;
  });
  const latest = () => connections[connections.length - 1]!;
  return {
    fetch: fetchImpl as unknown as typeof fetch,
    connections,
    latest,
    /** Sends an event on the newest connection, framed as the gateway frames it. */
    send: (event: StreamEvent) => latest().write(`id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`),
  };
}

/** Routes `/api/events` to the fake stream and every other call to `api` (e.g. fakeApi's mock). */
export function withEventStream(stream: ReturnType<typeof fakeEventStream>, api: typeof fetch): void {
  global.fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
    new URL(String(input), 'http://localhost').pathname === '/api/events' ? stream.fetch(input, init) : api(input, init)) as typeof fetch;
}
