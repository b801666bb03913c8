import { MongoDocumentStore, systemClock, type DocumentStore } from '@hostel/platform';
import { openTempStore, requireServer, uniqueName } from '@hostel/platform/testing';
import type { MealSlot } from '@hostel/contracts';
import { firstStayOf } from '../boarders/migrate-boarders';
import { messCollections, OPEN_END, slotCountId, type MessCollections } from '../mess-store';
import { markSwitch, withCountMarks } from './count-marks';
import { CountTick, recountMarked, recountSlots } from './count-tick';

const DATE = '2030-01-10';

/** The tick's queries ($or, $exists, $in, conditional upserts) against both adapters: NeDB files, and FerretDB. */
const adapters: [string, () => Promise<{ store: DocumentStore; dispose: () => Promise<void> }>][] = [
  ['embedded', () => openTempStore('count-tick')],
  [
    'real (FerretDB)',
    async () => {
      const mongo = await MongoDocumentStore.connect(requireServer('MONGODB_URI'), uniqueName('count_tick'));
      return {
        store: mongo,
        dispose: async () => {
          await mongo.drop();
          await mongo.close();
        },
      };
    },
  ],
];

let db: MessCollections;
let ctx: { db: MessCollections; clock: typeof systemClock };

/** A boarder's switch as the request makes it: the plan document between its two marks. */
const switchTo = (userId: string, slot: MealSlot, on: boolean, guests = 0) =>
  withCountMarks(db.countMarks, [{ date: DATE, slot }], () => db.plan.insertOne({ userId, date: DATE, slot, on, guests, source: 'self', updatedAt: new Date().toISOString() }));

const stored = (slot: MealSlot) => db.headcounts.findOne({ _id: slotCountId(DATE, slot) });

