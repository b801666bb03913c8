/**
 * The kitchen's headcount shared at the gateway's edge (every admin reads the same numbers): through the gateway as
 * the admins' screens and the kitchen's pollers call it. A switch shows in an admin's next reads; a student is
 * refused even once an admin's read warmed the edge; a session ended everywhere reads 401.
 */
import { API, pathOf, shiftDate, todayInDhaka, type Headcount } from '@hostel/contracts';
import { admin, signUp, type Actor } from './support/actors';
import { api, eventually } from './support/client';
import { idOf } from './support/fixtures';
import { joinApproved } from './support/mess';

/** A day well inside the plan horizon and far from its cutoffs, by the real clock (no suite's test clock set). */
const DATE = shiftDate(todayInDhaka(), 40);
const headcountPath = `${pathOf(API.getHeadcount)}?date=${DATE}`;
const readHeadcount = (actor: Actor) => api<Headcount>(headcountPath, { token: actor.token });
const lunchesOf = (res: { body: Headcount }) => res.body.days[0]!.slots.find((slot) => slot.slot === 'Lunch')!.on;

let boss: Actor;
let boarder: Actor;

beforeAll(async () => {
  [boss, boarder] = await Promise.all([admin(), signUp()]);
  const { approved } = await joinApproved(boarder, DATE, boss);
  expect(approved.status).toBe(200);
});

describe('the headcount at the gateway’s edge', () => {
  it('when an admin reads the headcount twice and a boarder switches their lunch off, then within a second the admin’s read shows it', async () => {
    const first = await readHeadcount(boss);
    const second = await readHeadcount(boss);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(lunchesOf(second)).toBe(lunchesOf(first));
    expect(second.headers.get('cache-control')).toBe('private, no-cache');

    const switched = await api(pathOf(API.setPlanSlot, { date: DATE, slot: 'Lunch' }), { method: 'PUT', token: boarder.token, body: { on: false } });
    expect(switched.status).toBe(200);
    const startedAt = Date.now();
    const after = await eventually(() => readHeadcount(boss), (res) => lunchesOf(res) === lunchesOf(first) - 1, 1000);

    expect(lunchesOf(after)).toBe(lunchesOf(first) - 1);
    expect(Date.now() - startedAt).toBeLessThan(1000);
  });

  it('when an admin’s reads have warmed the edge, then a student’s read of the same URL is still 403, and an anonymous one 401', async () => {
    expect((await readHeadcount(boss)).status).toBe(200);
    expect((await readHeadcount(boss)).status).toBe(200);

    const student = await api(headcountPath, { token: boarder.token });
    const anonymous = await api(headcountPath);

    expect(student.status).toBe(403);
    expect(anonymous.status).toBe(401);
  });

  it('when an admin holds the ETag of the current headcount, then 304 without a body', async () => {
    const { headers } = await readHeadcount(boss);

    const again = await api(headcountPath, { token: boss.token, headers: { 'If-None-Match': headers.get('etag')! } });

    expect(again.status).toBe(304);
    expect(again.body).toBeUndefined();
  });

  it('when an admin who read the headcount signs out everywhere, then their old session reads 401 while the edge keeps the answer warm', async () => {
    // A second admin of their own, so no other suite's admin session ends: promoted, then a session carrying the role.
    const other = await signUp();
    expect((await api(pathOf(API.makeAdmin, { id: idOf(other) }), { method: 'PATCH', token: boss.token })).status).toBe(200);
    const session = await api<{ token: string }>(pathOf(API.createSession), { token: other.idToken, body: { email: other.email } });
    const promoted: Actor = { ...other, token: session.body.token };
    // svc-mess learns the role from svc-users' events.
    expect((await eventually(() => readHeadcount(promoted), (res) => res.status === 200)).status).toBe(200);
    expect((await readHeadcount(boss)).status).toBe(200);

    expect((await api(pathOf(API.signOutEverywhere), { method: 'DELETE', token: promoted.token })).status).toBe(200);

    expect((await readHeadcount(promoted)).status).toBe(401);
    expect((await readHeadcount(boss)).status).toBe(200);
  });
});
