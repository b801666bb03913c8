import { waitFor } from '@testing-library/react';
import type { LiveEvent } from '@hostel/contracts';
import { fakeEventStream } from '../testing/fake-event-stream';
import { openLiveEvents } from './live-events';

const request = { _id: '64c000000000000000000001', mealId: '64c000000000000000000002', title: 'Beef Tehari', likes: 0, reviews: 0, status: 'Delivered' as const, userName: 'Karima', userEmail: 'gold@hostel.local', userId: '64c000000000000000000003', createdAt: '2025-01-01T00:00:00.000Z' };
const event = (id: string, type: LiveEvent['type'] = 'serve-request.updated'): LiveEvent => ({ id, type, data: request });

describe('openLiveEvents', () => {
  let stop: (() => void) | undefined;
  afterEach(() => stop?.());

  it('when opened, then the token goes in the Authorization header (not the URL) and each event reaches the callback', async () => {
    const stream = fakeEventStream();
    const received: LiveEvent[] = [];
    stop = openLiveEvents({ getToken: () => 'token-1', onEvent: (e) => received.push(e), fetch: stream.fetch });
    await waitFor(() => expect(stream.connections).toHaveLength(1));

    stream.send(event('100-0'));
    stream.latest().write(': heartbeat\n\n');
    stream.send(event('100-1', 'serve-request.cancelled'));

    await waitFor(() => expect(received.map((e) => e.id)).toEqual(['100-0', '100-1']));
    expect(received[1]).toEqual(event('100-1', 'serve-request.cancelled'));
    expect(new URL(stream.latest().url).pathname).toBe('/api/events');
    expect(stream.latest().url).not.toContain('token-1');
    expect(stream.latest().headers.Authorization).toBe('Bearer token-1');
    expect(stream.latest().headers['Last-Event-ID']).toBeUndefined();
  });

  it('when the server ends the stream, then it reconnects by itself with Last-Event-ID and the current token, and says so', async () => {
    const stream = fakeEventStream();
    let token = 'token-1';
    const received: string[] = [];
    const onReconnect = jest.fn();
    stop = openLiveEvents({ getToken: () => token, onEvent: (e) => received.push(e.id), onReconnect, fetch: stream.fetch, retryMs: 5 });
    await waitFor(() => expect(stream.connections).toHaveLength(1));
    stream.send(event('200-3'));
    await waitFor(() => expect(received).toEqual(['200-3']));

    token = 'token-2';
    stream.latest().end();

    await waitFor(() => expect(stream.connections).toHaveLength(2));
    expect(stream.latest().headers['Last-Event-ID']).toBe('200-3');
    expect(stream.latest().headers.Authorization).toBe('Bearer token-2');
    await waitFor(() => expect(onReconnect).toHaveBeenCalledTimes(1));
    stream.send(event('200-4'));
    await waitFor(() => expect(received).toEqual(['200-3', '200-4']));
  });

  it('when the user’s badge changes, then onBadgeChanged hears it and onEvent does not; without onBadgeChanged it is ignored', async () => {
    const stream = fakeEventStream();
    const badges: string[] = [];
    const requests: string[] = [];
    stop = openLiveEvents({ getToken: () => 't', onEvent: (e) => requests.push(e.id), onBadgeChanged: (e) => badges.push(e.data.badge), fetch: stream.fetch });
    await waitFor(() => expect(stream.connections).toHaveLength(1));

    stream.send({ id: '3-0', type: 'user.badge_changed', data: { userId: request.userId, badge: 'Gold' } });
    stream.send(event('3-1'));

    await waitFor(() => expect(requests).toEqual(['3-1']));
    expect(badges).toEqual(['Gold']);
    stop();
    const requestsOnly = fakeEventStream();
    const heard: string[] = [];
    stop = openLiveEvents({ getToken: () => 't', onEvent: (e) => heard.push(e.type), fetch: requestsOnly.fetch });
    await waitFor(() => expect(requestsOnly.connections).toHaveLength(1));
    requestsOnly.send({ id: '4-0', type: 'user.badge_changed', data: { userId: request.userId, badge: 'Gold' } });
    requestsOnly.send(event('4-1'));
    await waitFor(() => expect(heard).toEqual(['serve-request.updated']));
  });

  it('when a malformed event arrives, then it is skipped and the stream goes on', async () => {
    const stream = fakeEventStream();
    const received: string[] = [];
    stop = openLiveEvents({ getToken: () => 't', onEvent: (e) => received.push(e.id), fetch: stream.fetch });
    await waitFor(() => expect(stream.connections).toHaveLength(1));
    stream.latest().write('id: 1-0\nevent: serve-request.updated\ndata: {"not":"an event"}\n\n');
    stream.latest().write('data: not json\n\n');
    stream.send(event('1-1'));
    await waitFor(() => expect(received).toEqual(['1-1']));
  });

  it('when the navbar and a page both listen, then they share one connection, which closes with the last of them', async () => {
    const stream = fakeEventStream();
    const badges: string[] = [];
    const requests: string[] = [];
    const stopBadge = openLiveEvents({ getToken: () => 't', onBadgeChanged: (e) => badges.push(e.data.badge), fetch: stream.fetch });
    const stopPage = openLiveEvents({ getToken: () => 't', onEvent: (e) => requests.push(e.id), fetch: stream.fetch });
    await waitFor(() => expect(stream.connections).toHaveLength(1));

    stream.send(event('300-1'));
    stream.send({ id: '300-2', type: 'user.badge_changed', data: { userId: request.userId, badge: 'Gold' } });
    await waitFor(() => expect(badges).toEqual(['Gold']));
    await waitFor(() => expect(requests).toEqual(['300-1']));

    stopPage();
    expect(stream.latest().aborted).toBe(false);
    stopBadge();
    expect(stream.latest().aborted).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(stream.connections).toHaveLength(1);
  });

  it('when stopped, then the open connection is aborted and no new one is made', async () => {
    const stream = fakeEventStream();
    stop = openLiveEvents({ getToken: () => 't', onEvent: () => undefined, fetch: stream.fetch, retryMs: 5 });
    await waitFor(() => expect(stream.connections).toHaveLength(1));
    stop();
    expect(stream.latest().aborted).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stream.connections).toHaveLength(1);
  });

  it('when the gateway answers 503, then it tries again; when it refuses (403), then it stops', async () => {
    const unavailable = fakeEventStream({ status: 503 });
    stop = openLiveEvents({ getToken: () => 't', onEvent: () => undefined, fetch: unavailable.fetch, retryMs: 5 });
    await waitFor(() => expect(unavailable.connections.length).toBeGreaterThanOrEqual(3));
    stop();

    const refused = fakeEventStream({ status: 403 });
    stop = openLiveEvents({ getToken: () => 't', onEvent: () => undefined, fetch: refused.fetch, retryMs: 5 });
    await waitFor(() => expect(refused.connections).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(refused.connections).toHaveLength(1);
  });

  it('when reconnecting fails a few times (503), then the connection that opens still resumes with Last-Event-ID', async () => {
    let answered = 0;
    const stream = fakeEventStream({ status: () => [200, 503, 503][answered++] ?? 200 });
    const onReconnect = jest.fn();
    const received: string[] = [];
    stop = openLiveEvents({ getToken: () => 't', onEvent: (e) => received.push(e.id), onReconnect, fetch: stream.fetch, retryMs: 5 });
    await waitFor(() => expect(stream.connections).toHaveLength(1));
    stream.send(event('300-1'));
    await waitFor(() => expect(received).toEqual(['300-1']));

    stream.latest().end();

    await waitFor(() => expect(stream.connections).toHaveLength(4));
    expect(stream.connections.slice(1).map((connection) => connection.headers['Last-Event-ID'])).toEqual(['300-1', '300-1', '300-1']);
    await waitFor(() => expect(onReconnect).toHaveBeenCalledTimes(1));
  });

  it('when the gateway answers 401, then that token is not sent again, and the stream opens once the shell holds another', async () => {
    const stream = fakeEventStream({ status: (connection) => (connection.headers.Authorization === 'Bearer expired' ? 401 : 200) });
    let token = 'expired';
    const received: string[] = [];
    stop = openLiveEvents({ getToken: () => token, onEvent: (e) => received.push(e.id), fetch: stream.fetch, retryMs: 5, maxRetryMs: 10 });
    await waitFor(() => expect(stream.connections).toHaveLength(1));

    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(stream.connections).toHaveLength(1);
    token = 'fresh';

    await waitFor(() => expect(stream.connections).toHaveLength(2));
    expect(stream.latest().headers.Authorization).toBe('Bearer fresh');
    stream.send(event('400-0'));
    await waitFor(() => expect(received).toEqual(['400-0']));
  });

  it('when no token is stored yet, then it waits and connects once there is one', async () => {
    const stream = fakeEventStream();
    let token: string | null = null;
    stop = openLiveEvents({ getToken: () => token, onEvent: () => undefined, fetch: stream.fetch, retryMs: 5, maxRetryMs: 10 });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(stream.connections).toHaveLength(0);
    token = 'late';
    await waitFor(() => expect(stream.connections).toHaveLength(1));
    expect(stream.latest().headers.Authorization).toBe('Bearer late');
  });
});
