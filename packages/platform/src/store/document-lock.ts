import { randomUUID } from 'node:crypto';
import { MongoServerError, type Collection as MongoCollection } from 'mongodb';

interface LockDoc {
  _id: string;
  token: string;
  expiresAt: Date;
}

const LEASE_MS = 5000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A per-document lease lock kept in the same database. FerretDB v1 applies an update as "read matching
 * documents, then write them" without isolation, so two concurrent conditional updates of one document can both
 * apply (concurrent "like once" requests counted one user's like several times). The one thing it does enforce
 * atomically is a unique key on insert, so a lock is an insert of `{ _id: key }`; holders that crash leave a lease
 * that expires.
 * Real MongoDB updates single documents atomically and does not use this.
 */
export class DocumentLocks {
  /** `locks` is asked for the collection on every use: the store may replace its client (see MongoDocumentStore). */
  constructor(private readonly lockCollection: () => MongoCollection<LockDoc>) {}

  private get locks(): MongoCollection<LockDoc> {
    return this.lockCollection();
  }

  async withLock<T>(key: string, work: () => Promise<T>): Promise<T> {
    const token = randomUUID();
    for (let attempt = 0; ; attempt++) {
      try {
        await this.locks.insertOne({ _id: key, token, expiresAt: new Date(Date.now() + LEASE_MS) });
        break;
      } catch (err) {
        if (!(err instanceof MongoServerError && (err.code === 11000 || /UNIQUE constraint failed/.test(err.message)))) throw err;
        await this.locks.deleteOne({ _id: key, expiresAt: { $lt: new Date() } });
        await sleep(Math.min(2 + attempt * 2, 25) + Math.random() * 5);
      }
    }
    try {
      return await work();
    } finally {
      await this.locks.deleteOne({ _id: key, token });
    }
  }
}
