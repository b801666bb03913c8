import { isDeepStrictEqual } from 'node:util';
import {
  MongoClient,
  MongoNetworkError,
  MongoNotConnectedError,
  MongoServerError,
  MongoServerSelectionError,
  MongoTopologyClosedError,
  type Collection as MongoCollection,
  type Db,
  type Document,
  type MongoClientOptions,
} from 'mongodb';
import {
  DuplicateKeyError,
  StoreUnavailableError,
  type Collection,
  type Doc,
  type DocumentStore,
  type Filter,
  type FindOptions,
  type IndexOptions,
  type NewDoc,
  type Update,
  type UpdateResult,
} from './document-store';
import { ClientRecovery, type FreshClient } from './client-recovery';
import { DocumentLocks, type DocumentLockOptions } from './document-lock';
import { matchesFilter } from './filter-semantics';
import { HeartbeatWatchdog } from './heartbeat-watchdog';
import { newId } from './new-id';
import { assertFilter, assertUpdate } from './query-rules';
import { storeDebug, traceDriverEvents, type StoreTrace } from './store-debug';

/** MongoDB reports 11000; FerretDB's SQLite backend reports a unique violation during an update as code 1. */
function isDuplicateKey(err: unknown): boolean {
  return err instanceof MongoServerError && (err.code === 11000 || /UNIQUE constraint failed/.test(err.message));
}

/**
 * Socket errors the driver sometimes passes on as they are: a command written to a connection the server has just
 * closed fails with Node's own EPIPE ("This socket has been ended by the other party"), not a MongoNetworkError.
 */
