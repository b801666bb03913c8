/**
 * The audit trail (DESIGN §9) through the gateway: every admin write, listed from the declarations, is called once
 * and leaves exactly one entry in svc-users' GET /audit, found by the request id the gateway answered with, naming
 * the admin, the operation, the record and its state before and after. A student cannot read the trail, and no
 * route edits or deletes an entry.
 */
import { randomInt } from 'node:crypto';
import { API, OPERATIONS, pathOf, type AuditEntry } from '@hostel/contracts';
import { admin, premiumStudent, signUp, type Actor } from './support/actors';
import { api, eventually, type ApiResponse } from './support/client';
import { createMeal, idOf, mealInput } from './support/fixtures';
import { joinApproved } from './support/mess';
import { API_PORTS } from './support/ports';

interface Expected {
  res: ApiResponse<unknown>;
  target: { type: string; id: string };
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
}

async function setMessClock(at: string | null): Promise<void> {
  const res = await fetch(`http://127.0.0.1:${API_PORTS.mess}/test/clock`, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ at }) });
  if (res.status !== 200) throw new Error(`could not set svc-mess's clock: ${res.status} ${await res.text()}`);
}

const pad = (n: number) => String(n).padStart(2, '0');

let boss: Actor;
let student: Actor;
/** A month and days no other suite uses, so its closures and statements are this suite's own. */
const year = randomInt(2040, 2090);
const month = `${year}-${pad(randomInt(2, 12))}`;
const closedDay = `${month}-20`;

