import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newEvent } from '../bus/envelope';
import type { Collection, Doc, DocumentStore } from '../store/document-store';
import { EmbeddedDocumentStore } from '../store/embedded-store';
import { idempotent } from './idempotent-consumer';

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
});