const SOCKET_ERRORS = new Set(['EPIPE', 'ECONNRESET', 'ECONNREFUSED', 'ECONNABORTED', 'ENOTCONN', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH']);

/** The server is unreachable: a lost or refused connection (pool cleared included) or no server to select in time. */
export function isUnreachable(err: unknown): boolean {
  return (
    err instanceof MongoNetworkError ||
    err instanceof MongoServerSelectionError ||
    err instanceof MongoTopologyClosedError ||
    err instanceof MongoNotConnectedError ||
    SOCKET_ERRORS.has(String((err as NodeJS.ErrnoException | null)?.code))
  );
}

/** Reports how a driver call ended (see ClientRecovery.began). */
type CallTracker = () => (outcome: 'ok' | 'unreachable' | 'other') => void;

/** Runs one driver call and turns its failures into the port's errors; `track` learns whether the server answered. */
async function translated<R>(name: string, call: () => Promise<R>, track?: CallTracker): Promise<R> {
  const ended = track?.();
  try {
    const result = await call();
    ended?.('ok');
    return result;
  } catch (err) {
    if (isDuplicateKey(err)) {
      ended?.('ok');
      throw new DuplicateKeyError(name, (err as { keyValue?: Record<string, unknown> }).keyValue);
    }
    if (isUnreachable(err)) {
      ended?.('unreachable');
      throw new StoreUnavailableError(err);
    }
    ended?.('other');
    throw err;
  }
}

/** Up to this many ids are read one by one on FerretDB rather than by one `$in` over the whole collection. */
const FEW_IDS = 50;

/** The ids of a find that asks for nothing but a few documents by id, in no particular order and unpaged. */
function fewIdsOf(filter: Filter, options: FindOptions): string[] | undefined {
  if (options.sort || options.skip || options.limit || Object.keys(filter).length !== 1) return undefined;
  const condition = filter._id as { $in?: unknown } | undefined;
  if (!condition || typeof condition !== 'object' || Object.keys(condition).length !== 1) return undefined;
  const ids = condition.$in;
  return Array.isArray(ids) && ids.length <= FEW_IDS && ids.every((id) => typeof id === 'string') ? [...new Set(ids as string[])] : undefined;
}

/**
 * The field where, with document locks, every conditional write bumps its document's version; the move on from the
 * version a writer read has moved. Stripped from what callers read.
 */
const VERSION = '_fence';

function sameApartFromVersion(before: Document, after: Document): boolean {
  const { [VERSION]: _before, ...was } = before;
  const { [VERSION]: _after, ...is } = after;
  return isDeepStrictEqual(was, is);
}

/** Adds a generated 24-hex `_id` for documents an upsert creates. */
function withInsertId(update: Document): Document {
  return { ...update, $setOnInsert: { _id: newId() } };
}

class MongoDocCollection<T extends Doc> implements Collection<T> {
  constructor(
    private readonly name: string,
    /** Asked on every call: the store may have replaced its client since the last one. */
    private readonly collectionOf: () => MongoCollection<Document>,
    private readonly locks?: DocumentLocks,
    private readonly track?: CallTracker,
  ) {}

  private get inner(): MongoCollection<Document> {
    return this.collectionOf();
  }

  /**
   * Runs a single-document write atomically. With native atomicity (MongoDB) it just runs. On a server that needs
   * document locks (FerretDB) it locks the target, reads it and tests the filter, and writes only while the lease is
   * safely its own (DocumentLocks.withLock's leaseSafe): a lease that ran out lets a second writer in, so a writer
   * past half its lease reads and decides again instead of writing on what it read. `before` is the document as read,
   * for telling whether the write changed it (VERSION, which every such write bumps, says it did).
   */
  private async atomically<R>(
    filter: Filter,
    update: Update,
    upsert: boolean,
    write: (target: Filter, update: Document, upsert: boolean, before?: Document) => Promise<R>,
    none: () => R,
  ): Promise<R> {
    const locks = this.locks;
    if (!locks) return write(filter, update as Document, upsert);
    const fenced = { ...update, $inc: { ...update.$inc, [VERSION]: 1 } } as Document;
    for (;;) {
      const id = typeof filter._id === 'string' ? filter._id : (await this.inner.findOne(filter, { projection: { _id: 1 } }))?._id;
      if (id === undefined) {
        if (!upsert) return none();
        // Serialise concurrent upserts of the same filter; unique indexes still decide between different ones.
        return locks.withLock(`${this.name}:upsert:${JSON.stringify(filter)}`, () => write(filter, fenced, true));
      }
      const key = `${this.name}:${String(id)}`;
      const outcome = await locks.withLock(key, async (beforeWrite, leaseSafe) => {
        // FerretDB answers a filter from its index only when it is the id alone; any other condition (a like's
        // "not liked yet") makes it read and decode the whole collection, twice. By id, the rest tested here.
        const doc = await this.inner.findOne({ _id: id } as Document);
        if (!doc) return { result: upsert ? await write(filter, fenced, true) : none() };
        if (!matchesFilter(doc, filter)) return { result: none() };
        await beforeWrite();
        // A lease that may have run out (a slow server, a paused process) may have let a second writer in since the
        // read: this one does not write on what it read, but locks and reads again.
        if (!leaseSafe()) return undefined;
        return { result: await write({ _id: id }, fenced, false, doc) };
      });
      if (outcome) return outcome.result;
    }
  }

  /** A document as callers see it: the version the fenced writes keep is the store's own. */
  private bare<D>(doc: D): D {
    if (this.locks && doc && typeof doc === 'object' && VERSION in doc) delete (doc as Record<string, unknown>)[VERSION];
    return doc;
  }

  /** Every driver call goes through here, so callers only ever see the port's errors. */
  private run<R>(call: () => Promise<R>): Promise<R> {
    return translated(this.name, call, this.track);
  }

  async find(filter: Filter = {}, options: FindOptions = {}): Promise<T[]> {
    assertFilter(filter);
    const ids = this.locks ? fewIdsOf(filter, options) : undefined;
    if (ids) {
      // FerretDB reads `_id: { $in }` by decoding the whole collection; a few reads by id use its index.
      const found = await Promise.all(ids.map((id) => this.run(() => this.inner.findOne({ _id: id } as Document, options.projection ? { projection: options.projection } : {}))));
      return found.filter((doc) => doc !== null).map((doc) => this.bare(doc)) as unknown as T[];
    }
    let cursor = this.inner.find(filter);
    if (options.sort) cursor = cursor.sort(options.sort);
    if (options.skip) cursor = cursor.skip(options.skip);
    if (options.limit) cursor = cursor.limit(options.limit);
    if (options.projection) cursor = cursor.project(options.projection);
    return (await this.run(() => cursor.toArray())).map((doc) => this.bare(doc)) as unknown as T[];
  }

  async findOne(filter: Filter, options: Pick<FindOptions, 'projection' | 'sort'> = {}): Promise<T | null> {
    assertFilter(filter);
    return this.bare(await this.run(() => this.inner.findOne(filter, options))) as T | null;
  }

  async *scan(filter: Filter, options: { batch?: number; projection?: Record<string, 0 | 1> } = {}): AsyncGenerator<T[]> {
    assertFilter(filter);
    const batch = options.batch ?? 1000;
    const cursor = this.inner.find(filter, { batchSize: batch, ...(options.projection ? { projection: options.projection } : {}) });
    try {
      // Each step is one short call (a getMore), so a long read is never one call pending for its whole length.
      while (await this.run(() => cursor.hasNext())) yield cursor.readBufferedDocuments().map((doc) => this.bare(doc)) as unknown as T[];
    } finally {
      await cursor.close().catch(() => undefined);
    }
  }

  async count(filter: Filter = {}): Promise<number> {
    assertFilter(filter);
    return this.run(() => this.inner.countDocuments(filter));
  }

  async insertOne(doc: NewDoc<T>): Promise<T> {
    const full = { ...doc, _id: doc._id ?? newId() } as T;
    await this.run(() => this.inner.insertOne(full as Document));
    return full;
  }

  async insertMany(docs: NewDoc<T>[]): Promise<T[]> {
    if (docs.length === 0) return [];
    const full = docs.map((doc) => ({ ...doc, _id: doc._id ?? newId() }) as T);
    await this.run(() => this.inner.insertMany(full as Document[], { ordered: true }));
    return full;
  }

  async updateOne(filter: Filter, update: Update, options: { upsert?: boolean } = {}): Promise<UpdateResult> {
    assertFilter(filter);
    assertUpdate(update);
    return this.run(() =>
      this.atomically(
        filter,
        update,
        options.upsert ?? false,
        async (target, change, upsert, before): Promise<UpdateResult> => {
          if (before) {
            // The version always moves: whether the caller's change did is told by the document before and after.
            const after = await this.inner.findOneAndUpdate(target, change, { returnDocument: 'after' });
            return { matched: after ? 1 : 0, modified: after && !sameApartFromVersion(before, after) ? 1 : 0 };
          }
          const result = await this.inner.updateOne(target, upsert ? withInsertId(change) : change, { upsert });
          return {
            matched: result.matchedCount,
            modified: result.modifiedCount,
            ...(result.upsertedId != null ? { upsertedId: String(result.upsertedId) } : {}),
          };
        },
        () => ({ matched: 0, modified: 0 }),
      ),
    );
  }

  async updateMany(filter: Filter, update: Update): Promise<UpdateResult> {
    assertFilter(filter);
    assertUpdate(update);
    return this.run(async () => {
      if (!this.locks) {
        const result = await this.inner.updateMany(filter, update as Document);
        return { matched: result.matchedCount, modified: result.modifiedCount };
      }
      const targets = await this.inner.find(filter, { projection: { _id: 1 } }).toArray();
      const total = { matched: 0, modified: 0 };
      for (const target of targets) {
        const one = await this.updateOne({ ...filter, _id: target._id }, update);
        total.matched += one.matched;
        total.modified += one.modified;
      }
      return total;
    });
  }

  async findOneAndUpdate(
    filter: Filter,
    update: Update,
    options: { returnDocument?: 'before' | 'after'; upsert?: boolean } = {},
  ): Promise<T | null> {
    assertFilter(filter);
    assertUpdate(update);
    return this.run(() =>
      this.atomically(
        filter,
        update,
        options.upsert ?? false,
        async (target, change, upsert) =>
          this.bare(
            (await this.inner.findOneAndUpdate(target, upsert ? withInsertId(change) : change, {
              returnDocument: options.returnDocument ?? 'after',
              upsert,
            })) as T | null,
          ),
        () => null,
      ),
    );
  }

  async deleteOne(filter: Filter): Promise<number> {
    assertFilter(filter);
    return (await this.run(() => this.inner.deleteOne(filter))).deletedCount;
  }

  async deleteMany(filter: Filter): Promise<number> {
    assertFilter(filter);
    return (await this.run(() => this.inner.deleteMany(filter))).deletedCount;
  }

  async createIndex(fields: Record<string, 1 | -1>, options: IndexOptions = {}): Promise<void> {
    await this.run(() => this.inner.createIndex(fields, { unique: options.unique ?? false, ...(options.sparse ? { sparse: true } : {}) }));
  }
}

export const DEFAULT_SERVER_SELECTION_TIMEOUT_MS = 3000;
const HEARTBEAT_FREQUENCY_MS = 10_000;
/**
 * The driver finds a returned server within a second (a failing call wakes its monitor every 500 ms): calls that
 * have only failed for longer mean either an outage or a client that will not heal, and a fresh client tells which.
 */
const FAILING_FOR_MS = 5000;
const RETRY_FRESH_CLIENT_EVERY_MS = 5000;
/** Calls still running on a replaced client may finish before it is closed. */
const RETIRED_CLIENT_GRACE_MS = 10_000;

export interface MongoStoreOptions {
  documentLocks?: boolean;
  /** The document locks' lease and a point to stall a writer at (tests of what an expired lease lets in). */
  lockOptions?: DocumentLockOptions;
  /** How long a call waits for a reachable server before failing with StoreUnavailableError. */
  serverSelectionTimeoutMs?: number;
  /** Told when the store replaced a client that did not recover by itself (for the service's log). */
  onClientReplaced?: (why: { reason: string }) => void;
}

export class MongoDocumentStore implements DocumentStore {
  readonly kind = 'mongodb' as const;
  private readonly collections = new Map<string, Collection<Doc>>();
  /** The current client's collection objects, made once per client rather than once per call. */
  private readonly mongoCollections = new Map<string, MongoCollection<Document>>();
  private readonly locks?: DocumentLocks;
  private db: Db;
  private watchdog: HeartbeatWatchdog | undefined;
  private readonly recovery: ClientRecovery<MongoClient>;
  private readonly retired = new Set<MongoClient>();
  private readonly trace: StoreTrace | undefined = storeDebug();
  private clientsMade = 1;
  private closed = false;
  /** How many times a client that did not recover was replaced (DESIGN §8: recovery is certain). */
  clientReplacements = 0;

  private constructor(
    private client: MongoClient,
    private readonly dbName: string,
    private readonly newClient: () => MongoClient,
    needsLocks: boolean,
    private readonly options: MongoStoreOptions & { connectTimeoutMs: number; serverSelectionTimeoutMs: number },
  ) {
    this.db = client.db(dbName);
    if (this.trace) traceDriverEvents(client, 'client#1', this.trace);
    this.locks = needsLocks ? new DocumentLocks(() => this.mongoCollection('_document_locks'), options.lockOptions) : undefined;
    this.recovery = new ClientRecovery(
      () => this.connectFresh(),
      (fresh, why) => this.replaceClient(fresh, why),
      {
        failingForMs: FAILING_FOR_MS,
        retryEveryMs: RETRY_FRESH_CLIENT_EVERY_MS,
        // Selecting the server, then a connect and a ping on the new connection.
        attemptTimeoutMs: options.serverSelectionTimeoutMs + 2 * options.connectTimeoutMs,
        pingCurrent: () => this.client.db(this.dbName).command({ ping: 1 }),
        ...(this.trace ? { trace: this.trace } : {}),
      },
    ).start();
    this.watch();
  }

  /** `documentLocks` defaults to on for FerretDB (see DocumentLocks) and off for MongoDB. */
  static async connect(uri: string, dbName: string, options: MongoStoreOptions = {}): Promise<MongoDocumentStore> {
    // Fail fast when the server is gone, so requests answer 503 instead of hanging for the driver's 30 s default.
    const timeoutMs = options.serverSelectionTimeoutMs ?? DEFAULT_SERVER_SELECTION_TIMEOUT_MS;
    const clientOptions: MongoClientOptions = { serverSelectionTimeoutMS: timeoutMs, connectTimeoutMS: timeoutMs, maxPoolSize: 20, heartbeatFrequencyMS: HEARTBEAT_FREQUENCY_MS };
    const newClient = () => new MongoClient(uri, clientOptions);
    const client = newClient();
    await client.connect();
    const buildInfo = await client.db(dbName).admin().command({ buildInfo: 1 });
    const needsLocks = options.documentLocks ?? 'ferretdbVersion' in buildInfo;
    return new MongoDocumentStore(client, dbName, newClient, needsLocks, { ...options, connectTimeoutMs: timeoutMs, serverSelectionTimeoutMs: timeoutMs });
  }

  /** A stuck server monitor (see HeartbeatWatchdog) never serves again: recovery tries a fresh client at once. */
  private watch(): void {
    const client = this.client;
    this.watchdog = new HeartbeatWatchdog(client, { connectTimeoutMs: this.options.connectTimeoutMs, heartbeatFrequencyMs: HEARTBEAT_FREQUENCY_MS }, ({ address, forMs }) => {
      if (this.closed || this.client !== client) return;
      this.recovery.suspect(`the server monitor of ${address} has been stuck for ${forMs} ms`);
      void this.recovery.check();
    }).start();
  }

  /**
   * A new client, connected explicitly and answering a ping. Never one left to connect on its first call: if that
   * call comes while the server is away, the driver closes the client's topology and the client is dead for ever.
   */
  private async connectFresh(): Promise<FreshClient<MongoClient>> {
    const client = this.newClient();
    const name = `client#${++this.clientsMade}`;
    if (this.trace) traceDriverEvents(client, name, this.trace);
    try {
      await client.connect();
      await client.db(this.dbName).command({ ping: 1 });
      return { client, close: () => client.close(true) };
    } catch (err) {
      void client.close(true).catch(() => undefined);
      throw err;
    }
  }

  /**
   * Swaps in a connected client. Collections and document locks ask for the current client on every call, so
   * callers keep their handles; the old client is closed after a grace period for the calls still running on it.
   */
  private replaceClient(fresh: MongoClient, reason: string): void {
    if (this.closed) {
      void fresh.close(true).catch(() => undefined);
      return;
    }
    const old = this.client;
    this.watchdog?.stop();
    this.client = fresh;
    this.db = fresh.db(this.dbName);
    this.mongoCollections.clear();
    this.clientReplacements++;
    this.watch();
    this.options.onClientReplaced?.({ reason });
    this.retired.add(old);
    setTimeout(() => this.retire(old), RETIRED_CLIENT_GRACE_MS).unref();
  }

  private retire(client: MongoClient): void {
    if (!this.retired.delete(client)) return;
    void client.close(true).catch(() => undefined);
  }

  private mongoCollection<T extends Document>(name: string): MongoCollection<T> {
    let found = this.mongoCollections.get(name);
    if (!found) {
      found = this.db.collection(name);
      this.mongoCollections.set(name, found);
    }
    return found as unknown as MongoCollection<T>;
  }

  get usesDocumentLocks(): boolean {
    return this.locks !== undefined;
  }

  collection<T extends Doc = Doc>(name: string): Collection<T> {
    let found = this.collections.get(name);
    if (!found) {
      found = new MongoDocCollection<Doc>(name, () => this.mongoCollection(name), this.locks, () => this.recovery.began());
      this.collections.set(name, found);
    }
    return found as unknown as Collection<T>;
  }

  async ping(): Promise<void> {
    await translated('(ping)', () => this.db.command({ ping: 1 }), () => this.recovery.began());
  }

  /** Drops the whole database; tests use it to clean up. */
  async drop(): Promise<void> {
    await this.db.dropDatabase();
  }

  async close(): Promise<void> {
    this.closed = true;
    this.watchdog?.stop();
    this.recovery.stop();
    for (const client of [...this.retired]) this.retire(client);
    await this.client.close();
  }
}
