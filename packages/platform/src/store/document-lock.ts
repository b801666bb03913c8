import { randomUUID } from 'node:crypto';
import { MongoServerError, type Collection as MongoCollection } from 'mongodb';

interface LockDoc {
  _id: string;
  token: string;
  expiresAt: Date;
}

const LEASE_MS = 5000;

export interface DocumentLockOptions {
  /** How long a lease lasts before another writer may take it. */
  leaseMs?: number;
  /** Runs under a lock between reading the document and writing it (tests stall a writer past its lease here). */
  beforeWrite?: (key: string) => Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A per-document lease lock kept in the same database. FerretDB v1 applies an update as "read matching
 * documents, then write them" without isolation, so two concurrent conditional updates of one document can both
 * apply (concurrent "like once" requests counted one user's like several times). The one thing it does enforce
 * atomically is a unique key on insert, so a lock is an insert of `{ _id: key }`; holders that crash leave a lease
 * that expires. A lease that runs out lets a second writer in, so the lock alone does not make a write safe: a write
 * under it happens only while the lease is safely its holder's (`leaseSafe`); past that the holder reads again.
 * Real MongoDB updates single documents atomically and does not use this.
 */
export class DocumentLocks {
  /** `locks` is asked for the collection on every use: the store may replace its client (see MongoDocumentStore). */
  constructor(
    private readonly lockCollection: () => MongoCollection<LockDoc>,
    private readonly options: DocumentLockOptions = {},
  ) {}

  private get locks(): MongoCollection<LockDoc> {
    return this.lockCollection();
  }

  /**
   * Runs `work` holding the lock of `key`; the work calls `beforeWrite` between its read and its write, and asks
   * `leaseSafe` whether the lease is still far from its end (under half of it used, counted from before it was asked
   * for): until then no other writer can have taken it, whatever the clocks of the two processes, within half a lease.
   */
  async withLock<T>(key: string, work: (beforeWrite: () => Promise<void>, leaseSafe: () => boolean) => Promise<T>): Promise<T> {
    const token = randomUUID();
    const leaseMs = this.options.leaseMs ?? LEASE_MS;
    let askedAt = 0;
    for (let attempt = 0; ; attempt++) {
      try {
        askedAt = Date.now();
        await this.locks.insertOne({ _id: key, token, expiresAt: new Date(askedAt + leaseMs) });
        break;
      } catch (err) {
        if (!isDuplicate(err)) throw err;
        await this.locks.deleteOne({ _id: key, expiresAt: { $lt: new Date() } });
        await sleep(Math.min(2 + attempt * 2, 25) + Math.random() * 5);
      }
    }
    try {
      return await work(
        () => this.options.beforeWrite?.(key) ?? Promise.resolve(),
        () => Date.now() - askedAt < leaseMs / 2,
      );
    } finally {
      await this.locks.deleteOne({ _id: key, token });
    }
  }

}

const isDuplicate = (err: unknown) => err instanceof MongoServerError && (err.code === 11000 || /UNIQUE constraint failed/.test(err.message));
