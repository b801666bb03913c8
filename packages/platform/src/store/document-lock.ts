import { randomUUID } from 'node:crypto';
import { MongoServerError, type Collection as MongoCollection } from 'mongodb';

interface LockDoc {
  _id: string;
  token: string;
  expiresAt: Date;
}

const LEASE_MS = 5000;
/** A write's claim not followed by its write this long after (its writer stopped) is taken over. */
const CLAIM_STALE_MS = 30_000;
/** Claims are kept this long, so a writer stalled before claiming finds the version it read claimed already. */
const CLAIM_KEEP_MS = 10 * 60_000;
const SWEEP_EVERY_CLAIMS = 1000;

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
 * that expires. A lease that runs out lets a second writer in, so the lock alone does not make a write safe: each
 * write under it first claims the move of its document on from the version it read (`claim`, the fencing token),
 * which one writer only ever gets, by the same unique insert.
 * Real MongoDB updates single documents atomically and does not use this.
 */
export class DocumentLocks {
  /**
   * The collections are asked for on every use: the store may replace its client (see MongoDocumentStore). Claims
   * live in a collection of their own: they are kept for minutes, and FerretDB answers a lock's release (by id and
   * token) by reading its whole collection, so the locks' collection holds only the leases held now.
   */
  constructor(
    private readonly collectionOf: (kind: 'locks' | 'claims') => MongoCollection<LockDoc>,
    private readonly options: DocumentLockOptions = {},
  ) {}

  private get locks(): MongoCollection<LockDoc> {
    return this.collectionOf('locks');
  }

  private get claimed(): MongoCollection<LockDoc> {
    return this.collectionOf('claims');
  }

  /** Runs `work` holding the lock of `key`; the work calls `beforeWrite` between its read and its write. */
  async withLock<T>(key: string, work: (beforeWrite: () => Promise<void>) => Promise<T>): Promise<T> {
    const token = randomUUID();
    for (let attempt = 0; ; attempt++) {
      try {
        await this.locks.insertOne({ _id: key, token, expiresAt: new Date(Date.now() + (this.options.leaseMs ?? LEASE_MS)) });
        break;
      } catch (err) {
        if (!isDuplicate(err)) throw err;
        await this.locks.deleteOne({ _id: key, expiresAt: { $lt: new Date() } });
        await sleep(Math.min(2 + attempt * 2, 25) + Math.random() * 5);
      }
    }
    try {
      return await work(() => this.options.beforeWrite?.(key) ?? Promise.resolve());
    } finally {
      await this.locks.deleteOne({ _id: key, token });
    }
  }

  private claims = 0;

  /**
   * Claims the write that moves `key`'s document on from `version`: true for exactly one writer, whoever holds a lease
   * by then. A claim whose writer stopped before writing (`stillAt`: the document is still at that version) is taken
   * over once stale.
   */
  async claim(key: string, version: number, stillAt: () => Promise<boolean>): Promise<boolean> {
    if (++this.claims % SWEEP_EVERY_CLAIMS === 0) await this.claimed.deleteMany({ expiresAt: { $lt: new Date(Date.now() - CLAIM_KEEP_MS) } });
    const claim = () => this.claimed.insertOne({ _id: `fence:${key}@${version}`, token: randomUUID(), expiresAt: new Date(Date.now() + CLAIM_STALE_MS) });
    try {
      await claim();
      return true;
    } catch (err) {
      if (!isDuplicate(err)) throw err;
    }
    if (!(await stillAt())) return false;
    const { deletedCount } = await this.claimed.deleteOne({ _id: `fence:${key}@${version}`, expiresAt: { $lt: new Date() } });
    if (deletedCount === 0) return false;
    try {
      await claim();
      return true;
    } catch (err) {
      if (!isDuplicate(err)) throw err;
      return false;
    }
  }
}

const isDuplicate = (err: unknown) => err instanceof MongoServerError && (err.code === 11000 || /UNIQUE constraint failed/.test(err.message));
