import type { TempStore } from '@hostel/platform/testing';
import type { MessContext } from '../context';
import { headcountDays } from '../headcount/headcount';
import { boarderId, OPEN_END, stayId, type MessCollections } from '../mess-store';
import { messTestContext } from '../testing/mess-context';
import { migrateBoarders } from './migrate-boarders';

describe('boarder records from before stays', () => {
  let temp: TempStore;
  let db: MessCollections;
  let ctx: MessContext;

  beforeEach(async () => {
    ({ temp, db, ctx } = await messTestContext('mess-migrate-boarders'));
  });
  afterEach(() => temp.dispose());

  const platesOn = async (date: string) => (await headcountDays(ctx, date, date))[0]!.slots.map((slot) => slot.on);

  it('when boarder records from before stays are migrated twice, then each becomes one approved stay, counted as before', async () => {
    await db.boarders.insertMany([{ _id: boarderId('legacy'), userId: 'legacy', email: 'old@hostel.test', from: '2026-11-01', until: OPEN_END } as never]);

    expect(await migrateBoarders(db)).toBe(1);
    expect(await migrateBoarders(db)).toBe(0);

    expect(await db.stays.find({ userId: 'legacy' })).toEqual([expect.objectContaining({ _id: stayId('legacy', 0), from: '2026-11-01', until: OPEN_END, status: 'approved' })]);
    expect(await db.boarders.findOne({ userId: 'legacy' })).toMatchObject({ stays: 1 });
    expect(await platesOn('2026-12-02')).toEqual([1, 1, 1]);
  });
});
