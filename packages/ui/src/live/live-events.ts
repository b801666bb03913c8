import { fetchEventSource, type EventSourceMessage } from '@microsoft/fetch-event-source';
import { liveEventSchema, type LiveEvent } from '@hostel/contracts';
import { API_BASE } from '../api/api-fetch';

export interface LiveEventsOptions {
  /** Read before every (re)connection, so a stream that ended with its token comes back with the fresh one. */
  getToken: () => string | null;
  onEvent: (event: LiveEvent) => void;
  /**
   * Called each time the stream opens again after a drop. `Last-Event-ID` resumes what the gateway kept (5
   * minutes); a longer gap can have lost events, so a screen refetches what it shows.
   */
  onReconnect?: () => void;
  /** The first retry's delay; each further failure in a row doubles it, up to `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
  /** For tests; the page's fetch otherwise. */
  fetch?: typeof fetch;
}

/** A failure that will not mend by trying again (the stream refused this caller or this request). */
class StreamRefused extends Error {
  override readonly name = 'StreamRefused';
}

/** The stream ended or failed in a way a new connection can mend (a deploy, a network hiccup, an expired token). */
class StreamDropped extends Error {
  override readonly name = 'StreamDropped';
}

/** 401 may be a token the shell is about to refresh and 429 passes: both are tried again; other refusals are final. */
const RETRIED_STATUSES = new Set([401, 408, 429]);

/**
 * Opens `GET /api/events` (DESIGN §7) with @microsoft/fetch-event-source: the session token travels in the
 * Authorization header, never in the URL (an EventSource cannot send headers). The library keeps the last event's
 * id and sends it as `Last-Event-ID` on every reconnection, so the gateway resumes where the stream broke; a stream
 * the server ends (a restart, the token's expiry) is reopened too. Returns the function that closes it for good.
 */
export function openLiveEvents(options: LiveEventsOptions): () => void {
  const { getToken, onEvent, onReconnect, retryMs = 1000, maxRetryMs = 30_000 } = options;
  const controller = new AbortController();
  const baseFetch = options.fetch ?? ((input, init) => window.fetch(input, init));
  let opened = 0;
  let failures = 0;

  void fetchEventSource(`${API_BASE}/events`, {
    signal: controller.signal,
    // Kept open in a background tab: a delivered meal should toast when the student comes back, not be missed.
    openWhenHidden: true,
    fetch: (input, init) => {
      const token = getToken();
      // Signed in but the token not stored yet (or being refreshed): wait and try again.
      if (!token) return Promise.reject(new StreamDropped('no session token yet'));
      return baseFetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), Authorization: `Bearer ${token}` } });
    },
    onopen: async (response) => {
      const type = response.headers.get('content-type') ?? '';
      if (response.ok && type.startsWith('text/event-stream')) {
        failures = 0;
        if (opened++ > 0) onReconnect?.();
        return;
      }
      if (RETRIED_STATUSES.has(response.status) || response.status >= 500) throw new StreamDropped(`status ${response.status}`);
      throw new StreamRefused(`status ${response.status}`);
    },
    onmessage: (message: EventSourceMessage) => {
      if (!message.data) return;
      let payload: unknown;
      try {
        payload = JSON.parse(message.data);
      } catch {
        return;
      }
      const parsed = liveEventSchema.safeParse(payload);
      if (parsed.success) onEvent(parsed.data);
    },
    onclose: () => {
      // The library resolves on a clean end; throwing sends it through onerror, which schedules the reconnection.
      throw new StreamDropped('stream ended');
    },
    onerror: (err: unknown) => {
      if (err instanceof StreamRefused) throw err;
      failures += 1;
      return Math.min(maxRetryMs, retryMs * 2 ** (failures - 1));
    },
  }).catch(() => undefined);

  return () => controller.abort();
}
