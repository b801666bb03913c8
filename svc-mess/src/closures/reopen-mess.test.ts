import type { SettableClock } from '@hostel/platform';
import type { TempStore } from '@hostel/platform/testing';
import type { MessContext } from '../context';
import type { MessCollections } from '../mess-store';
import { admin, messTestContext, refusal } from '../testing/mess-context';
import { closeMess } from './close-mess';
import { reopenMess } from './reopen-mess';

describe('reopening a closed day', () => {
  let temp: TempStore;
  let db: MessCollections;
  let ctx: MessContext;
  let clock: SettableClock;

  beforeEach(async () => {
    ({ temp, db, ctx, clock } = await messTestContext('mess-reopen'));
  });
  afterEach(() => temp.dispose());

  it('when some of the closed meals have locked, then only the others reopen and the locked ones stay closed', async () => {
    await closeMess(ctx, '2026-12-02', { slots: ['Breakfast', 'Lunch'], reason: 'Eid' }, admin);
    clock.set(new Date('2026-12-01T23:00:00+06:00'));

    expect(await reopenMess(ctx, '2026-12-02', admin)).toEqual({ success: true, reopened: ['Lunch'] });

    expect(await db.closures.findOne({ date: '2026-12-02' })).toMatchObject({ slots: ['Breakfast'], reason: 'Eid' });
  });

  it('when every closed meal reopens, then the closure is gone; a day that is not closed is 404', async () => {
    await closeMess(ctx, '2026-12-03', { slots: ['Dinner'], reason: 'Power cut' }, admin);

    expect(await reopenMess(ctx, '2026-12-03', admin)).toEqual({ success: true, reopened: ['Dinner'] });

    expect(await db.closures.findOne({ date: '2026-12-03' })).toBeNull();
    expect(await refusal(reopenMess(ctx, '2026-12-03', admin))).toMatchObject({ status: 404 });
  });
});
