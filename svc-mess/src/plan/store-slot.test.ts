import type { TempStore } from '@hostel/platform/testing';
import type { MessContext } from '../context';
import { planSlotId } from '../mess-store';
import { messTestContext } from '../testing/mess-context';
import { storeSlot } from './store-slot';

describe('storing one slot’s change', () => {
  let temp: TempStore;
  let ctx: MessContext;
  const slot = { userId: 'u1', date: '2026-12-03', slot: 'Lunch' as const };

  beforeEach(async () => {
    ({ temp, ctx } = await messTestContext('mess-store-slot'));
  });
  afterEach(() => temp.dispose());

  it('when a slot is stored twice, then one document under its derived id holds the last change', async () => {
    await storeSlot(ctx, slot, { on: false, guests: 0, source: 'self' });
    await storeSlot(ctx, slot, { on: true, guests: 2, source: 'self' });

    expect(await ctx.db.plan.find({ userId: 'u1' })).toEqual([expect.objectContaining({ _id: planSlotId('u1', '2026-12-03', 'Lunch'), on: true, guests: 2 })]);
  });

  it('when the slot was stored before ids were derived, then that document is updated where it is', async () => {
    await ctx.db.plan.insertOne({ ...slot, _id: 'legacy-slot', on: true, guests: 0, source: 'self', updatedAt: '2026-11-01T00:00:00.000Z' });

    await storeSlot(ctx, slot, { on: false, guests: 0, source: 'leave', leaveId: 'l1' });

    expect(await ctx.db.plan.find({ userId: 'u1' })).toEqual([expect.objectContaining({ _id: 'legacy-slot', on: false, source: 'leave', leaveId: 'l1' })]);
  });
});
