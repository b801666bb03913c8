import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import Datastore from '@seald-io/nedb';
import {
  DuplicateKeyError,
  StoreQueryError,
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
import { newId } from './new-id';
import { translateFilter } from './filter-semantics';
import { assertFilter, assertUpdate, equalityFields } from './query-rules';

type Nedb = Datastore<Record<string, unknown>>;

function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { errorType?: string }).errorType === 'uniqueViolated';
}

class EmbeddedCollection<T extends Doc> implements Collection<T> {
  /** Serialises writes: read-check-write sequences (findOneAndUpdate, upsert) must not interleave. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly name: string,
    private readonly db: Nedb,
  ) {}

  private exclusive<R>(work: () => Promise<R>): Promise<R> {
    const run = this.queue.then(work, work);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private rethrow(err: unknown): never {
    if (isUniqueViolation(err)) throw new DuplicateKeyError(this.name, { value: (err as { key?: unknown }).key });
    if (err instanceof DuplicateKeyError || err instanceof StoreQueryError) throw err;
    // NeDB reports a malformed modifier as a plain Error; surface it as the port's validation error.
    if (err instanceof Error && /modifier|operator|Field names/i.test(err.message)) throw new StoreQueryError(err.message);
    throw err;
  }

  async find(filter: Filter = {}, options: FindOptions = {}): Promise<T[]> {
    assertFilter(filter);
    let cursor = this.db.findAsync(translateFilter(filter));
    if (options.sort) cursor = cursor.sort(options.sort);
    if (options.skip) cursor = cursor.skip(options.skip);
    if (options.limit) cursor = cursor.limit(options.limit);
    if (options.projection) cursor = cursor.projection(options.projection);
    return (await cursor) as unknown as T[];
  }

  async findOne(filter: Filter, options: Pick<FindOptions, 'projection' | 'sort'> = {}): Promise<T | null> {
    const [first] = await this.find(filter, { ...options, limit: 1 });
    return first ?? null;
  }

  async *scan(filter: Filter, options: { batch?: number; projection?: Record<string, 0 | 1> } = {}): AsyncGenerator<T[]> {
    // NeDB holds the collection in memory already: one find, handed out in slices.
    const all = await this.find(filter, options.projection ? { projection: options.projection } : {});
    const batch = options.batch ?? 1000;
    for (let start = 0; start < all.length; start += batch) yield all.slice(start, start + batch);
  }

  async count(filter: Filter = {}): Promise<number> {
    assertFilter(filter);
    return this.db.countAsync(translateFilter(filter));
  }

  async insertOne(doc: NewDoc<T>): Promise<T> {
    return this.exclusive(async () => {
      try {
        return (await this.db.insertAsync({ ...doc, _id: doc._id ?? newId() })) as unknown as T;
      } catch (err) {
        this.rethrow(err);
      }
    });
  }

  async insertMany(docs: NewDoc<T>[]): Promise<T[]> {
    return this.exclusive(async () => {
      if (docs.length === 0) return [];
      try {
        return (await this.db.insertAsync(docs.map((doc) => ({ ...doc, _id: doc._id ?? newId() })))) as unknown as T[];
      } catch (err) {
        this.rethrow(err);
      }
    });
  }

  /** Applies an update to one document by id and reports both states. Runs inside `exclusive`. */
  private async applyToOne(before: T, update: Update): Promise<T> {
    try {
      const { affectedDocuments } = await this.db.updateAsync({ _id: before._id }, update, { returnUpdatedDocs: true, multi: false });
      return affectedDocuments as unknown as T;
    } catch (err) {
      this.rethrow(err);
    }
  }

  /** Creates the document an upsert describes: the filter's equality fields, then the update. */
  private async upsertNew(filter: Filter, update: Update): Promise<T> {
    const base = { ...equalityFields(filter), _id: newId() };
    let inserted: T;
    try {
      inserted = (await this.db.insertAsync(base)) as unknown as T;
    } catch (err) {
      this.rethrow(err);
    }
    try {
      return await this.applyToOne(inserted, update);
    } catch (err) {
      await this.db.removeAsync({ _id: base._id }, { multi: false });
      throw err;
    }
  }

