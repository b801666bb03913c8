import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EmbeddedDocumentStore } from '../store/embedded-store';

export interface TempStore {
  store: EmbeddedDocumentStore;
  /** Closes the store and deletes its folder. */
  dispose: () => Promise<void>;
}

/** An embedded store in a fresh temporary folder: what unit tests of a use case run against (fast, isolated). */
export async function openTempStore(prefix = 'store'): Promise<TempStore> {
  const dir = await mkdtemp(join(tmpdir(), `${prefix}-`));
  const store = await EmbeddedDocumentStore.open(dir);
  return {
    store,
    dispose: async () => {
      await store.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
