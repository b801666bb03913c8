import type { MessCollections } from '../mess-store';
import type { TempStore } from '@hostel/platform/testing';
import type { MessContext } from '../context';
import { joinMess } from '../boarders/join-mess';
import { closeMess } from '../closures/close-mess';
import { markSwitch } from '../headcount/count-marks';
import { readHeadcount } from '../headcount/read-headcount';
import { admin, messTestContext, student } from '../testing/mess-context';
import { switchSlot } from './switch-slot';

interface Call {
  collection: string;
  method: string;
  filter?: unknown;
}

const READS = new Set(['find', 'findOne', 'count', 'scan']);
const WRITES = new Set(['insertOne', 'insertMany', 'updateOne', 'updateMany', 'findOneAndUpdate', 'deleteOne', 'deleteMany']);

/** Every call of the store the collections take from now on, with its filter. */
function recordCalls(db: MessCollections): Call[] {
  const calls: Call[] = [];
  for (const [collection, target] of Object.entries(db) as [string, Record<string, unknown>][]) {
    for (const method of [...READS, ...WRITES]) {
      const original = target[method];
      if (typeof original !== 'function') continue;
      target[method] = (...args: unknown[]) => {
        calls.push({ collection, method, ...(READS.has(method) || method !== 'insertOne' ? { filter: args[0] } : {}) });
        return (original as (...args: unknown[]) => unknown).apply(target, args);
      };
    }
  }
  return calls;
}

/** A filter that is the id alone: FerretDB reads nothing else from an index. */
const byIdOnly = (filter: unknown) => typeof filter === 'object' && filter !== null && Object.keys(filter).length === 1 && typeof (filter as { _id?: unknown })._id === 'string';

describe('the switch and headcount paths against the store', () => {
  let temp: TempStore;
  let ctx: MessContext;
  const boarder = student('a', 'uni.edu.bd');

  beforeEach(async () => {
    ({ temp, ctx } = await messTestContext('mess-hot-paths'));
    // The service's marking: one mark before the write.
    ctx = { ...ctx, markSwitch: async (key, write) => (await markSwitch(ctx.db.countMarks, key, write), () => Promise.resolve()) };
    await joinMess(ctx, boarder, '2026-12-02');
    await closeMess(ctx, '2026-12-04', { slots: ['Breakfast'], reason: 'Eid' }, admin);
    await switchSlot(ctx, boarder.id, { date: '2026-12-03', slot: 'Lunch', on: false });
    await readHeadcount(ctx, '2026-12-02', '2026-12-04');
  });
  afterEach(() => temp.dispose());

  it('when a boarder switches a slot, then the store is read by ids only, and written once with one mark', async () => {
    const calls = recordCalls(ctx.db);

    await switchSlot(ctx, boarder.id, { date: '2026-12-03', slot: 'Lunch', on: true, guests: 2 });
    await switchSlot(ctx, boarder.id, { date: '2026-12-03', slot: 'Dinner', on: false });

    expect(calls.filter((call) => READS.has(call.method) && !byIdOnly(call.filter))).toEqual([]);
    expect(calls.filter((call) => WRITES.has(call.method))).toEqual([
      { collection: 'countMarks', method: 'insertOne' },
      { collection: 'plan', method: 'updateOne', filter: { _id: expect.any(String) } },
      { collection: 'countMarks', method: 'insertOne' },
      { collection: 'plan', method: 'insertOne' },
    ]);
  });

  it('when an admin reads the headcount of days already counted, then the store is read by ids only, and not written', async () => {
    const calls = recordCalls(ctx.db);

    const headcount = await readHeadcount(ctx, '2026-12-02', '2026-12-04');

    expect(headcount.days.map((day) => day.slots.map((slot) => slot.on))).toEqual([
      [1, 1, 1],
      [1, 0, 1],
      [0, 1, 1],
    ]);
    expect(calls.filter((call) => !byIdOnly(call.filter))).toEqual([]);
    expect(calls.filter((call) => WRITES.has(call.method))).toEqual([]);
    // Three kept counts a day (the embedded store answers a findOne through its own find).
    expect(calls.filter((call) => call.collection === 'headcounts' && call.method === 'findOne')).toHaveLength(9);
  });
});