/** Each admin write once, with what its entry must say. Writes an admin makes on another's data count too. */
const CASES: Record<string, () => Promise<Expected>> = {
  makeAdmin: async () => {
    const promoted = await signUp();
    const res = await api(`/users/make-admin/${idOf(promoted)}`, { method: 'PATCH', token: boss.token });
    return { res, target: { type: 'user', id: idOf(promoted) }, before: { role: 'user' }, after: { role: 'admin' } };
  },
  revokeUserSessions: async () => {
    const revoked = await signUp();
    const res = await api(pathOf(API.revokeUserSessions, { id: idOf(revoked) }), { method: 'DELETE', token: boss.token });
    return { res, target: { type: 'user', id: idOf(revoked) }, before: { email: revoked.email, sessionGeneration: 0 }, after: { email: revoked.email, sessionGeneration: 1 } };
  },
  postMeal: async () => {
    const body = mealInput();
    const res = await api<{ meal: { _id: string } }>('/meals', { token: boss.token, body });
    return { res, target: { type: 'meal', id: res.body.meal._id }, after: { title: body.title, price: body.price } };
  },
  updateMeal: async () => {
    const meal = await createMeal(boss, { price: 250 });
    const res = await api(`/meals/${meal._id}`, { method: 'PATCH', token: boss.token, body: { price: 321 } });
    return { res, target: { type: 'meal', id: meal._id }, before: { price: 250 }, after: { price: 321 } };
  },
  deleteMeal: async () => {
    const meal = await createMeal(boss);
    const res = await api(`/meals/${meal._id}`, { method: 'DELETE', token: boss.token });
    return { res, target: { type: 'meal', id: meal._id }, before: { title: meal.title } };
  },
  postUpcoming: async () => {
    const body = mealInput();
    const res = await api<{ _id: string }>('/upcoming-meals', { token: boss.token, body });
    return { res, target: { type: 'upcoming meal', id: res.body._id }, after: { title: body.title } };
  },
  deliverServeRequest: async () => {
    const meal = await createMeal(boss);
    const requested = await api<{ insertedId: string }>('/serve-meals', { token: student.token, body: { mealId: meal._id, userId: idOf(student), userEmail: student.email, userName: student.name } });
    const res = await api(`/serve-meals/${requested.body.insertedId}`, { method: 'PATCH', token: boss.token });
    return { res, target: { type: 'serve request', id: requested.body.insertedId }, before: { status: 'Pending' }, after: { status: 'Delivered' } };
  },
  cancelServeRequest: async () => {
    const meal = await createMeal(boss);
    const requested = await api<{ insertedId: string }>('/serve-meals', { token: student.token, body: { mealId: meal._id, userId: idOf(student), userEmail: student.email, userName: student.name } });
    const res = await api(`/serve-meals/${requested.body.insertedId}`, { method: 'DELETE', token: boss.token });
    return { res, target: { type: 'serve request', id: requested.body.insertedId }, before: { status: 'Pending', mealId: meal._id } };
  },
  deleteReview: async () => {
    const meal = await createMeal(boss);
    const added = await api<{ reviews: { _id: string }[] }>(`/meals/${meal._id}/review`, { token: student.token, body: { userId: idOf(student), userName: student.name, rating: 2, comment: 'Too salty' } });
    // A fresh meal: the student's review is its only one.
    const review = added.body.reviews[0]!;
    const res = await api(`/meals/${meal._id}/reviews/${review._id}`, { method: 'DELETE', token: boss.token });
    return { res, target: { type: 'review', id: review._id }, before: { comment: 'Too salty', rating: 2 } };
  },
  setMenuSlot: async () => {
    const meal = await createMeal(boss);
    const date = `${year}-01-1${randomInt(0, 10)}`;
    const res = await api(`/menu/${date}/Lunch`, { method: 'PUT', token: boss.token, body: { mealIds: [meal._id] } });
    return { res, target: { type: 'menu slot', id: `${date} Lunch` }, before: { mealIds: [] }, after: { mealIds: [meal._id] } };
  },
  approveBoarder: async () => {
    const joiner = await signUp();
    await api(pathOf(API.joinMess), { token: joiner.token, body: { from: `${month}-02` } });
    const res = await api(pathOf(API.approveBoarder, { userId: idOf(joiner) }), { method: 'POST', token: boss.token });
    return { res, target: { type: 'stay', id: idOf(joiner) }, before: { status: 'pending' }, after: { status: 'approved', from: `${month}-02` } };
  },
  endStay: async () => {
    const leaver = await signUp();
    await joinApproved(leaver, `${month}-02`, boss);
    const res = await api(`${pathOf(API.endStay, { userId: idOf(leaver) })}?from=${month}-10`, { method: 'DELETE', token: boss.token });
    return { res, target: { type: 'stay', id: idOf(leaver) }, before: { from: `${month}-02`, until: null }, after: { until: `${month}-10` } };
  },
  putMessSettings: async () => {
    const current = (await api<Record<string, unknown>>('/mess/settings', { token: boss.token })).body;
    const res = await api('/mess/settings', { method: 'PUT', token: boss.token, body: current });
    return { res, target: { type: 'mess settings', id: 'mess' }, before: { maxGuests: current.maxGuests }, after: { maxGuests: current.maxGuests } };
  },
  closeMess: async () => {
    const res = await api(`/mess/closures/${closedDay}`, { method: 'PUT', token: boss.token, body: { slots: ['Dinner'], reason: 'Staff picnic' } });
    return { res, target: { type: 'closure', id: closedDay }, after: { slots: ['Dinner'], reason: 'Staff picnic' } };
  },
  reopenMess: async () => {
    const day = `${month}-21`;
    await api(`/mess/closures/${day}`, { method: 'PUT', token: boss.token, body: { slots: ['Lunch'], reason: 'Exam day' } });
    const res = await api(`/mess/closures/${day}`, { method: 'DELETE', token: boss.token });
    return { res, target: { type: 'closure', id: day }, before: { slots: ['Lunch'], reason: 'Exam day' } };
  },
  recordPayment: async () => {
    const res = await api<{ id: string; number: string }>('/mess/payments', { token: boss.token, body: { userId: idOf(student), amount: 300, method: 'cash', reference: 'Counted at the desk', receivedAt: new Date().toISOString() } });
    return { res, target: { type: 'receipt', id: res.body.id }, after: { number: res.body.number, amount: 300, method: 'cash' } };
  },
  voidPayment: async () => {
    const recorded = await api<{ id: string; number: string }>('/mess/payments', { token: boss.token, body: { userId: idOf(student), amount: 120, method: 'cash', reference: 'Recorded by mistake', receivedAt: new Date().toISOString() } });
    const res = await api(`/mess/payments/${recorded.body.id}/void`, { token: boss.token, body: { reason: 'Entered twice' } });
    return { res, target: { type: 'receipt', id: recorded.body.id }, before: { number: recorded.body.number, amount: 120 }, after: { voided: true, reason: 'Entered twice' } };
  },
  closeMonth: async () => {
    const res = await api('/mess/statements/close', { token: boss.token, body: { month } });
    return { res, target: { type: 'statement-month', id: month } };
  },
  addAdjustment: async () => {
    // The boarder's own read finds it whatever the page: other suites' boarders of the month share a real database.
    const mine = await api<{ id: string; status: string }>(`/mess/statements/me?month=${month}`, { token: student.token });
    const statement = mine.body;
    if (mine.status !== 200 || statement.status !== 'due') throw new Error(`no statement of ${month} for the boarder: ${mine.status} ${JSON.stringify(mine.body)}`);
    const res = await api(`/mess/statements/${statement.id}/adjustments`, { token: boss.token, body: { amount: -50, reason: 'Refund for a missed dinner' } });
    return { res, target: { type: 'statement', id: statement.id } };
  },
};

