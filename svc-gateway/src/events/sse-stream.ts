import type { RequestHandler, Response } from 'express';
import { EVENTS, liveEventsHeaders, type StreamEvent } from '@hostel/contracts';
import { seesRequestsOf } from '@hostel/accounts';
import { badRequest, type SessionClaims } from '@hostel/platform';
import { compareIds, type EventId } from './event-id';
import type { ReplayStore } from './replay-store';

export interface StreamOptions {
  /** A comment line at least this often (DESIGN §7: at most every 25 s). */
  heartbeatMs: number;
  /** How long the browser waits before reconnecting after a drop (the SSE `retry` field). */
  retryMs?: number;
  /** Whether the session was ended meanwhile (sign out everywhere): its stream ends at the next heartbeat, and the reconnect is refused. */
  isRevoked?: (session: SessionClaims) => boolean;
}

/** A stream whose client reads slower than events come is cut beyond this backlog; it reconnects and resumes. */
const MAX_BACKLOG_BYTES = 1 << 20;
/** setTimeout's ceiling. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** When the session token expires (its `exp`), so the stream ends with it and the client comes back with a fresh one. */
function expiryOf(authorization: string | undefined): number | undefined {
  const payload = authorization?.split(' ')[1]?.split('.')[1];
  if (!payload) return undefined;
  try {
    const { exp } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp?: unknown };
    return typeof exp === 'number' ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

const format = (event: StreamEvent) => `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;

/** A badge change goes to its user only, admins included; serve requests to their student, and to every admin; headcounts to admins. */
const visibleTo = (session: SessionClaims, event: StreamEvent) =>
  event.type === EVENTS.userBadgeChanged
    ? event.data.userId === session.sub
    : event.type === EVENTS.headcountChanged
      ? session.role === 'admin'
      : seesRequestsOf({ id: session.sub, role: session.role }, event.data.userId);

/**
 * GET /events (DESIGN §7, §8): server-sent events of serve-request changes, a student's own, an admin's all, and the
 * caller's own badge changes. The
 * gateway's edge auth has already refused a caller without a valid session (401). The stream listens before it
 * replays what came after `Last-Event-ID`, holding live events meanwhile, so nothing falls between the two;
 * ids only grow, so an event is never sent twice. `Cache-Control: no-transform` keeps compression off it.
 */
export function liveEventsStream(store: ReplayStore, options: StreamOptions, open: Set<Response>): RequestHandler {
  return async (req, res, next) => {
    const session = req.auth as SessionClaims;
    // An empty Last-Event-ID is no id either (EventSource sends none until it has one), so it answers 400 as the document says.
    const headers = liveEventsHeaders.safeParse({ 'last-event-id': req.headers['last-event-id'] });
    if (!headers.success) return next(badRequest('Last-Event-ID is not an event id of this stream'));
    let last: EventId | undefined = headers.data['last-event-id'];

    let replaying = true;
    const held: StreamEvent[] = [];
    const send = (event: StreamEvent) => {
      if (last && compareIds(event.id, last) <= 0) return;
      last = event.id;
      if (!visibleTo(session, event)) return;
      res.write(format(event));
      if (res.writableLength > MAX_BACKLOG_BYTES) res.destroy();
    };
    const unlisten = store.listen((event) => (replaying ? held.push(event) : send(event)));
    // An event this stream should have carried was dropped (it came after the replay window): ending the stream
    // makes the client reconnect and refetch what it shows. A stream opened after the event began with fresh data.
    const openedAt = Date.now();
    const unlistenGaps = store.onGap((occurredAt) => {
      if (openedAt <= occurredAt) res.end();
    });

    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      // Tells nginx-style proxies in front not to buffer the stream.
      'X-Accel-Buffering': 'no',
    });
    res.write(`retry: ${options.retryMs ?? 2000}\n: connected\n\n`);
    open.add(res);

    const heartbeat = setInterval(() => (options.isRevoked?.(session) ? res.end() : res.write(': heartbeat\n\n')), options.heartbeatMs);
    const expiresAt = expiryOf(req.headers.authorization);
    const expiry = expiresAt ? setTimeout(() => res.end(), Math.min(Math.max(expiresAt - Date.now(), 0), MAX_TIMER_MS)) : undefined;
    res.on('close', () => {
      clearInterval(heartbeat);
      clearTimeout(expiry);
      unlisten();
      unlistenGaps();
      open.delete(res);
    });

    try {
      if (last) for (const event of await store.since(last)) send(event);
    } catch {
      // The replay store is away: end the stream; the client reconnects with the same Last-Event-ID and resumes.
      return void res.end();
    }
    replaying = false;
    for (const event of held.splice(0)) send(event);
  };
}