  async updateOne(filter: Filter, update: Update, options: { upsert?: boolean } = {}): Promise<UpdateResult> {
    assertFilter(filter);
    assertUpdate(update);
    return this.exclusive(async () => {
      const before = await this.findOne(filter);
      if (!before) {
        if (!options.upsert) return { matched: 0, modified: 0 };
        const created = await this.upsertNew(filter, update);
        return { matched: 0, modified: 0, upsertedId: created._id };
      }
      const after = await this.applyToOne(before, update);
      return { matched: 1, modified: isDeepStrictEqual(before, after) ? 0 : 1 };
    });
  }

  async updateMany(filter: Filter, update: Update): Promise<UpdateResult> {
    assertFilter(filter);
    assertUpdate(update);
    return this.exclusive(async () => {
      const matches = await this.find(filter);
      let modified = 0;
      for (const before of matches) {
        const after = await this.applyToOne(before, update);
        if (!isDeepStrictEqual(before, after)) modified++;
      }
      return { matched: matches.length, modified };
    });
  }

  async findOneAndUpdate(
    filter: Filter,
    update: Update,
    options: { returnDocument?: 'before' | 'after'; upsert?: boolean } = {},
  ): Promise<T | null> {
    assertFilter(filter);
    assertUpdate(update);
    return this.exclusive(async () => {
      const before = await this.findOne(filter);
      if (!before) {
        if (!options.upsert) return null;
        const created = await this.upsertNew(filter, update);
        return options.returnDocument === 'before' ? null : created;
      }
      const after = await this.applyToOne(before, update);
      return options.returnDocument === 'before' ? before : after;
    });
  }

  async deleteOne(filter: Filter): Promise<number> {
    assertFilter(filter);
    return this.exclusive(async () => {
      const found = await this.findOne(filter);
      return found ? this.db.removeAsync({ _id: found._id }, { multi: false }) : 0;
    });
  }

  async deleteMany(filter: Filter): Promise<number> {
    assertFilter(filter);
    return this.exclusive(() => this.db.removeAsync(translateFilter(filter), { multi: true }));
  }

  async createIndex(fields: Record<string, 1 | -1>, options: IndexOptions = {}): Promise<void> {
    const names = Object.keys(fields);
    const fieldName = names.length === 1 ? names[0]! : names;
    try {
      await this.db.ensureIndexAsync({ fieldName, unique: options.unique ?? false, sparse: options.sparse ?? false });
    } catch (err) {
      this.rethrow(err);
    }
  }
}

/** NeDB files under `<dir>/<collection>.db`: the store of `npm start`'s embedded mode. */
export class EmbeddedDocumentStore implements DocumentStore {
  readonly kind = 'embedded' as const;
  private readonly collections = new Map<string, { db: Nedb; collection: Collection<Doc>; loaded: Promise<void> }>();

  private constructor(private readonly dir: string) {}

  static async open(dir: string): Promise<EmbeddedDocumentStore> {
    await mkdir(dir, { recursive: true });
    return new EmbeddedDocumentStore(dir);
  }

  collection<T extends Doc = Doc>(name: string): Collection<T> {
    if (!/^[A-Za-z0-9_.-]+$/.test(name)) throw new StoreQueryError(`Invalid collection name ${name}`);
    let entry = this.collections.get(name);
    if (!entry) {
      const db: Nedb = new Datastore({ filename: join(this.dir, `${name}.db`) });
      // NeDB queues every command until the load finishes, so the collection is usable at once.
      const loaded = db.loadDatabaseAsync();
      loaded.catch(() => undefined);
      entry = { db, collection: new EmbeddedCollection<Doc>(name, db), loaded };
      this.collections.set(name, entry);
    }
    return entry.collection as unknown as Collection<T>;
  }

  async ping(): Promise<void> {
    await Promise.all([...this.collections.values()].map((entry) => entry.loaded));
  }

  async close(): Promise<void> {
    // Compaction runs after every queued command, so awaiting it flushes pending writes to the files.
    await Promise.all([...this.collections.values()].map((entry) => entry.db.compactDatafileAsync()));
    this.collections.clear();
  }
}
