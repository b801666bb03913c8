/**
 * DESIGN §11 "Stays" and "Bounds" through the gateway: a boarder's stays as a history (join, leave, rejoin: each
 * stay's days counted and billed, the days between and before not moving), joins waiting for an admin's approval,
 * an admin's end of a stay, the plan horizon, the ceiling on leaves ahead and the mess-write rate class.
 */
import { randomBytes } from 'node:crypto';
import { API, pathOf, type Boarder, type Headcount, type MessSettings, type MyBoarding, type PlanWeek, type Statement } from '@hostel/contracts';
import { createLogger, listen } from '@hostel/platform';
import { requireServer } from '@hostel/platform/testing';
import { loadGatewayConfig } from '../svc-gateway/src/config';
import { createGateway } from '../svc-gateway/src/service';
import { admin, signUp, type Actor } from './support/actors';
import { api, eventually } from './support/client';
import { idOf } from './support/fixtures';
import { joinApproved } from './support/mess';
import { API_PORTS } from './support/ports';

async function setClock(at: string | null): Promise<void> {
  const res = await fetch(`http://127.0.0.1:${API_PORTS.mess}/test/clock`, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ at }) });
  if (res.status !== 200) throw new Error(`could not set svc-mess's clock: ${res.status} ${await res.text()}`);
}

const join = (actor: Actor, from: string) => api<Boarder & { code?: string; message?: string }>(pathOf(API.joinMess), { token: actor.token, body: { from } });
const leave = (actor: Actor, from: string) => api<Boarder>(`${pathOf(API.leaveMess)}?from=${from}`, { method: 'DELETE', token: actor.token });
const approve = (by: Actor, boarder: Actor) => api<Boarder>(pathOf(API.approveBoarder, { userId: idOf(boarder) }), { method: 'POST', token: by.token });
const switchSlot = (actor: Actor, date: string, slot: string, body: unknown) => api<{ code?: string; message?: string }>(pathOf(API.setPlanSlot, { date, slot }), { method: 'PUT', token: actor.token, body });
const takeLeave = (actor: Actor, from: string, to: string) => api<{ code?: string }>(pathOf(API.takeLeave), { token: actor.token, body: { from, to } });
const planOf = async (actor: Actor, week: string) => (await api<PlanWeek>(`${pathOf(API.getMealPlan)}?week=${week}`, { token: actor.token })).body;
const lunchesOn = async (boss: Actor, date: string) => (await api<Headcount>(`${pathOf(API.getHeadcount)}?date=${date}`, { token: boss.token })).body.days[0]!.slots[1]!.on;