describe.each(adapters)('the headcount tick — %s', (_adapter, open) => {
  let dispose: () => Promise<void>;

  beforeEach(async () => {
    const opened = await open();
    dispose = opened.dispose;
    db = await messCollections(opened.store);
    ctx = { db, clock: systemClock };
    await db.stays.insertMany(['a', 'b', 'c'].map((userId) => firstStayOf({ userId, email: `${userId}@x.test`, from: '2030-01-01', until: OPEN_END })));
  });

  afterEach(() => dispose());

  it('recounts each marked slot once, stores its count with headcount.changed and removes the marks it read', async () => {
    await switchTo('a', 'Dinner', false);
    await switchTo('b', 'Dinner', true, 2);
    await switchTo('c', 'Lunch', false);
    expect(await db.countMarks.count()).toBe(6);

    expect(await recountMarked(ctx)).toEqual({ marks: 3, slots: 2, more: false });

    const dinner = await stored('Dinner');
    expect(dinner).toMatchObject({ on: 2, guests: 2, _outboxPending: 1 });
    expect(dinner!._outbox![0]).toMatchObject({ type: 'headcount.changed', data: { date: DATE, slot: 'Dinner', on: 2, guests: 2 } });
    expect(await stored('Lunch')).toMatchObject({ on: 2, guests: 0 });
    expect(await stored('Breakfast')).toBeNull();
    expect(await db.countMarks.count()).toBe(0);
  });

  it('leaves a write still under way alone until its intent outlives the lease (the process died)', async () => {
    // An intent with no written mark: the request is writing now, or died after writing.
    await db.countMarks.insertOne({ slots: [{ date: DATE, slot: 'Breakfast' }], at: new Date().toISOString(), written: false });
    await db.plan.insertOne({ userId: 'a', date: DATE, slot: 'Breakfast', on: false, guests: 0, source: 'self', updatedAt: new Date().toISOString() });
    expect(await recountMarked(ctx)).toMatchObject({ marks: 0 });
    expect(await stored('Breakfast')).toBeNull();

    expect(await recountMarked(ctx, { intentLeaseMs: 0 })).toMatchObject({ marks: 1, slots: 1 });
    expect(await stored('Breakfast')).toMatchObject({ on: 2, guests: 0 });
    expect(await db.countMarks.count()).toBe(0);
  });

  it('counts a switch’s one mark as pending until its plan slot holds the write, then recounts it and removes the mark', async () => {
    const planId = 'a'.repeat(24);
    await markSwitch(db.countMarks, { date: DATE, slot: 'Lunch' }, { planId, writeId: 'w1' });
    expect(await recountMarked(ctx)).toMatchObject({ marks: 0, slots: 1 });
    expect(await stored('Lunch')).toMatchObject({ on: 3, pending: true });
    // Still under way: not counted again on every pass.
    expect(await recountMarked(ctx)).toMatchObject({ marks: 0, slots: 0 });

    await db.plan.insertOne({ _id: planId, userId: 'a', date: DATE, slot: 'Lunch', on: false, guests: 0, source: 'self', writeId: 'w1', updatedAt: new Date().toISOString() });
    expect(await recountMarked(ctx)).toMatchObject({ marks: 1, slots: 1 });
    expect(await stored('Lunch')).toMatchObject({ on: 2, pending: false });
    expect(await db.countMarks.count()).toBe(0);
  });

  it('recounts a switch whose write never landed once its mark outlives the lease', async () => {
    await markSwitch(db.countMarks, { date: DATE, slot: 'Dinner' }, { planId: 'b'.repeat(24), writeId: 'lost' });
    expect(await recountMarked(ctx)).toMatchObject({ marks: 0 });

    expect(await recountMarked(ctx, { intentLeaseMs: 0 })).toMatchObject({ marks: 1, slots: 1 });
    expect(await stored('Dinner')).toMatchObject({ on: 3, pending: false });
    expect(await db.countMarks.count()).toBe(0);
  });

  it('keeps a mark written while it recounts, for the next pass', async () => {
    await switchTo('a', 'Dinner', false);
    const write = db.headcounts.insertOne.bind(db.headcounts);
    let late = true;
    // The count's write is where a concurrent request's mark can land: after the read, before the removal.
    db.headcounts.insertOne = async (...args) => {
      if (late) {
        late = false;
        await switchTo('b', 'Dinner', false);
      }
      return write(...args);
    };
    await recountMarked(ctx);
    expect(await stored('Dinner')).toMatchObject({ on: 2 });
    expect(await db.countMarks.count()).toBe(2);

    await recountMarked(ctx);
    expect(await stored('Dinner')).toMatchObject({ on: 1 });
    expect(await db.countMarks.count()).toBe(0);
  });

  it('never replaces a count read later by one read earlier (instances ticking at once)', async () => {
    await recountSlots(ctx, [{ date: DATE, slot: 'Lunch' }]);
    const first = await stored('Lunch');
    expect(first).toMatchObject({ on: 3 });
    await db.headcounts.updateOne({ _id: first!._id }, { $set: { on: 99, countedAt: first!.countedAt! + 60_000 } });
    await recountSlots(ctx, [{ date: DATE, slot: 'Lunch' }]);
    expect(await stored('Lunch')).toMatchObject({ on: 99 });
    await db.headcounts.updateOne({ _id: first!._id }, { $set: { countedAt: 0 } });
    await recountSlots(ctx, [{ date: DATE, slot: 'Lunch' }]);
    expect(await stored('Lunch')).toMatchObject({ on: 3 });
  });

  it('marks a failed write too, and passes its error on', async () => {
    await expect(withCountMarks(db.countMarks, [{ date: DATE, slot: 'Lunch' }], () => Promise.reject(new Error('store down')))).rejects.toThrow('store down');
    const marks = await db.countMarks.find({});
    expect(marks.map((mark) => mark.written).sort()).toEqual([false, true]);
    expect(marks.find((mark) => mark.written)!.intent).toBe(marks.find((mark) => !mark.written)!._id);
  });

  it('ticks in the background, wakes the relay after a count, and stops ticking on stop()', async () => {
    const counted = jest.fn();
    const tick = new CountTick(ctx, { intervalMs: 5, onCounted: counted });
    tick.start();
    try {
      await switchTo('a', 'Breakfast', false);
      // The relay is woken just after the count is stored: wait for both.
      for (let waited = 0; !(counted.mock.calls.length > 0 && (await stored('Breakfast'))) && waited < 2000; waited += 10) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(await stored('Breakfast')).toMatchObject({ on: 2 });
      expect(counted).toHaveBeenCalled();
    } finally {
      await tick.stop();
    }
    await switchTo('b', 'Breakfast', false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await stored('Breakfast')).toMatchObject({ on: 2 });
    expect(await db.countMarks.count()).toBe(2);
  });

  it('recounts at once when kicked after a write, not at the next tick', async () => {
    const tick = new CountTick(ctx, { intervalMs: 60_000 });
    tick.start();
    try {
      await switchTo('a', 'Lunch', false);
      tick.kick();
      for (let waited = 0; !(await stored('Lunch')) && waited < 2000; waited += 10) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(await stored('Lunch')).toMatchObject({ on: 2 });
    } finally {
      await tick.stop();
    }
  });

  it('logs a failed pass and keeps ticking', async () => {
    const warn = jest.fn();
    const find = db.countMarks.find.bind(db.countMarks);
    let failures = 1;
    db.countMarks.find = (...args) => (failures-- > 0 ? Promise.reject(new Error('store away')) : find(...args));
    const tick = new CountTick(ctx, { intervalMs: 5, logger: { warn } });
    tick.start();
    try {
      await switchTo('c', 'Dinner', true, 1);
      for (let waited = 0; !(await stored('Dinner')) && waited < 2000; waited += 10) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(warn).toHaveBeenCalledTimes(1);
      expect(await stored('Dinner')).toMatchObject({ on: 3, guests: 1 });
    } finally {
      await tick.stop();
    }
  });
});
