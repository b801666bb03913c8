import { join } from 'node:path';
import type { DocumentStore } from './document-store';
import { EmbeddedDocumentStore } from './embedded-store';
import { MongoDocumentStore, type MongoStoreOptions } from './mongo-store';

export interface StoreOptions {
  /** Set → MongoDB (or any wire-compatible server); unset → NeDB files under dataDir. */
  mongoUri?: string;
  dbName: string;
  dataDir: string;
  /** MongoDB only: how long a call waits for a reachable server before the store reports itself unavailable. */
  serverSelectionTimeoutMs?: number;
  /** MongoDB only: told when a client that did not recover by itself is replaced (see ClientRecovery). */
  onClientReplaced?: MongoStoreOptions['onClientReplaced'];
}

export async function openStore(options: StoreOptions): Promise<DocumentStore> {
  if (options.mongoUri) {
    return MongoDocumentStore.connect(options.mongoUri, options.dbName, { serverSelectionTimeoutMs: options.serverSelectionTimeoutMs, onClientReplaced: options.onClientReplaced });
  }
  return EmbeddedDocumentStore.open(join(options.dataDir, options.dbName));
}
