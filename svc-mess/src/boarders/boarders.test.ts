import { DEFAULT_MESS_SETTINGS } from '@hostel/contracts';
import { AppError, auditOutbox, auditorOf, SettableClock } from '@hostel/platform';
import { openTempStore, type TempStore } from '@hostel/platform/testing';
import type { MessContext } from '../context';
import { headcountDays } from '../headcount/headcount';
import { takeLeave } from '../leave/take-leave';
import { boarderId, messCollections, OPEN_END, stayId, type MessCollections } from '../mess-store';
import { switchSlot } from '../plan/switch-slot';
import { writeSettings } from '../settings/write-settings';
import { approveJoin } from './approve-join';
import { endStay } from './end-stay';
import { joinMess } from './join-mess';
import { leaveMess } from './leave-mess';
import { listBoarders } from './list-boarders';
import { myBoarding } from './my-boarding';
import { migrateBoarders } from './migrate-boarders';

// Noon in Dhaka on 1 December 2026: the 1st's breakfast has locked, so the 2nd is the first day still open.
const NOON = new Date('2026-12-01T12:00:00+06:00');
const admin = auditorOf({ service: 'mess', action: 'test', actor: { id: 'admin', email: 'admin@hostel.test' } });
const student = (id: string, domain = 'gmail.com') => ({ id: id.padStart(24, '0'), email: `${id}@${domain}` });

async function refusal(promise: Promise<unknown>): Promise<{ status: number; message: string; code?: string }> {
  const err = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(err instanceof AppError)) throw new Error(`expected a refusal, got ${String(err)}`);
  return { status: err.status, message: err.message, code: err.refusal?.code };
}

