import { request, type IncomingMessage } from 'node:http';
import express, { type Response } from 'express';
import type { StreamEvent } from '@hostel/contracts';
import { listen, RevokedSessions, type RunningServer, type SessionClaims } from '@hostel/platform';
import type { EventId } from './event-id';
import { MemoryReplayStore, type ReplayStore } from './replay-store';
import { liveEventsStream, type StreamOptions } from './sse-stream';
import { badgeChange, incoming, USERS } from './test-events';

interface OpenStream {
  events: StreamEvent[];
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close: () => void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => boolean, timeoutMs = 2000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await sleep(5);
  }
}

const viewers: Record<string, SessionClaims> = {
  student: { sub: USERS.student, email: 'student@hostel.test', role: 'user' } as SessionClaims,
  admin: { sub: 'a'.repeat(24), email: 'admin@hostel.test', role: 'admin' } as SessionClaims,
};

describe('GET /events streams (sse-stream)', () => {
  let server: RunningServer;
  let store: ReplayStore;
  const streams: OpenStream[] = [];

  /** The gateway's edge auth has run before the stream: here a header names the viewer's session. */
  async function serve(replay: ReplayStore, options: Partial<StreamOptions> = {}): Promise<void> {
    store = replay;
    const app = express();
    app.use((req, _res, next) => {
      req.auth = viewers[String(req.headers['x-viewer'])];
      next();
    });
    app.get('/events', liveEventsStream(store, { heartbeatMs: 60_000, ...options }, new Set<Response>()));
    server = await listen(app, 0, '127.0.0.1');
  }

  async function openStream(viewer: keyof typeof viewers, lastEventId?: EventId): Promise<OpenStream> {
    const events: StreamEvent[] = [];
    let connected = false;
    let buffer = '';
    let end!: () => void;
    const ended = new Promise<void>((resolve) => (end = resolve));
    const req = request(`${server.url}/events`, { headers: { 'x-viewer': viewer, ...(lastEventId ? { 'last-event-id': lastEventId } : {}) } }, (res: IncomingMessage) => {
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        const blocks = buffer.split('\n\n');
        buffer = blocks.pop()!;
        for (const block of blocks) {
          if (block.includes(': connected')) connected = true;
          const data = block.split('\n').find((line) => line.startsWith('data: '));
          if (data) events.push(JSON.parse(data.slice('data: '.length)) as StreamEvent);
        }
      });
      res.on('end', end);
      res.on('close', end);
    });
    req.end();
    const stream = { events, ended, close: () => req.destroy() };
    streams.push(stream);
    await until(() => connected);
    return stream;
  }

  afterEach(async () => {
    for (const stream of streams.splice(0)) stream.close();
    await server.close();
    await store.stop();
  });

  it('when a student and an admin are streaming, then the student gets only their own requests’ events and the admin every one', async () => {
    await serve(new MemoryReplayStore(60_000));
    const [student, admin] = [await openStream('student'), await openStream('admin')];

    for (const userId of [USERS.student, USERS.neighbour, USERS.student]) await store.append(incoming(userId));
    await until(() => admin.events.length === 3);
    await sleep(20);

    const userIdOf = (event: StreamEvent) => ('userId' in event.data ? event.data.userId : undefined);
    expect(student.events.map(userIdOf)).toEqual([USERS.student, USERS.student]);
    expect(admin.events.map(userIdOf)).toEqual([USERS.student, USERS.neighbour, USERS.student]);
  });

  it('when a viewer’s sessions are ended (sign out everywhere), then their stream ends at the next heartbeat and others stream on', async () => {
    const revoked = new RevokedSessions(60_000);
    await serve(new MemoryReplayStore(60_000), { heartbeatMs: 30, isRevoked: (session) => revoked.isRevoked(session) });
    const [student, admin] = [await openStream('student'), await openStream('admin')];
    let studentEnded = false;
    void student.ended.then(() => (studentEnded = true));

    revoked.revoke(USERS.student, 1);

    await until(() => studentEnded);
    await store.append(incoming(USERS.student));
    await until(() => admin.events.length === 1);
  });

  it('when badges change, then each user’s stream carries only their own badge change, and an admin’s feed no one else’s', async () => {
    await serve(new MemoryReplayStore(60_000));
    const [student, admin] = [await openStream('student'), await openStream('admin')];

    await store.append(badgeChange(USERS.neighbour, 'Gold'));
    await store.append(badgeChange(USERS.student, 'Platinum'));
    await store.append(badgeChange(viewers.admin!.sub, 'Silver'));
    await until(() => student.events.length === 1 && admin.events.length === 1);
    await sleep(20);

    expect(student.events).toEqual([{ id: expect.any(String), type: 'user.badge_changed', data: { userId: USERS.student, badge: 'Platinum' } }]);
    expect(admin.events).toEqual([expect.objectContaining({ type: 'user.badge_changed', data: { userId: viewers.admin!.sub, badge: 'Silver' } })]);
  });

  it('when Last-Event-ID is empty or not an id of the stream, then 400 and no stream; an id of it opens one', async () => {
    await serve(new MemoryReplayStore(60_000));
    const statusWith = (lastEventId: string) =>
      new Promise<number | undefined>((resolve, reject) => {
        const req = request(`${server.url}/events`, { headers: { 'x-viewer': 'student', 'last-event-id': lastEventId } }, (res) => {
          resolve(res.statusCode);
          res.destroy();
        });
        req.on('error', reject).end();
      });

    expect(await statusWith('')).toBe(400);
    expect(await statusWith('1-')).toBe(400);
    expect(await statusWith('1700000000000-0')).toBe(200);
  });

  it('when an event is streamed, then its id and event lines are its JSON’s id and type (as the OpenAPI document describes each event)', async () => {
    await serve(new MemoryReplayStore(60_000));
    await store.append(incoming(USERS.student));
    await store.append(badgeChange(USERS.student, 'Gold'));
    const text = await new Promise<string>((resolve, reject) => {
      let received = '';
      const req = request(`${server.url}/events`, { headers: { 'x-viewer': 'student', 'last-event-id': '0-0' } }, (res) => {
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          received += chunk;
          if (received.split('\n\n').filter((block) => block.includes('data: ')).length === 2) {
            res.destroy();
            resolve(received);
          }
        });
      });
      req.on('error', reject).end();
    });

    const events = text.split('\n\n').filter((block) => block.includes('data: '));
    for (const block of events) {
      const fields = Object.fromEntries(block.split('\n').map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]));
      const data = JSON.parse(fields.data!) as StreamEvent;
      expect({ id: fields.id, event: fields.event }).toEqual({ id: data.id, event: data.type });
    }
    expect(events).toHaveLength(2);
  });

  it('when an event arrives while the replay after Last-Event-ID is read, then every event is sent once, in order', async () => {
    /** A replay store that takes a live event while it reads the replay: the event is both held and replayed. */
    class RacingStore extends MemoryReplayStore {
      override async since(id: EventId): Promise<StreamEvent[]> {
        await this.append(incoming(USERS.student));
        return super.since(id);
      }
    }
    await serve(new RacingStore(60_000));
    const ids: string[] = [];
    store.listen((event) => ids.push(event.id));
    await store.append(incoming(USERS.student));
    await store.append(incoming(USERS.student));

    const resumed = await openStream('admin', ids[0]);
    await until(() => ids.length === 3);
    await sleep(20);

    expect(resumed.events.map((event) => event.id)).toEqual([ids[1], ids[2]]);
  });

  it('when an event is dropped for coming after the replay window, then the streams open since before it end (their clients refetch) and newer ones stay', async () => {
    await serve(new MemoryReplayStore(60_000));
    const older = await openStream('student');
    await sleep(5);
    const occurredAt = Date.now();
    await sleep(5);
    const newer = await openStream('student');
    let newerEnded = false;
    void newer.ended.then(() => (newerEnded = true));

    await store.markGap(occurredAt);

    await expect(older.ended).resolves.toBeUndefined();
    await sleep(20);
    expect(newerEnded).toBe(false);
  });
});