describe('the mess’s stays through the gateway', () => {
  let boss: Actor;
  let rejoiner: Actor;
  let waiting: Actor;
  let other: Actor;

  beforeAll(async () => {
    [boss, rejoiner, waiting, other] = await Promise.all([admin(), signUp(), signUp(), signUp()]);
    // Noon on 1 January 2032 in Dhaka: the 2nd is the first day whose meals are all open.
    await setClock('2032-01-01T12:00:00+06:00');
  });
  afterAll(() => setClock(null));

  it('when a student joins, then the join waits for approval: neither counted nor allowed to switch, a student cannot approve it, the admin does', async () => {
    const before = await lunchesOn(boss, '2032-01-05');

    const joined = await join(waiting, '2032-01-02');
    expect(joined.status).toBe(200);
    expect(joined.body).toMatchObject({ status: 'pending', from: '2032-01-02', until: null });
    expect((await api<MyBoarding>(pathOf(API.getMyBoarding), { token: waiting.token })).body).toMatchObject({ status: 'pending', stays: [{ from: '2032-01-02', until: null, status: 'pending' }], earliestJoin: null });
    const pending = await api<{ data: Boarder[] }>(`${pathOf(API.listBoarders)}?status=pending&search=${encodeURIComponent(waiting.email)}`, { token: boss.token });
    expect(pending.body.data.map((boarder) => boarder.email)).toEqual([waiting.email]);
    expect(await lunchesOn(boss, '2032-01-05')).toBe(before);
    const refused = await switchSlot(waiting, '2032-01-05', 'Lunch', { on: false });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("Your join is waiting for an admin's approval.");
    expect((await approve(rejoiner, waiting)).status).toBe(403);

    const approved = await approve(boss, waiting);

    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', from: '2032-01-02' });
    expect(await lunchesOn(boss, '2032-01-05')).toBe(before + 1);
    expect((await approve(boss, waiting)).status).toBe(404);
  });

  it('when an admin ends a stay, then the boarder eats no more from that day and a student cannot end one', async () => {
    expect((await api(`${pathOf(API.endStay, { userId: idOf(waiting) })}?from=2032-01-04`, { method: 'DELETE', token: rejoiner.token })).status).toBe(403);
    const before = await lunchesOn(boss, '2032-01-05');

    const ended = await api<Boarder>(`${pathOf(API.endStay, { userId: idOf(waiting) })}?from=2032-01-04`, { method: 'DELETE', token: boss.token });

    expect(ended.status).toBe(200);
    expect(ended.body).toMatchObject({ from: '2032-01-02', until: '2032-01-04', status: 'approved' });
    expect(await lunchesOn(boss, '2032-01-05')).toBe(before - 1);
    expect((await api(`${pathOf(API.endStay, { userId: idOf(other) })}?from=2032-01-04`, { method: 'DELETE', token: boss.token })).status).toBe(404);
  });

  it('when a boarder joins, leaves and rejoins, then both stays are billed and the days of the first stay keep their counts and plans', async () => {
    expect((await joinApproved(rejoiner, '2032-01-02', boss)).approved.status).toBe(200);
    expect((await switchSlot(rejoiner, '2032-01-06', 'Dinner', { on: true, guests: 1 })).status).toBe(200);
    await setClock('2032-01-09T12:00:00+06:00');
    const countsBefore = await lunchesOn(boss, '2032-01-05');
    const planBefore = await planOf(rejoiner, '2032-W02');

    expect((await leave(rejoiner, '2032-01-12')).body).toMatchObject({ from: '2032-01-02', until: '2032-01-12' });
    const overlapping = await join(rejoiner, '2032-01-11');
    expect(overlapping.status).toBe(409);
    expect(overlapping.body.code).toBe('joinOverlapsStay');
    const back = await joinApproved(rejoiner, '2032-01-20', boss);

    expect(back.joined.body).toMatchObject({ status: 'pending', from: '2032-01-20', until: null });
    expect(back.approved.body).toMatchObject({ status: 'approved', from: '2032-01-20' });
    expect((await api<MyBoarding>(pathOf(API.getMyBoarding), { token: rejoiner.token })).body.stays).toEqual([
      { from: '2032-01-02', until: '2032-01-12', status: 'approved' },
      { from: '2032-01-20', until: null, status: 'approved' },
    ]);
    expect(await lunchesOn(boss, '2032-01-05')).toBe(countsBefore);
    expect(await planOf(rejoiner, '2032-W02')).toEqual(planBefore);
    const between = await planOf(rejoiner, '2032-W03');
    expect(between.days.map((day) => day.boarding)).toEqual([false, false, false, false, false, false, false]);

    await setClock('2032-02-01T12:00:00+06:00');
    expect((await api(pathOf(API.closeMonth), { token: boss.token, body: { month: '2032-01' } })).status).toBe(200);
    const rates = (await api<MessSettings>(pathOf(API.getMessSettings), { token: boss.token })).body.rates;
    const statement = (await api<Statement>(`${pathOf(API.getMyStatement)}?month=2032-01`, { token: rejoiner.token })).body;
    // The 2nd–11th and the 20th–31st: 22 days of each meal, and the one guest.
    expect(statement.lines).toEqual([
      { kind: 'Breakfast', count: 22, rate: rates.Breakfast, amount: 22 * rates.Breakfast },
      { kind: 'Lunch', count: 22, rate: rates.Lunch, amount: 22 * rates.Lunch },
      { kind: 'Dinner', count: 22, rate: rates.Dinner, amount: 22 * rates.Dinner },
      { kind: 'guest', count: 1, rate: rates.guest, amount: rates.guest },
    ]);
    // Ended after two days: billed for them.
    const short = (await api<Statement>(`${pathOf(API.getMyStatement)}?month=2032-01`, { token: waiting.token })).body;
    expect(short.lines.map((line) => line.count)).toEqual([2, 2, 2]);
  });
});

