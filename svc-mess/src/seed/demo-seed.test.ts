import { dhakaTime } from '@hostel/contracts';
import { declaredPublishers, publisherRefusal, type SettableClock } from '@hostel/platform';
import type { TempStore } from '@hostel/platform/testing';
import { readAccount } from '../accounts/read-account';
import { listBoarders } from '../boarders/list-boarders';
import { headcountDays } from '../headcount/headcount';
import type { StatementsContext } from '../context';
import { listStatements } from '../statements/list-statements';
import { statementsTestContext } from '../testing/statements-context';
import { DEMO_BOARDERS, seedMessDemo, type MessDemoPeople } from './demo-seed';

describe('the demo mess of npm start', () => {
  let temp: TempStore;
  let ctx: StatementsContext;
  let clock: SettableClock;
  const now = dhakaTime('2026-11-28', '12:00');
  const people: MessDemoPeople = {
    admin: { id: 'admin1', email: 'admin@hostel.local' },
    payer: { id: 'gold1', email: 'gold@hostel.local' },
    latePayer: { id: 'bronze1', email: 'bronze@hostel.local' },
  };
  const statementOf = async (userId: string, month: string) => (await listStatements(ctx, { month, limit: 50 })).data.find((statement) => statement.userId === userId)!;

  beforeAll(async () => {
    ({ temp, ctx, clock } = await statementsTestContext('mess-demo-seed'));
    clock.set(now);
    await seedMessDemo(ctx, { people, now });
  });
  afterAll(() => temp.dispose());

  it('when seeded, then the boarders have weeks of history: switches, guests and a leave', async () => {
    const own = await ctx.db.plan.find({ source: 'self' });
    expect(new Set(own.map((slot) => slot.userId)).size).toBe(4);
    expect(own.filter((slot) => !slot.on).length).toBeGreaterThan(10);
    expect(own.filter((slot) => slot.guests > 0).length).toBeGreaterThan(0);
    expect(own.map((slot) => slot.date).sort()[0]! < '2026-10-01').toBe(true);
    const leaves = await ctx.db.leaves.find({});
    expect(leaves).toEqual([expect.objectContaining({ userId: 'bronze1', from: '2026-10-12', to: '2026-10-15', slotsOff: 12 })]);
  });

  it('when seeded, then last month is closed: one statement paid part by card and part in cash, with its receipt', async () => {
    const paid = await statementOf('gold1', '2026-10');
    expect(paid).toMatchObject({ status: 'paid', closing: 0 });
    const { entries } = await readAccount(ctx.books, 'gold1', { limit: 100 });
    const payments = entries.filter((entry) => entry.kind === 'payment' && entry.at >= paid.issuedAt!);
    expect(payments.map((entry) => entry.method).sort()).toEqual(['card', 'cash']);
    expect(payments.reduce((sum, entry) => sum - entry.amount, 0)).toBe(paid.subtotal);
    expect(payments.find((entry) => entry.method === 'cash')!.receiptNumber).toMatch(/^R-202611-\d{4}$/);
  });

  it('when seeded, then one statement is due with its late fees, and one boarder has paid ahead', async () => {
    const late = await statementOf('bronze1', '2026-10');
    expect(late).toMatchObject({ status: 'due', overdue: true, lateFee: 200 });
    expect(await statementOf('bronze1', '2026-09')).toMatchObject({ status: 'due', lateFee: 200 });
    expect((await readAccount(ctx.books, DEMO_BOARDERS.advance.id, {})).balance).toBe(-1500);
    expect(await statementOf(DEMO_BOARDERS.advance.id, '2026-10')).toMatchObject({ status: 'paid', closing: -1500 });
    expect((await listStatements(ctx, { month: '2026-10', status: 'due' })).data.map((statement) => statement.userId)).toEqual(['bronze1']);
  });

  it('when seeded, then today every boarder is counted and a join waits for approval (neither counted nor billed)', async () => {
    const [today] = await headcountDays(ctx, '2026-11-28', '2026-11-28');
    for (const slot of today!.slots) expect(slot.on + slot.off).toBe(4);
    const [, lunch, dinner] = today!.slots;
    expect(lunch!.off).toBeGreaterThanOrEqual(1);
    expect(dinner!.guests).toBeGreaterThanOrEqual(2);
    const pending = await listBoarders(ctx, { status: 'pending' });
    expect(pending.data).toEqual([expect.objectContaining({ userId: DEMO_BOARDERS.pending.id, status: 'pending' })]);
    expect(await ctx.db.statements.count({ userId: DEMO_BOARDERS.pending.id })).toBe(0);
  });

  it('when seeded, then the admin’s changes carry audit entries svc-users accepts from svc-mess', async () => {
    const approved = await ctx.db.stays.findOne({ userId: 'gold1' });
    const closed = await ctx.db.statements.find({ month: '2026-10' });
    const audits = [...(approved!._outbox ?? []), ...closed.flatMap((doc) => doc._outbox ?? [])].filter((event) => event.type === 'audit.recorded');
    expect(audits.map((event) => (event.data as { action: string }).action).sort()).toEqual(['approveBoarder', 'closeMonth']);
    for (const event of audits) {
      expect(event.data).toMatchObject({ actorId: 'admin1', actorEmail: 'admin@hostel.local' });
      expect(publisherRefusal(declaredPublishers, event, 'svc-mess')).toBeUndefined();
    }
  });

  it('when seeded again, then nothing is added', async () => {
    const counts = async () => ({
      stays: await ctx.db.stays.count({}),
      plan: await ctx.db.plan.count({}),
      leaves: await ctx.db.leaves.count({}),
      statements: await ctx.db.statements.count({}),
      entries: await ctx.books.entries.count({}),
      receipts: await ctx.books.receipts.count({}),
    });
    const before = await counts();
    await expect(seedMessDemo(ctx, { people, now })).resolves.toEqual({ joined: 0, statements: 0, receipts: 0, lateFees: 0 });
    expect(await counts()).toEqual(before);
  });
});

describe('the demo mess seeded early on a month’s first day', () => {
  it('when it is 1 January before the office opens, then November and December are closed and November is late', async () => {
    const { temp, ctx, clock } = await statementsTestContext('mess-demo-seed-new-year');
    try {
      const now = dhakaTime('2027-01-01', '07:00');
      clock.set(now);
      const people = { admin: { id: 'admin1', email: 'admin@hostel.local' }, payer: { id: 'gold1', email: 'gold@hostel.local' }, latePayer: { id: 'bronze1', email: 'bronze@hostel.local' } };
      await expect(seedMessDemo(ctx, { people, now })).resolves.toMatchObject({ joined: 4, statements: 8 });
      const late = (await listStatements(ctx, { month: '2026-11', status: 'due' })).data;
      expect(late).toEqual([expect.objectContaining({ userId: 'bronze1', lateFee: 200 })]);
      expect((await listStatements(ctx, { month: '2026-12' })).data.find((statement) => statement.userId === 'gold1')).toMatchObject({ status: 'paid' });
    } finally {
      await temp.dispose();
    }
  });
});
