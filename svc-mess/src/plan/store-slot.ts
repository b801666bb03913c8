import { DuplicateKeyError } from '@hostel/platform';
import type { MealSlot } from '@hostel/contracts';
import type { MessContext } from '../context';
import { planSlotId, type PlanSlotDoc } from '../mess-store';

/**
 * Stores one slot's change under the slot's derived id, so it is found by id (cheap on FerretDB): inserted the
 * first time, updated by id after that. A slot stored before ids were derived meets the unique index on
 * (userId, date, slot) and is updated where it is. `known`, the slot's document as just read by id: one write.
 */
export async function storeSlot(ctx: MessContext, filter: { userId: string; date: string; slot: MealSlot }, set: Partial<PlanSlotDoc>, known?: PlanSlotDoc | null): Promise<void> {
  const updatedAt = new Date().toISOString();
  const _id = planSlotId(filter.userId, filter.date, filter.slot);
  if (known && (await ctx.db.plan.updateOne({ _id }, { $set: { ...set, updatedAt } })).matched === 1) return;
  try {
    await ctx.db.plan.insertOne({ on: true, guests: 0, source: 'self', ...set, ...filter, _id, updatedAt });
  } catch (err) {
    if (!(err instanceof DuplicateKeyError)) throw err;
    const update = { $set: { ...set, updatedAt } };
    if ((await ctx.db.plan.updateOne({ _id }, update)).matched === 0) await ctx.db.plan.updateOne(filter, update);
  }
}
