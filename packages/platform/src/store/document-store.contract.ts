import { objectId } from '@hostel/contracts';
import { DuplicateKeyError, StoreQueryError, type Doc, type DocumentStore, type Update } from './document-store';
import { findPage } from './find-page';
import { textSearch } from './search-text';

interface Meal extends Doc {
  title: string;
  category?: string;
  price: number;
  likes?: number;
  likedBy?: string[];
  tags?: string[];
  reviews?: { id: string; rating: number }[];
  nested?: { a: number };
  sku?: string;
  createdAt?: Date;
}

/** How a test stalls a writer: its lock's lease, and a wait between its read of the document and its write. */
export interface StallingLocks {
  leaseMs: number;
  beforeWrite: (key: string) => Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * One behaviour for every DocumentStore adapter. Each adapter's test file calls this with a factory that opens
 * a fresh, empty store, and one that opens it with `StallingLocks` (an adapter without leases opens as usual); the
 * suite never looks at which adapter it runs on.
 */
export function describeDocumentStoreContract(
  title: string,
  open: () => Promise<DocumentStore>,
  dispose: (store: DocumentStore) => Promise<void>,
  openStalling: (locks: StallingLocks) => Promise<DocumentStore>,
): void {
  describe(`DocumentStore contract — ${title}`, () => {
    let store: DocumentStore;
    beforeEach(async () => {
      store = await open();
    });
    afterEach(async () => {
      await dispose(store);
    });
    const meals = () => store.collection<Meal>('meals');

    async function seed() {
      await meals().insertMany([
        { title: 'Khichuri', category: 'Breakfast', price: 120, likedBy: ['u1'], tags: ['rice'] },
        { title: 'Beef Tehari', category: 'Lunch', price: 250, likedBy: ['u1', 'u2'], tags: ['rice', 'beef'] },
        { title: 'Chicken Biryani', category: 'Dinner', price: 380, likedBy: [], tags: ['rice', 'chicken'] },
        { title: 'Kacchi Special', category: 'Dinner', price: 520, likedBy: ['u3'], nested: { a: 2 } },
      ]);
    }

    describe('insert and read', () => {
      it('when a document is inserted without an id, then it gets a 24-hex string id and reads back equal', async () => {
        const inserted = await meals().insertOne({ title: 'Dal', price: 60 });
        expect(objectId.parse(inserted._id)).toBe(inserted._id);
        expect(await meals().findOne({ _id: inserted._id })).toEqual(inserted);
      });

      it('when a document is inserted with its own id, then that id is kept', async () => {
        const id = 'aaaaaaaaaaaaaaaaaaaaaaaa';
        await meals().insertOne({ _id: id, title: 'Dal', price: 60 });
        expect((await meals().findOne({ _id: id }))?.title).toBe('Dal');
      });

      it('when dates are stored, then they come back as dates', async () => {
        const at = new Date('2026-01-02T03:04:05.000Z');
        const { _id } = await meals().insertOne({ title: 'Dal', price: 60, createdAt: at });
        expect((await meals().findOne({ _id }))?.createdAt).toEqual(at);
      });
    });

    describe('find', () => {
      beforeEach(seed);

      it('when a filter is scanned in batches, then every match comes once, in batches no larger than asked, projected', async () => {
        const batches: Meal[][] = [];
        for await (const batch of meals().scan({ price: { $gte: 200 } }, { batch: 2, projection: { title: 1 } })) batches.push(batch);

        expect(batches.every((batch) => batch.length >= 1 && batch.length <= 2)).toBe(true);
        expect(batches.flat().map((m) => m.title).sort()).toEqual(['Beef Tehari', 'Chicken Biryani', 'Kacchi Special']);
        expect(batches.flat().every((m) => m.price === undefined)).toBe(true);
        let none = 0;
        for await (const batch of meals().scan({ price: { $gt: 10_000 } })) none += batch.length;
        expect(none).toBe(0);
      });

      it('when filtering by equality and comparison operators, then only matching documents return', async () => {
        expect((await meals().find({ category: 'Dinner' })).map((m) => m.title).sort()).toEqual(['Chicken Biryani', 'Kacchi Special']);
        expect(await meals().count({ price: { $gte: 200, $lte: 400 } })).toBe(2);
        expect(await meals().count({ price: { $lt: 200 } })).toBe(1);
        expect(await meals().count({ price: { $gt: 400 } })).toBe(1);
        expect(await meals().count({ category: { $eq: 'Lunch' } })).toBe(1);
        expect(await meals().count({ category: { $in: ['Lunch', 'Breakfast'] } })).toBe(2);
        expect(await meals().count({ category: { $nin: ['Lunch', 'Breakfast'] } })).toBe(2);
        expect(await meals().count({ 'nested.a': 2 })).toBe(1);
        expect(await meals().count({ nested: { $exists: true } })).toBe(1);
        expect(await meals().count({ nested: { $exists: false } })).toBe(3);
      });

      it('when matching arrays, then $ne and $nin mean "no element equals", as in MongoDB', async () => {
        expect(await meals().count({ likedBy: 'u1' })).toBe(2);
        expect((await meals().find({ likedBy: { $ne: 'u1' } })).map((m) => m.title).sort()).toEqual(['Chicken Biryani', 'Kacchi Special']);
        expect(await meals().count({ likedBy: { $nin: ['u1', 'u3'] } })).toBe(1);
        expect(await meals().count({ likedBy: { $size: 2 } })).toBe(1);
      });

      it('when a dotted path reaches into an array of objects, then any element can match', async () => {
        await meals().insertOne({ title: 'Rated', price: 1, reviews: [{ id: 'r1', rating: 2 }, { id: 'r2', rating: 5 }] });
        expect(await meals().count({ 'reviews.id': 'r2' })).toBe(1);
        expect(await meals().count({ 'reviews.id': 'r9' })).toBe(0);
      });

      it('when searching with $regex and $options, then matching is case-insensitive', async () => {
        expect((await meals().find({ title: { $regex: 'biryani', $options: 'i' } })).map((m) => m.title)).toEqual(['Chicken Biryani']);
      });

      it('when combining with $or and $and, then the logic holds', async () => {
        expect(await meals().count({ $or: [{ category: 'Breakfast' }, { price: { $gt: 500 } }] })).toBe(2);
        expect(await meals().count({ $and: [{ category: 'Dinner' }, { price: { $lt: 500 } }] })).toBe(1);
      });

      it('when sorting, skipping, limiting and projecting, then the page is right and only asked fields return', async () => {
        const page = await meals().find({}, { sort: { price: -1 }, skip: 1, limit: 2, projection: { title: 1 } });
        expect(page.map((m) => m.title)).toEqual(['Chicken Biryani', 'Beef Tehari']);
        expect(Object.keys(page[0]!).sort()).toEqual(['_id', 'title']);
        const first = await meals().findOne({}, { sort: { price: 1 } });
        expect(first?.title).toBe('Khichuri');
      });

      it('when a search string holds regex characters, then textSearch matches it literally, in any of its fields', async () => {
        await meals().insertMany([
          { title: 'C++ Curry (hot)', category: 'Lunch', price: 90 },
          { title: 'CCurry hot', category: 'Lunch', price: 90 },
          { title: 'Plain', category: 'a.b', price: 90 },
        ]);
        const titles = async (search: string, fields = ['title']) => (await meals().find(textSearch(search, fields))).map((m) => m.title).sort();

        expect(await titles('c++ curry (HOT)')).toEqual(['C++ Curry (hot)']);
        expect(await titles('.*')).toEqual([]);
        expect(await titles('a.b', ['title', 'category'])).toEqual(['Plain']);
        expect(await titles('tehari', ['title', 'category'])).toEqual(['Beef Tehari']);
      });

      it('when findPage asks for a page, then it gets that page and the count of every match', async () => {
        const page = await findPage(meals(), { category: 'Dinner' }, { sort: { price: -1 }, page: 2, limit: 1 });
        expect(page).toEqual({ items: [expect.objectContaining({ title: 'Chicken Biryani' })], total: 2, totalPages: 2 });
      });
    });

    describe('update', () => {
      beforeEach(seed);

      it('when $set, $inc, $push, $addToSet, $pull and $unset are applied, then the document changes accordingly', async () => {
        const meal = (await meals().findOne({ title: 'Khichuri' }))!;
        const result = await meals().updateOne(
          { _id: meal._id },
          { $set: { price: 130, 'nested.a': 7 }, $inc: { likes: 2 }, $push: { tags: 'lentil' }, $addToSet: { likedBy: 'u9' } },
        );
        expect(result).toEqual({ matched: 1, modified: 1 });
        await meals().updateOne({ _id: meal._id }, { $addToSet: { likedBy: 'u9' }, $pull: { tags: 'rice' }, $unset: { category: '' } });
        const after = (await meals().findOne({ _id: meal._id }))!;
        expect(after).toMatchObject({ price: 130, likes: 2, nested: { a: 7 }, tags: ['lentil'], likedBy: ['u1', 'u9'] });
        expect(after.category).toBeUndefined();
      });

      it('when $pull is given a whole object of an array of objects, then the equal element goes', async () => {
        const { _id } = await meals().insertOne({ title: 'R', price: 1, reviews: [{ id: 'a', rating: 1 }, { id: 'b', rating: 2 }] });
        await meals().updateOne({ _id }, { $pull: { reviews: { id: 'a', rating: 1 } } });
        expect((await meals().findOne({ _id }))?.reviews).toEqual([{ id: 'b', rating: 2 }]);
      });

      it('when an update changes nothing, then it is matched but not modified', async () => {
        const meal = (await meals().findOne({ title: 'Beef Tehari' }))!;
        expect(await meals().updateOne({ _id: meal._id }, { $addToSet: { likedBy: 'u1' } })).toEqual({ matched: 1, modified: 0 });
      });

      it('when updateMany runs, then every match changes', async () => {
        const result = await meals().updateMany({ category: 'Dinner' }, { $inc: { price: 10 } });
        expect(result).toEqual({ matched: 2, modified: 2 });
        expect((await meals().find({ category: 'Dinner' }, { sort: { price: 1 } })).map((m) => m.price)).toEqual([390, 530]);
      });

      it('when upserting a missing document, then it is created from the filter and the update, with a string id', async () => {
        const result = await meals().updateOne({ title: 'New' }, { $set: { price: 99 }, $inc: { likes: 1 } }, { upsert: true });
        expect(result.matched).toBe(0);
        expect(objectId.parse(result.upsertedId)).toBe(result.upsertedId);
        expect(await meals().findOne({ title: 'New' })).toMatchObject({ _id: result.upsertedId, title: 'New', price: 99, likes: 1 });
      });

      it('when findOneAndUpdate runs, then it returns the document after (or before) the change', async () => {
        const after = await meals().findOneAndUpdate({ title: 'Khichuri' }, { $inc: { price: 5 } });
        expect(after?.price).toBe(125);
        const before = await meals().findOneAndUpdate({ title: 'Khichuri' }, { $inc: { price: 5 } }, { returnDocument: 'before' });
        expect(before?.price).toBe(125);
        const created = await meals().findOneAndUpdate({ title: 'Upserted' }, { $set: { price: 1 } }, { upsert: true });
        expect(created).toMatchObject({ title: 'Upserted', price: 1 });
      });

      it('when 20 concurrent "like once" updates arrive for one user, then exactly one applies', async () => {
        const meal = (await meals().findOne({ title: 'Chicken Biryani' }))!;
        const results = await Promise.all(
          Array.from({ length: 20 }, () =>
            meals().updateOne({ _id: meal._id, likedBy: { $ne: 'u7' } }, { $addToSet: { likedBy: 'u7' }, $inc: { likes: 1 } }),
          ),
        );
        expect(results.filter((r) => r.modified === 1)).toHaveLength(1);
        expect(await meals().findOne({ _id: meal._id })).toMatchObject({ likes: 1, likedBy: ['u7'] });
      });
    });

    describe('concurrent writers on one document', () => {
      it('when 10 users add themselves and 20 increments run at once, then no update is lost', async () => {
        const { _id } = await meals().insertOne({ title: 'Hot', price: 1, likedBy: [], likes: 0 });
        await Promise.all([
          ...Array.from({ length: 10 }, (_, i) => meals().updateOne({ _id }, { $addToSet: { likedBy: `user${i}` } })),
          ...Array.from({ length: 20 }, () => meals().updateOne({ _id }, { $inc: { likes: 1 } })),
        ]);
        const after = (await meals().findOne({ _id }))!;
        expect(after.likes).toBe(20);
        expect([...after.likedBy!].sort()).toEqual(Array.from({ length: 10 }, (_, i) => `user${i}`).sort());
      });
    });

    describe('fencing: a lease that runs out lets no second write apply', () => {
      it('when a writer stalls past its lease while another takes it and writes, then one "like once" applies, once', async () => {
        let stalls = 1;
        const stalling = await openStalling({ leaseMs: 300, beforeWrite: async () => (stalls-- > 0 ? sleep(1000) : undefined) });
        try {
          const hot = stalling.collection<Meal>('meals');
          const { _id } = await hot.insertOne({ title: 'Hot', price: 1, likedBy: [], likes: 0 });
          const like = () => hot.updateOne({ _id, likedBy: { $ne: 'u7' } }, { $addToSet: { likedBy: 'u7' }, $inc: { likes: 1 } });

          const stalled = like();
          await sleep(500);
          const second = await like();

          expect([(await stalled).modified, second.modified].sort()).toEqual([0, 1]);
          expect(await hot.findOne({ _id })).toEqual({ _id, title: 'Hot', price: 1, likedBy: ['u7'], likes: 1 });
        } finally {
          await dispose(stalling);
        }
      });

      it('when two edits check the same version and one stalls past its lease, then one applies and the other finds the version gone', async () => {
        let stalls = 1;
        const stalling = await openStalling({ leaseMs: 300, beforeWrite: async () => (stalls-- > 0 ? sleep(1000) : undefined) });
        try {
          const hot = stalling.collection<Meal>('meals');
          const { _id } = await hot.insertOne({ title: 'Hot', price: 1, likes: 3 });
          const edit = (title: string) => hot.findOneAndUpdate({ _id, likes: 3 }, { $set: { title }, $inc: { likes: 1 } });

          const stalled = edit('Stalled');
          await sleep(500);
          const second = await edit('Second');

          expect([await stalled, second].filter((answer) => answer !== null)).toHaveLength(1);
          expect(await hot.findOne({ _id })).toMatchObject({ likes: 4 });
          expect(Object.keys((await hot.findOne({ _id }))!).sort()).toEqual(['_id', 'likes', 'price', 'title']);
        } finally {
          await dispose(stalling);
        }
      });
    });

    describe('delete', () => {
      beforeEach(seed);

      it('when deleting one or many, then the counts are reported and the documents are gone', async () => {
        expect(await meals().deleteOne({ category: 'Dinner' })).toBe(1);
        expect(await meals().count({ category: 'Dinner' })).toBe(1);
        expect(await meals().deleteMany({ price: { $lt: 1000 } })).toBe(3);
        expect(await meals().count()).toBe(0);
      });
    });

    describe('not found', () => {
      const missing = '0123456789abcdef01234567';
      it('when the id does not exist, then reads give null/empty and writes report zero', async () => {
        expect(await meals().findOne({ _id: missing })).toBeNull();
        expect(await meals().find({ _id: missing })).toEqual([]);
        expect(await meals().updateOne({ _id: missing }, { $set: { price: 1 } })).toEqual({ matched: 0, modified: 0 });
        expect(await meals().findOneAndUpdate({ _id: missing }, { $set: { price: 1 } })).toBeNull();
        expect(await meals().deleteOne({ _id: missing })).toBe(0);
        expect(await meals().count({ _id: missing })).toBe(0);
      });
    });

    describe('unique indexes and the duplicate-key error', () => {
      it('when a unique value repeats on insert, then DuplicateKeyError names the collection and nothing is stored', async () => {
        await meals().createIndex({ title: 1 }, { unique: true });
        await meals().insertOne({ title: 'Only', price: 1 });
        const error = await meals().insertOne({ title: 'Only', price: 2 }).catch((err: unknown) => err);
        expect(error).toBeInstanceOf(DuplicateKeyError);
        expect((error as DuplicateKeyError).collection).toBe('meals');
        expect(await meals().count({ title: 'Only' })).toBe(1);
      });

      it('when an update would repeat a unique value, then DuplicateKeyError and the document is unchanged', async () => {
        await meals().createIndex({ title: 1 }, { unique: true });
        await meals().insertOne({ title: 'A', price: 1 });
        const b = await meals().insertOne({ title: 'B', price: 2 });
        await expect(meals().updateOne({ _id: b._id }, { $set: { title: 'A' } })).rejects.toBeInstanceOf(DuplicateKeyError);
        expect((await meals().findOne({ _id: b._id }))?.title).toBe('B');
      });

      it('when a compound unique index is used, then only the same pair is a duplicate', async () => {
        const events = store.collection<Doc & { consumer: string; eventId: string }>('processed');
        await events.createIndex({ consumer: 1, eventId: 1 }, { unique: true });
        await events.insertOne({ consumer: 'users', eventId: 'e1' });
        await events.insertOne({ consumer: 'meals', eventId: 'e1' });
        await expect(events.insertOne({ consumer: 'users', eventId: 'e1' })).rejects.toBeInstanceOf(DuplicateKeyError);
      });

      it('when a sparse unique index is used, then documents without the field do not collide', async () => {
        await meals().createIndex({ sku: 1 }, { unique: true, sparse: true });
        await meals().insertOne({ title: 'x', price: 1 });
        await meals().insertOne({ title: 'y', price: 1 });
        await meals().insertOne({ title: 'z', price: 1, sku: 's1' });
        await expect(meals().insertOne({ title: 'w', price: 1, sku: 's1' })).rejects.toBeInstanceOf(DuplicateKeyError);
      });

      it('when concurrent upserts race on a unique key, then one document results and losers get DuplicateKeyError', async () => {
        await meals().createIndex({ title: 1 }, { unique: true });
        const outcomes = await Promise.allSettled(
          Array.from({ length: 5 }, () => meals().updateOne({ title: 'race' }, { $set: { price: 1 } }, { upsert: true })),
        );
        for (const outcome of outcomes) {
          if (outcome.status === 'rejected') expect(outcome.reason).toBeInstanceOf(DuplicateKeyError);
        }
        expect(await meals().count({ title: 'race' })).toBe(1);
      });
    });

    describe('validation failures', () => {
      it('when a filter uses an unsupported operator, then StoreQueryError and nothing runs', async () => {
        await expect(meals().find({ $where: 'sleep(1000)' })).rejects.toBeInstanceOf(StoreQueryError);
        await expect(meals().count({ title: { $function: 'x' } })).rejects.toBeInstanceOf(StoreQueryError);
        await expect(meals().deleteMany({ title: { $foo: 1 } })).rejects.toBeInstanceOf(StoreQueryError);
        await expect(meals().count({ reviews: { $elemMatch: { rating: 5 } } })).rejects.toBeInstanceOf(StoreQueryError);
      });

      it('when an update is a replacement or uses an unsupported operator, then StoreQueryError and the document is unchanged', async () => {
        const { _id } = await meals().insertOne({ title: 'Keep', price: 5 });
        await expect(meals().updateOne({ _id }, { title: 'Replaced' } as unknown as Update)).rejects.toBeInstanceOf(StoreQueryError);
        await expect(meals().updateOne({ _id }, { $rename: { title: 'name' } } as unknown as Update)).rejects.toBeInstanceOf(StoreQueryError);
        await expect(meals().updateOne({ _id }, { $inc: { price: 'ten' } } as unknown as Update)).rejects.toBeInstanceOf(StoreQueryError);
        await expect(meals().updateOne({ _id }, { $set: { _id: 'other' } })).rejects.toBeInstanceOf(StoreQueryError);
        expect(await meals().findOne({ _id })).toEqual({ _id, title: 'Keep', price: 5 });
      });
    });

    it('when pinged, then the store answers', async () => {
      await expect(store.ping()).resolves.toBeUndefined();
    });
  });
}
