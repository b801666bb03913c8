import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { requireServer, uniqueName } from '../testing/servers';
import { describeDocumentStoreContract } from './document-store.contract';
import { EmbeddedDocumentStore } from './embedded-store';
import { MongoDocumentStore } from './mongo-store';

const dirs = new Map<object, string>();

async function openEmbedded(): Promise<EmbeddedDocumentStore> {
  const dir = await mkdtemp(join(tmpdir(), 'store-'));
  const store = await EmbeddedDocumentStore.open(dir);
  dirs.set(store, dir);
  return store;
}

describeDocumentStoreContract(
  'embedded (NeDB)',
  openEmbedded,
  async (store) => {
    await store.close();
    await rm(dirs.get(store)!, { recursive: true, force: true });
  },
  // One process applies each write whole: there is no lease to run out.
  openEmbedded,
);

describeDocumentStoreContract(
  'mongodb (FerretDB)',
  () => MongoDocumentStore.connect(requireServer('MONGODB_URI'), uniqueName('contract')),
  async (store) => {
    await (store as MongoDocumentStore).drop();
    await store.close();
  },
  (lockOptions) => MongoDocumentStore.connect(requireServer('MONGODB_URI'), uniqueName('contract'), { lockOptions }),
);

describe('EmbeddedDocumentStore persistence', () => {
  it('when the store is closed and reopened on the same folder, then the data is still there', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'store-'));
    const first = await EmbeddedDocumentStore.open(dir);
    await first.collection('meals').insertOne({ title: 'Persisted' });
    await first.collection('meals').updateOne({ title: 'Persisted' }, { $set: { price: 10 } });
    await first.close();
    const second = await EmbeddedDocumentStore.open(dir);
    expect(await second.collection('meals').findOne({ title: 'Persisted' })).toMatchObject({ price: 10 });
    await second.close();
    await rm(dir, { recursive: true, force: true });
  });
});