describe('stays, approval and bounds', () => {
  let temp: TempStore;
  let db: MessCollections;
  let ctx: MessContext;
  const clock = new SettableClock();

  beforeEach(async () => {
    temp = await openTempStore('mess-stays');
    db = await messCollections(temp.store);
    clock.set(NOON);
    ctx = { db, clock, countsChange: (_keys, write) => write(), auditOutbox: auditOutbox(temp.store) };
    await writeSettings(db, DEFAULT_MESS_SETTINGS, { ...DEFAULT_MESS_SETTINGS, autoApproveDomains: ['uni.edu.bd'] }, NOON);
  });
  afterEach(() => temp.dispose());

  const platesOn = async (date: string) => (await headcountDays(ctx, date, date))[0]!.slots.map((slot) => slot.on);

  it('when a student of another domain joins, then the join waits: not counted, not allowed to switch, until an admin approves it', async () => {
    const { id, email } = student('a');
    expect(await joinMess(ctx, { id, email }, '2026-12-02')).toMatchObject({ status: 'pending', from: '2026-12-02', until: null });
    expect(await platesOn('2026-12-03')).toEqual([0, 0, 0]);
    expect(await refusal(switchSlot(ctx, id, { date: '2026-12-03', slot: 'Lunch', on: false }))).toMatchObject({ status: 403, message: "Your join is waiting for an admin's approval." });
    expect((await listBoarders(ctx, { status: 'pending' })).data.map((boarder) => boarder.userId)).toEqual([id]);

    expect(await approveJoin(ctx, id, admin)).toMatchObject({ status: 'approved', from: '2026-12-02' });

    expect(await platesOn('2026-12-03')).toEqual([1, 1, 1]);
    expect((await listBoarders(ctx, { status: 'pending' })).data).toEqual([]);
    expect(await refusal(approveJoin(ctx, id, admin))).toMatchObject({ status: 404 });
  });

  it('when an admin approves a join whose first day has passed, then it counts from the first day still open: no past day moves', async () => {
    const { id, email } = student('b');
    await joinMess(ctx, { id, email }, '2026-12-02');
    clock.set(new Date('2026-12-05T12:00:00+06:00'));

    expect(await approveJoin(ctx, id, admin)).toMatchObject({ from: '2026-12-06' });
    expect(await platesOn('2026-12-04')).toEqual([0, 0, 0]);
  });

  it('when a student of an auto-approved domain joins, leaves and rejoins, then both stays are kept and only their days are counted', async () => {
    const { id, email } = student('c', 'uni.edu.bd');
    expect(await joinMess(ctx, { id, email }, '2026-12-02')).toMatchObject({ status: 'approved' });
    await leaveMess(ctx, id, '2026-12-05');
    expect(await refusal(joinMess(ctx, { id, email }, '2026-12-04'))).toMatchObject({ status: 409, code: 'joinOverlapsStay' });
    expect(await joinMess(ctx, { id, email }, '2026-12-08')).toMatchObject({ status: 'approved', from: '2026-12-08' });
    expect(await refusal(joinMess(ctx, { id, email }, '2026-12-20'))).toMatchObject({ status: 409, message: 'You are already a boarder of the mess.' });

    expect(await myBoarding(ctx, id)).toEqual({
      status: 'approved',
      stays: [
        { from: '2026-12-02', until: '2026-12-05', status: 'approved' },
        { from: '2026-12-08', until: null, status: 'approved' },
      ],
      earliestJoin: null,
      horizon: '2027-03-01',
    });
    const counts = await headcountDays(ctx, '2026-12-04', '2026-12-08');
    expect(counts.map((day) => day.slots[1]!.on)).toEqual([1, 0, 0, 0, 1]);
  });

  it('when an admin ends a stay, then it ends from that day; a join still waiting is turned down; one without a stay is 404', async () => {
    const approved = student('d', 'uni.edu.bd');
    const waiting = student('e');
    await joinMess(ctx, approved, '2026-12-02');
    await joinMess(ctx, waiting, '2026-12-02');

    expect(await endStay(ctx, approved.id, '2026-12-04', admin)).toMatchObject({ until: '2026-12-04', status: 'approved' });
    await endStay(ctx, waiting.id, '2026-12-03', admin);

    expect(await myBoarding(ctx, waiting.id)).toMatchObject({ status: 'none', stays: [], earliestJoin: '2026-12-02' });
    expect(await refusal(endStay(ctx, student('f').id, '2026-12-04', admin))).toMatchObject({ status: 404 });
    expect(await refusal(endStay(ctx, approved.id, '2026-11-30', admin))).toMatchObject({ status: 400, code: 'leaveFromEarliest' });
  });

  it('when a join, a switch or a leave reaches past the horizon, then 400; the eleventh leave ahead is 409', async () => {
    const { id, email } = student('g', 'uni.edu.bd');
    expect(await refusal(joinMess(ctx, { id, email }, '2027-03-02'))).toMatchObject({ status: 400, code: 'beyondHorizon' });
    await joinMess(ctx, { id, email }, '2026-12-02');
    expect(await refusal(switchSlot(ctx, id, { date: '2027-03-02', slot: 'Lunch', on: false }))).toMatchObject({ status: 400, code: 'beyondHorizon' });
    expect(await refusal(takeLeave(ctx, id, { from: '2027-02-27', to: '2027-03-02' }))).toMatchObject({ status: 400, code: 'beyondHorizon' });

    for (let day = 10; day < 30; day += 2) await takeLeave(ctx, id, { from: `2026-12-${day}`, to: `2026-12-${day}` });

    expect(await refusal(takeLeave(ctx, id, { from: '2026-12-31', to: '2026-12-31' }))).toMatchObject({ status: 409, code: 'tooManyLeaves' });
  });

  it('when a leave is taken, then its slots are written in bulk (one insert for the new ones, one update for the switched ones)', async () => {
    const { id, email } = student('h', 'uni.edu.bd');
    await joinMess(ctx, { id, email }, '2026-12-02');
    await switchSlot(ctx, id, { date: '2026-12-03', slot: 'Dinner', on: true, guests: 2 });
    const insertOne = jest.spyOn(db.plan, 'insertOne');
    const insertMany = jest.spyOn(db.plan, 'insertMany');
    const updateOne = jest.spyOn(db.plan, 'updateOne');

    const leave = await takeLeave(ctx, id, { from: '2026-12-02', to: '2026-12-11' });

    expect(leave.slotsOff).toBe(30);
    expect(insertOne).not.toHaveBeenCalled();
    expect(updateOne).not.toHaveBeenCalled();
    expect(insertMany).toHaveBeenCalledTimes(1);
    expect(insertMany.mock.calls[0]![0]).toHaveLength(29);
    expect(await platesOn('2026-12-03')).toEqual([0, 0, 0]);
  });

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

  it('when boarder records from before stays are migrated twice, then each becomes one approved stay, counted as before', async () => {
    await db.boarders.insertMany([{ _id: boarderId('legacy'), userId: 'legacy', email: 'old@hostel.test', from: '2026-11-01', until: OPEN_END } as never]);

    expect(await migrateBoarders(db)).toBe(1);
    expect(await migrateBoarders(db)).toBe(0);

    expect(await db.stays.find({ userId: 'legacy' })).toEqual([expect.objectContaining({ _id: stayId('legacy', 0), from: '2026-11-01', until: OPEN_END, status: 'approved' })]);
    expect(await db.boarders.findOne({ userId: 'legacy' })).toMatchObject({ stays: 1 });
    expect(await platesOn('2026-12-02')).toEqual([1, 1, 1]);
  });
});
