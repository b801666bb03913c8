import { openTempStore, type TempStore } from '@hostel/platform/testing';
import { messCollections, type MessCollections } from '../mess-store';
import { inBatches, statementIdOf } from './statement-store';

describe('the statements’ store', () => {
  let temp: TempStore;
  let db: MessCollections;

  beforeEach(async () => {
    temp = await openTempStore('mess-statement-store');
    db = await messCollections(temp.store);
    await db.boarders.insertMany(Array.from({ length: 7 }, (_, index) => ({ userId: `u${index}`, email: `u${index}@hostel.test`, stays: index % 2 })));
  });
  afterEach(() => temp.dispose());

  it('when read in batches, then every match once, in id order, a batch at a time', async () => {
    const batches: { _id: string; userId: string }[][] = [];
    for await (const batch of inBatches(db.boarders, { stays: 0 }, { batch: 2 })) batches.push(batch);

    expect(batches.map((batch) => batch.length)).toEqual([2, 2]);
    const ids = batches.flat().map((doc) => doc._id);
    expect(ids).toEqual([...ids].sort());
    expect(batches.flat().map((doc) => doc.userId).sort()).toEqual(['u0', 'u2', 'u4', 'u6']);
  });

  it('when a boarder-month’s statement id is derived, then the same before and after the close, and its own per month', () => {
    expect(statementIdOf('u1', '2026-11')).toBe(statementIdOf('u1', '2026-11'));
    expect(statementIdOf('u1', '2026-11')).not.toBe(statementIdOf('u1', '2026-12'));
    expect(statementIdOf('u1', '2026-11')).toMatch(/^[0-9a-f]{24}$/);
  });
});
