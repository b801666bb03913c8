import { waitFor } from '../bus/event-bus.contract';
import { requireServer, uniqueName } from '../testing/servers';
import { TcpProxy } from '../testing/tcp-proxy';
import { StoreUnavailableError } from './document-store';
import { MongoDocumentStore } from './mongo-store';

describe('MongoDocumentStore when its server is unreachable (real FerretDB behind a proxy the test owns)', () => {
  let proxy: TcpProxy;
  let store: MongoDocumentStore;

  beforeAll(async () => {
    const uri = requireServer('MONGODB_URI');
    proxy = await TcpProxy.forUrl(uri, 27017);
    store = await MongoDocumentStore.connect(proxy.urlFor(uri), uniqueName('outage'), { serverSelectionTimeoutMs: 1000 });
  });

  afterAll(async () => {
    await proxy.open();
    await store.drop().catch(() => undefined);
    await store.close();
    await proxy.close();
  });

  it('when the connection is cut, then reads and writes fail fast with StoreUnavailableError, and work again once it is back', async () => {
    const meals = store.collection('meals');
    await meals.insertOne({ title: 'Before the outage' });

    await proxy.close();
    const started = Date.now();
    const failures = await Promise.all([
      meals.findOne({ title: 'Before the outage' }).catch((err: unknown) => err),
      meals.find({}).catch((err: unknown) => err),
      meals.insertOne({ title: 'During the outage' }).catch((err: unknown) => err),
      meals.updateOne({ title: 'Before the outage' }, { $set: { price: 1 } }).catch((err: unknown) => err),
    ]);

    expect(failures.map((err) => (err as Error).name)).toEqual(Array(4).fill('StoreUnavailableError'));
    expect(failures.every((err) => err instanceof StoreUnavailableError)).toBe(true);
    expect(Date.now() - started).toBeLessThan(5000);
    await expect(store.ping()).rejects.toBeInstanceOf(StoreUnavailableError);

    await proxy.open();
    await waitFor(() => meals.count().then(() => true, () => false), 20_000);
    expect(await meals.count({ title: 'Before the outage' })).toBe(1);
    await meals.insertOne({ title: 'After the outage' });
    expect(await meals.count()).toBe(2);
  }, 30_000);
});
