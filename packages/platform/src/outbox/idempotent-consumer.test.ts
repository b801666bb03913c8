import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newEvent } from '../bus/envelope';
import type { Collection, Doc, DocumentStore } from '../store/document-store';
import { EmbeddedDocumentStore } from '../store/embedded-store';
import { EventInProgressError, idempotent } from './idempotent-consumer';

/** The store, except that creating an index fails while `down` is set (the database is unreachable). */
function flakyIndexes(store: DocumentStore, state: { down: boolean }): DocumentStore {
  return {
    kind: store.kind,
    ping: () => store.ping(),
    close: () => store.close(),
    collection<T extends Doc>(name: string): Collection<T> {
      const inner = store.collection<T>(name);
      return new Proxy(inner, {
        get: (target, key, receiver) =>
          key === 'createIndex'
            ? (...args: Parameters<Collection<T>['createIndex']>) => (state.down ? Promise.reject(new Error('connection refused')) : target.createIndex(...args))
            : (Reflect.get(target, key, receiver) as unknown),
      });
    },
  };
}

describe('idempotent consumer', () => {
  let dir: string;
  let store: EmbeddedDocumentStore;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'idempotent-'));
    store = await EmbeddedDocumentStore.open(dir);
  });

  afterEach(async () => {
    await store.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('when its index cannot be created at first, then a later delivery creates it and the events are handled', async () => {
    const state = { down: true };
    const handled: string[] = [];
    const handler = idempotent(flakyIndexes(store, state), 'svc-test', async (event) => void handled.push(event.id));
    const first = newEvent('payment.succeeded', {});
    const second = newEvent('payment.succeeded', {});

    await expect(handler(first)).rejects.toThrow('connection refused');
    state.down = false;
    await handler(first);
    await handler(second);
    await handler(first);

    expect(handled).toEqual([first.id, second.id]);
  });

  it('when two copies of an event arrive at once, then the handler runs once and the other copy is told to retry, and its retry changes nothing', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const handled: string[] = [];
    const handler = idempotent(store, 'svc-test', async (event) => {
      await gate;
      handled.push(event.id);
    });
    const event = newEvent('order.placed', {});

    const first = handler(event);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(handler(event)).rejects.toBeInstanceOf(EventInProgressError);
    release();
    await first;
    await handler(event);

    expect(handled).toEqual([event.id]);
  });

  it('when the handler fails, then its claim is let go and the next delivery runs the handler', async () => {
    let fail = true;
    const handled: string[] = [];
    const handler = idempotent(store, 'svc-test', async (event) => {
      if (fail) throw new Error('database blip');
      handled.push(event.id);
    });
    const event = newEvent('order.placed', {});

    await expect(handler(event)).rejects.toThrow('database blip');
    fail = false;
    await handler(event);

    expect(handled).toEqual([event.id]);
  });

  it('when a crashed delivery left its claim, then another delivery waits while it holds and takes it over once it has passed', async () => {
    const handled: string[] = [];
    const handler = idempotent(store, 'svc-test', async (event) => void handled.push(event.id));
    const event = newEvent('order.placed', {});
    const marks = store.collection('processed_events');
    await handler(newEvent('order.placed', {})); // creates the unique index
    handled.length = 0;
    const crashed = await marks.insertOne({ consumer: 'svc-test', eventId: event.id, type: event.type, claimedUntil: new Date(Date.now() + 60_000) });

    await expect(handler(event)).rejects.toBeInstanceOf(EventInProgressError);
    await marks.updateOne({ _id: crashed._id }, { $set: { claimedUntil: new Date(Date.now() - 1) } });
    await handler(event);
    await handler(event);

    expect(handled).toEqual([event.id]);
  });

  it('when a mark from before claims existed (processedAt only) is found, then the event is not handled again', async () => {
    const handled: string[] = [];
    const handler = idempotent(store, 'svc-test', async (event) => void handled.push(event.id));
    const event = newEvent('order.placed', {});
    await handler(newEvent('order.placed', {}));
    handled.length = 0;
    await store.collection('processed_events').insertOne({ consumer: 'svc-test', eventId: event.id, type: event.type, processedAt: new Date() });

    await handler(event);

    expect(handled).toEqual([]);
  });
});
