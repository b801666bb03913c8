import type { SettableClock } from '@hostel/platform';
import type { TempStore } from '@hostel/platform/testing';
import type { MessContext } from '../context';
import type { MessCollections } from '../mess-store';
import { joinMess } from '../boarders/join-mess';
import { withCountMarks, markSwitch } from '../headcount/count-marks';
import { recountMarked } from '../headcount/count-tick';
import { headcountDays } from '../headcount/headcount';
import { messTestContext, refusal, student } from '../testing/mess-context';
import { switchSlot } from './switch-slot';

describe('switching a meal', () => {
  let temp: TempStore;
  let db: MessCollections;
  let ctx: MessContext;
  let clock: SettableClock;

  beforeEach(async () => {
    ({ temp, db, ctx, clock } = await messTestContext('mess-switch'));
  });
  afterEach(() => temp.dispose());

  it('when the clock passes the cutoff while a switch is being written, then the switch is refused and the slot is as it was', async () => {
    const { id, email } = student('i', 'uni.edu.bd');
    await joinMess(ctx, { id, email }, '2026-12-02');
    await switchSlot(ctx, id, { date: '2026-12-02', slot: 'Lunch', on: true, guests: 1 });
    // The write takes until the cutoff (10:00 in Dhaka on the day): the check before it saw the slot open.
    clock.set(new Date('2026-12-02T09:59:59+06:00'));
    const insertOne = db.plan.insertOne.bind(db.plan);
    const updateOne = db.plan.updateOne.bind(db.plan);
    const late = () => clock.set(new Date('2026-12-02T10:00:00+06:00'));
    jest.spyOn(db.plan, 'insertOne').mockImplementationOnce(async (doc) => insertOne(doc).finally(late));
    jest.spyOn(db.plan, 'updateOne').mockImplementationOnce(async (filter, update, options) => updateOne(filter, update, options).finally(late));

    expect(await refusal(switchSlot(ctx, id, { date: '2026-12-02', slot: 'Lunch', on: false }))).toMatchObject({ status: 409, code: 'cutoffPassed' });

    expect((await headcountDays(ctx, '2026-12-02', '2026-12-02'))[0]!.slots[1]).toMatchObject({ on: 1, guests: 1, locked: true });
  });

  it('when the count tick counts a late switch before it is put back, then the slot is counted again without it', async () => {
    const { id, email } = student('j', 'uni.edu.bd');
    await joinMess(ctx, { id, email }, '2026-12-02');
    await headcountDays(ctx, '2026-12-02', '2026-12-02');
    // The service's marks and tick, not the fixture's count after each change.
    const tick = () => recountMarked(ctx, { intentLeaseMs: 60_000 });
    const marked: MessContext = {
      ...ctx,
      countsChange: (keys, write) => withCountMarks(db.countMarks, keys, write),
      markSwitch: async (key, write) => {
        await markSwitch(db.countMarks, key, write);
        return async () => undefined;
      },
    };
    clock.set(new Date('2026-12-02T09:59:59+06:00'));
    const insertOne = db.plan.insertOne.bind(db.plan);
    // The write lands at the cutoff, and a pass of the tick runs before the switch sees that.
    jest.spyOn(db.plan, 'insertOne').mockImplementationOnce(async (doc) => {
      const stored = await insertOne(doc);
      clock.set(new Date('2026-12-02T10:00:00+06:00'));
      await tick();
      return stored;
    });

    expect(await refusal(switchSlot(marked, id, { date: '2026-12-02', slot: 'Lunch', on: false }))).toMatchObject({ status: 409, code: 'cutoffPassed' });
    await tick();

    expect((await headcountDays(ctx, '2026-12-02', '2026-12-02'))[0]!.slots[1]).toMatchObject({ on: 1, locked: true });
  });
});
