import { MongoClient, MongoServerError, type Collection as MongoCollection, type Db, type Document } from 'mongodb';
import {
  DuplicateKeyError,
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
import { DocumentLocks } from './document-lock';
import { newId } from './new-id';
import { assertFilter, assertUpdate } from './query-rules';

/** MongoDB reports 11000; FerretDB's SQLite backend reports a unique violation during an update as code 1. */
function isDuplicateKey(err: unknown): boolean {
  return err instanceof MongoServerError && (err.code === 11000 || /UNIQUE constraint failed/.test(err.message));
}

function rethrow(name: string, err: unknown): never {
  if (isDuplicateKey(err)) {
    throw new DuplicateKeyError(name, (err as { keyValue?: Record<string, unknown> }).keyValue);
  }
  throw err;
}

/** Adds a generated 24-hex `_id` for documents an upsert creates. */
function withInsertId(update: Update): Document {
  return { ...update, $setOnInsert: { _id: newId() } };
}

class MongoDocCollection<T extends Doc> implements Collection<T> {
  constructor(
    private readonly name: string,
    private readonly inner: MongoCollection<Document>,
    private readonly locks?: DocumentLocks,
  ) {}

  /**
   * Runs a single-document write atomically. With native atomicity (MongoDB) it just runs; on a server that
   * needs document locks (FerretDB) it finds the target, locks it and re-applies the filter under the lock.
   */
  private async atomically<R>(filter: Filter, upsert: boolean, write: (target: Filter) => Promise<R>, none: () => R): Promise<R> {
    if (!this.locks) return write(filter);
    const target = await this.inner.findOne(filter, { projection: { _id: 1 } });
    if (!target) {
      if (!upsert) return none();
      // Serialise concurrent upserts of the same filter; unique indexes still decide between different ones.
      return this.locks.withLock(`${this.name}:upsert:${JSON.stringify(filter)}`, () => write(filter));
    }
    return this.locks.withLock(`${this.name}:${String(target._id)}`, () => write({ ...filter, _id: target._id }));
  }

  async find(filter: Filter = {}, options: FindOptions = {}): Promise<T[]> {
    assertFilter(filter);
    let cursor = this.inner.find(filter);
    if (options.sort) cursor = cursor.sort(options.sort);
    if (options.skip) cursor = cursor.skip(options.skip);
    if (options.limit) cursor = cursor.limit(options.limit);
    if (options.projection) cursor = cursor.project(options.projection);
    return (await cursor.toArray()) as unknown as T[];
  }

  async findOne(filter: Filter, options: Pick<FindOptions, 'projection' | 'sort'> = {}): Promise<T | null> {
    assertFilter(filter);
    return (await this.inner.findOne(filter, options)) as T | null;
  }

  async count(filter: Filter = {}): Promise<number> {
    assertFilter(filter);
    return this.inner.countDocuments(filter);
  }

  async insertOne(doc: NewDoc<T>): Promise<T> {
    const full = { ...doc, _id: doc._id ?? newId() } as T;
    try {
      await this.inner.insertOne(full as Document);
    } catch (err) {
      rethrow(this.name, err);
    }
    return full;
  }

  async insertMany(docs: NewDoc<T>[]): Promise<T[]> {
    if (docs.length === 0) return [];
    const full = docs.map((doc) => ({ ...doc, _id: doc._id ?? newId() }) as T);
    try {
      await this.inner.insertMany(full as Document[], { ordered: true });
    } catch (err) {
      rethrow(this.name, err);
    }
    return full;
  }

  async updateOne(filter: Filter, update: Update, options: { upsert?: boolean } = {}): Promise<UpdateResult> {
    assertFilter(filter);
    assertUpdate(update);
    try {
      return await this.atomically(
        filter,
        options.upsert ?? false,
        async (target) => {
          const result = await this.inner.updateOne(target, options.upsert ? withInsertId(update) : (update as Document), {
            upsert: options.upsert ?? false,
          });
          return {
            matched: result.matchedCount,
            modified: result.modifiedCount,
            ...(result.upsertedId != null ? { upsertedId: String(result.upsertedId) } : {}),
          };
        },
        () => ({ matched: 0, modified: 0 }),
      );
    } catch (err) {
      rethrow(this.name, err);
    }
  }

  async updateMany(filter: Filter, update: Update): Promise<UpdateResult> {
    assertFilter(filter);
    assertUpdate(update);
    try {
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
    } catch (err) {
      rethrow(this.name, err);
    }
  }

  async findOneAndUpdate(
    filter: Filter,
    update: Update,
    options: { returnDocument?: 'before' | 'after'; upsert?: boolean } = {},
  ): Promise<T | null> {
    assertFilter(filter);
    assertUpdate(update);
    try {
      return await this.atomically(
        filter,
        options.upsert ?? false,
        async (target) =>
          (await this.inner.findOneAndUpdate(target, options.upsert ? withInsertId(update) : (update as Document), {
            returnDocument: options.returnDocument ?? 'after',
            upsert: options.upsert ?? false,
          })) as T | null,
        () => null,
      );
    } catch (err) {
      rethrow(this.name, err);
    }
  }

  async deleteOne(filter: Filter): Promise<number> {
    assertFilter(filter);
    return (await this.inner.deleteOne(filter)).deletedCount;
  }

  async deleteMany(filter: Filter): Promise<number> {
    assertFilter(filter);
    return (await this.inner.deleteMany(filter)).deletedCount;
  }

  async createIndex(fields: Record<string, 1 | -1>, options: IndexOptions = {}): Promise<void> {
    await this.inner.createIndex(fields, { unique: options.unique ?? false, ...(options.sparse ? { sparse: true } : {}) });
  }
}

export class MongoDocumentStore implements DocumentStore {
  readonly kind = 'mongodb' as const;
  private readonly collections = new Map<string, Collection<Doc>>();

  private constructor(
    private readonly client: MongoClient,
    private readonly db: Db,
    private readonly locks?: DocumentLocks,
  ) {}

  /** `documentLocks` defaults to on for FerretDB (see DocumentLocks) and off for MongoDB. */
  static async connect(uri: string, dbName: string, options: { documentLocks?: boolean } = {}): Promise<MongoDocumentStore> {
    // Fail fast when the server is gone, so requests answer 503 instead of hanging for the 30 s default.
    const client = new MongoClient(uri, { serverSelectionTimeoutMS: 3000, connectTimeoutMS: 3000, maxPoolSize: 20 });
    await client.connect();
    const db = client.db(dbName);
    const buildInfo = await db.admin().command({ buildInfo: 1 });
    const needsLocks = options.documentLocks ?? 'ferretdbVersion' in buildInfo;
    return new MongoDocumentStore(client, db, needsLocks ? new DocumentLocks(db.collection('_document_locks')) : undefined);
  }

  get usesDocumentLocks(): boolean {
    return this.locks !== undefined;
  }

  collection<T extends Doc = Doc>(name: string): Collection<T> {
    let found = this.collections.get(name);
    if (!found) {
      found = new MongoDocCollection<Doc>(name, this.db.collection(name), this.locks);
      this.collections.set(name, found);
    }
    return found as unknown as Collection<T>;
  }

  async ping(): Promise<void> {
    await this.db.command({ ping: 1 });
  }

  /** Drops the whole database; tests use it to clean up. */
  async drop(): Promise<void> {
    await this.db.dropDatabase();
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}
