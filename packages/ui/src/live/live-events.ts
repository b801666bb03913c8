import { EventSource, type EventSourceFetchInit, type FetchLikeResponse } from 'eventsource';
import { EVENTS, liveEvents, pathOf, SERVE_REQUEST_EVENT_TYPES, type BadgeEvent, type HeadcountEvent, type LiveEvent } from '@hostel/contracts';
import { API_BASE } from '../api/api-fetch';
import type { streamEventSchema } from './stream-event-schema';

type StreamEventSchema = typeof streamEventSchema;

export interface LiveEventsOptions {
  /** Read before every (re)connection, so a stream that ended with its token comes back with the fresh one. */
  getToken: () => string | null;
  /** Serve-request events (a student's own, an admin's all). */
  onEvent?: (event: LiveEvent) => void;
  /** The signed-in user's own badge changes (DESIGN §8). */
  onBadgeChanged?: (event: BadgeEvent) => void;
  /** A slot's headcount changed (DESIGN §9): only admins' streams carry it. */
  onHeadcountChanged?: (event: HeadcountEvent) => void;
  /**
   * Called each time the stream opens again after a drop. `Last-Event-ID` resumes what the gateway kept (5
   * minutes); a longer gap can have lost events, so a screen refetches what it shows.
   */
  onReconnect?: () => void;
  /** The first retry's delay after a failed connection; each further failure in a row doubles it, up to `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
  /** For tests; the page's fetch otherwise. */
  fetch?: typeof fetch;
}

/** Worth another try: the gateway away or busy (408, 429, 5xx). 401 waits for another token; other refusals are final. */
const isPassing = (status: number) => status === 408 || status === 429 || status >= 500;

/** Waits, or rejects as the fetch would once the EventSource is closed (which it then takes for no failure). */
function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/**
 * One connection to `GET /api/events`, shared by every subscriber of this page that uses the same fetch: the gateway
 * allows an account a few open streams (DESIGN §8), and the navbar's badge and a page's serve requests would
 * otherwise hold two per tab.
 */
interface SharedStream {
  readonly version: number;
  readonly subscribers: Set<LiveEventsOptions>;
  close(): void;
}

/** Bumped whenever SharedStream's shape changes: a remote built from another version opens its own connection. */
const SHARED_STREAM_VERSION = 1;
/** On the window, not in this module: the shell and each remote bundle their own copy of it. */
const SHARED_STREAMS = Symbol.for('hostel.liveEvents.sharedStreams');
type StreamRegistry = Map<unknown, SharedStream>;

function registry(): StreamRegistry {
  const holder = globalThis as { [SHARED_STREAMS]?: StreamRegistry };
  holder[SHARED_STREAMS] ??= new Map();
  return holder[SHARED_STREAMS];
}

/**
 * Opens `GET /api/events` (DESIGN §7) with the `eventsource` package, a fetch-based EventSource: the session token
 * travels in the Authorization header, never in the URL (a browser's EventSource cannot send headers). It keeps the
 * last event's id and sends it as `Last-Event-ID` whenever it reconnects a stream that ended (a restart, the token's
 * expiry), after the delay the gateway's `retry` field sets, so the gateway resumes where the stream broke.
 *
 * The library gives up on a connection that answers anything but 200, so each connection is made here until one
 * opens: one that can mend (no token stored yet, the gateway away or busy) is tried again with a growing delay, a 401
 * once the shell holds another token; a refusal (403, 404) closes the stream for good.
 *
 * Every caller on the page shares one connection (see SharedStream); the first caller's retry settings apply, and
 * the token is the first a subscriber holds. Returns the function that unsubscribes this caller; the connection
 * closes with its last subscriber.
 */
export function openLiveEvents(options: LiveEventsOptions): () => void {
  const key = options.fetch ?? 'page';
  const streams = registry();
  const found = streams.get(key);
  // The subscriber is in the set before the connection starts: the library makes its first request at once.
  if (found && found.version !== SHARED_STREAM_VERSION) return openConnection(new Set([options])).close;
  const stream = found ?? openConnection(new Set([options]));
  if (found) found.subscribers.add(options);
  else streams.set(key, stream);
  return () => {
    if (!stream.subscribers.delete(options) || stream.subscribers.size > 0) return;
    stream.close();
    if (streams.get(key) === stream) streams.delete(key);
  };
}

function openConnection(subscribers: Set<LiveEventsOptions>): SharedStream {
  const first = () => subscribers.values().next().value;
  const getToken = () => {
    for (const subscriber of subscribers) {
      const token = subscriber.getToken();
      if (token) return token;
    }
    return null;
  };
  const fetchOf = (): typeof fetch => first()?.fetch ?? ((input, init) => window.fetch(input, init));

  const connect = async (url: string | URL, init: EventSourceFetchInit): Promise<FetchLikeResponse> => {
    const signal = init.signal as AbortSignal | undefined;
    let refused: string | null = null;
    for (let failures = 0; ; failures += 1) {
      if (failures > 0) await pause(Math.min(first()?.maxRetryMs ?? 30_000, (first()?.retryMs ?? 1000) * 2 ** (failures - 1)), signal);
      const token = getToken();
      if (!token || token === refused) continue;
      try {
        // Low priority: the stream stays open for the whole visit and carries nothing a page needs to show itself, so it
        // must not count as one of the page's own requests (a browser's or Lighthouse's 'loaded' waits for those).
        const response = await fetchOf()(url, { ...init, priority: 'low', signal, headers: { ...init.headers, Authorization: `Bearer ${token}` } });
        if (response.status === 401) refused = token;
        else if (!isPassing(response.status)) return response;
      } catch (err) {
        if (signal?.aborted) throw err;
      }
    }
  };

  const source = new EventSource(`${API_BASE}${pathOf(liveEvents)}`, { fetch: connect });
  let opened = 0;
  source.addEventListener('open', () => {
    if (opened++ > 0) for (const subscriber of [...subscribers]) subscriber.onReconnect?.();
  });
  // Events are checked against their schemas, loaded with zod on the first event rather than with the page (most
  // visits see none while the page starts); events stay in their order while it loads.
  let schema: Promise<StreamEventSchema> | undefined;
  let delivered: Promise<void> = Promise.resolve();
  const deliver = (message: MessageEvent) => {
    let payload: unknown;
    try {
      payload = JSON.parse(String(message.data));
    } catch {
      return;
    }
    schema ??= import(/* webpackChunkName: "live-event-schema" */ './stream-event-schema').then((module) => module.streamEventSchema);
    delivered = delivered
      .then(() => schema)
      .then((streamEventSchema) => {
        const parsed = streamEventSchema!.safeParse(payload);
        if (!parsed.success) return;
        const event = parsed.data;
        for (const subscriber of [...subscribers]) {
          if (event.type === EVENTS.userBadgeChanged) subscriber.onBadgeChanged?.(event);
          else if (event.type === EVENTS.headcountChanged) subscriber.onHeadcountChanged?.(event);
          else subscriber.onEvent?.(event);
        }
      })
      .catch((err: unknown) => console.warn('[live] an event could not be read', err));
  };
  for (const type of [...SERVE_REQUEST_EVENT_TYPES, EVENTS.userBadgeChanged, EVENTS.headcountChanged]) source.addEventListener(type, deliver);

  return {
    version: SHARED_STREAM_VERSION,
    subscribers,
    close: () => source.close(),
  };
}