/** Every declared admin write, and the session writes an admin makes on another's data. */
const MONTH_END = ['closeMonth', 'addAdjustment'];
const AUDITED = [...OPERATIONS.filter((op) => op.access === 'admin' && op.method !== 'get').map((op) => op.name), 'deleteReview', 'cancelServeRequest']
  // Closing the month moves svc-mess's clock past it, after which its closures are locked: those two come last.
  .sort((a, b) => Number(MONTH_END.includes(a)) - Number(MONTH_END.includes(b)) || MONTH_END.indexOf(a) - MONTH_END.indexOf(b));

const entriesOf = async (query: string) => api<AuditEntry[]>(`/audit?${query}`, { token: boss.token });

beforeAll(async () => {
  boss = await admin();
  student = await premiumStudent('silver');
  // The student boards from the first day of the suite's month, so closing the month issues a statement.
  await setMessClock(`${shiftBack(month)}T12:00:00+06:00`);
  const joined = (await joinApproved(student, `${month}-01`, boss)).approved;
  if (joined.status !== 200) throw new Error(`could not join the mess: ${joined.status} ${JSON.stringify(joined.body)}`);
  // The closures need their days still ahead (the clock stays here); closing the month needs it ended (its cases move it).
});

afterAll(() => setMessClock(null));

/** The last day of the month before `YYYY-MM`. */
function shiftBack(yearMonth: string): string {
  const first = new Date(`${yearMonth}-01T00:00:00Z`);
  return new Date(first.getTime() - 86_400_000).toISOString().slice(0, 10);
}

/** The first day of the month after `YYYY-MM`. */
function nextMonthStart(yearMonth: string): string {
  const [y, m] = yearMonth.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${pad(m + 1)}-01`;
}

describe('the audit trail of admin changes', () => {
  it('when the declarations are read, then every admin write has a case here (a new one fails until it is audited and listed)', () => {
    expect(AUDITED.filter((name) => !(name in CASES)).sort()).toEqual([]);
    expect(Object.keys(CASES).filter((name) => !AUDITED.includes(name))).toEqual([]);
  });

  it.each(AUDITED)('when an admin calls %s, then exactly one entry names the admin, the action, the target and the change', async (name) => {
    if (name === 'closeMonth' || name === 'addAdjustment') await setMessClock(`${nextMonthStart(month)}T12:00:00+06:00`);
    const expected = await CASES[name]!();
    expect(expected.res.status).toBeLessThan(300);
    const requestId = expected.res.headers.get('x-request-id');
    expect(requestId).toBeTruthy();
    const found = await eventually(
      async () => (await entriesOf(`action=${name}&actor=${encodeURIComponent(boss.email)}&limit=100`)).body.filter((entry) => entry.requestId === requestId),
      (entries) => entries.length > 0,
    );
    expect(found).toHaveLength(1);
    const [entry] = found;
    expect(entry).toMatchObject({ action: name, actorEmail: boss.email, actorId: idOf(boss), target: expected.target });
    if (expected.before) expect(entry!.before).toMatchObject(expected.before);
    if (expected.after) expect(entry!.after).toMatchObject(expected.after);
    expect(Date.now() - Date.parse(entry!.at)).toBeLessThan(5 * 60_000);
  });

  it('when the trail is filtered by actor id, day range and paged, then it answers newest first with X-Total-Count', async () => {
    const today = new Date(Date.now() + 6 * 3_600_000).toISOString().slice(0, 10);
    const page = await entriesOf(`actor=${idOf(boss)}&from=${today}&to=${today}&limit=2&page=1`);
    expect(page.status).toBe(200);
    expect(Number(page.headers.get('x-total-count'))).toBeGreaterThanOrEqual(AUDITED.length);
    expect(page.body).toHaveLength(2);
    expect(page.body[0]!.at >= page.body[1]!.at).toBe(true);
    expect((await entriesOf('from=2001-01-01&to=2001-01-02')).body).toEqual([]);
    expect((await entriesOf('from=2026-02-02&to=2026-02-01')).status).toBe(400);
    expect((await entriesOf('actor[$ne]=x')).status).toBe(400);
  });

  it('when a student asks for the trail, then 403; without a session, 401', async () => {
    expect((await api('/audit', { token: student.token })).status).toBe(403);
    expect((await api('/audit')).status).toBe(401);
  });

  it('when anyone tries to edit or delete an entry, then no route does it and the entry stays', async () => {
    const [entry] = (await entriesOf('limit=1')).body;
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST']) {
      for (const path of ['/audit', `/audit/${entry!.id}`]) {
        const res = await api(path, { method, token: boss.token, body: method === 'DELETE' ? undefined : { action: 'forged' } });
        expect([404, 405]).toContain(res.status);
      }
    }
    expect((await entriesOf('limit=1')).body[0]).toEqual(entry);
  });
});