describe('the bounds on mess writes', () => {
  let boss: Actor;
  let boarder: Actor;

  beforeAll(async () => {
    [boss, boarder] = await Promise.all([admin(), signUp()]);
    await setClock('2033-01-01T12:00:00+06:00');
    expect((await joinApproved(boarder, '2033-01-02', boss)).approved.status).toBe(200);
  });
  afterAll(() => setClock(null));

  it('when a switch, a leave or a join reaches past the 90-day horizon, then 400; the eleventh leave ahead is 409', async () => {
    const far = await switchSlot(boarder, '2033-04-02', 'Lunch', { on: false });
    expect(far.status).toBe(400);
    expect(far.body).toMatchObject({ code: 'beyondHorizon', params: { date: '2033-04-01', count: 90 } });
    expect((await switchSlot(boarder, '2033-04-01', 'Lunch', { on: false })).status).toBe(200);
    expect((await takeLeave(boarder, '2033-03-30', '2033-04-02')).status).toBe(400);
    expect((await join(await signUp(), '2033-04-02')).status).toBe(400);

    for (let day = 10; day < 30; day += 2) expect((await takeLeave(boarder, `2033-02-${day}`, `2033-02-${day}`)).status).toBe(200);
    const eleventh = await takeLeave(boarder, '2033-03-01', '2033-03-01');

    expect(eleventh.status).toBe(409);
    expect(eleventh.body.code).toBe('tooManyLeaves');
  });

  it('when one boarder sends mess writes faster than a human, then 429 past the mess-write budget and the refused switch never reaches the plan', async () => {
    const config = loadGatewayConfig({
      NODE_ENV: 'test',
      MEALS_URL: `http://127.0.0.1:${API_PORTS.meals}`,
      USERS_URL: `http://127.0.0.1:${API_PORTS.users}`,
      PAYMENTS_URL: `http://127.0.0.1:${API_PORTS.payments}`,
      MESS_URL: `http://127.0.0.1:${API_PORTS.mess}`,
      JWT_SECRET: process.env.JWT_SECRET,
      REDIS_URL: process.env.API_TEST_MODE === 'real' ? requireServer('REDIS_URL') : undefined,
      RATE_LIMIT_PREFIX: `rl-mess-${randomBytes(4).toString('hex')}`,
      RATE_LIMIT_MESS_WRITES: '3',
    });
    const gateway = await createGateway({ config, logger: createLogger('mess-limits-gateway') });
    const server = await listen(gateway.app, 0, '127.0.0.1');
    try {
      await eventually(
        () => fetch(`${server.url}/ready`).then((res) => res.status),
        (status) => status === 200,
      );
      const put = (on: boolean) =>
        fetch(`${server.url}/api${pathOf(API.setPlanSlot, { date: '2033-01-20', slot: 'Dinner' })}`, { method: 'PUT', headers: { Authorization: `Bearer ${boarder.token}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ on }) });
      const statuses: number[] = [];
      for (const on of [false, true, false, true]) statuses.push((await put(on)).status);
      const read = await fetch(`${server.url}/api${pathOf(API.getMealPlan)}?week=2033-W03`, { headers: { Authorization: `Bearer ${boarder.token}` } });

      expect(statuses).toEqual([200, 200, 200, 429]);
      // Reads spend the general budget, not the mess writes'.
      expect(read.status).toBe(200);
      const plan = (await read.json()) as PlanWeek;
      expect(plan.days.find((day) => day.date === '2033-01-20')!.slots[2]).toMatchObject({ on: false, source: 'self' });
    } finally {
      await server.close();
      await gateway.stop();
    }
  });
});
