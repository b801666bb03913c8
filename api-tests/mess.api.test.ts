/**
 * The mess office through the gateway (DESIGN §9, issue 24): the weekly plan and its Dhaka cutoffs by the server's
 * clock, guests, leave, closures and the headcount, with headcount.changed on an admin's /events. svc-mess runs with
 * NODE_ENV=test, so the suite sets the clock it judges cutoffs by (PUT /test/clock on the service, never routed by
 * the gateway). In real mode its process runs with TZ=America/New_York (global-setup), the embedded one in this
 * process's zone: the same answers in both.
 */
import { API_PORTS } from './support/ports';
import { admin, signUp, type Actor } from './support/actors';
import { api, gatewayUrl } from './support/client';
import { EventStream } from './support/event-stream';
import { createMeal } from './support/fixtures';
import { joinApproved } from './support/mess';

interface PlanSlot {
  slot: string;
  on: boolean;
  guests: number;
  locked: boolean;
  cutoffAt: string;
  source: string;
  meals: { id: string; title: string }[];
}
interface PlanWeek {
  week: string;
  days: { date: string; slots: PlanSlot[] }[];
}
interface HeadcountSlot {
  slot: string;
  on: number;
  guests: number;
  plates: number;
  off: number;
  pending: boolean;
  meals: { id: string; title: string }[];
}
interface Headcount {
  days: { date: string; slots: HeadcountSlot[] }[];
}

async function setClock(at: string | null): Promise<void> {
  const res = await fetch(`http://127.0.0.1:${API_PORTS.mess}/test/clock`, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ at }) });
  if (res.status !== 200) throw new Error(`could not set svc-mess's clock: ${res.status} ${await res.text()}`);
}

const planOf = async (actor: Actor, week: string) => (await api<PlanWeek>(`/mess/plan?week=${week}`, { token: actor.token })).body;
const slotOf = (plan: PlanWeek, date: string, slot: string) => plan.days.find((day) => day.date === date)!.slots.find((entry) => entry.slot === slot)!;
const switchSlot = (actor: Actor, date: string, slot: string, body: unknown) => api<PlanSlot & { message?: string; cutoffAt?: string }>(`/mess/plan/${date}/${slot}`, { method: 'PUT', token: actor.token, body });
interface Leave {
  id: string;
  from: string;
  to: string;
  reason?: string;
  slotsOff: number;
  cancelledAt?: string;
}

/** Polls until `check` holds: svc-meals' menu reaches svc-mess as an event (outbox, then the bus). */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 8000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A slot's count once nothing of it is pending (a switch is counted by the count tick a moment after its answer). */
const countOf = async (boss: Actor, date: string, slot: string) => {
  for (let waited = 0; ; waited += 20) {
    const res = await api<Headcount>(`/mess/headcount?date=${date}`, { token: boss.token });
    expect(res.status).toBe(200);
    const count = res.body.days[0]!.slots.find((entry) => entry.slot === slot)!;
    if (!count.pending || waited >= 5000) return count;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('the mess office through the gateway', () => {
  let boss: Actor;
  let student: Actor;

  beforeAll(async () => {
    boss = await admin();
    student = await signUp();
    // The last day of November, noon in Dhaka: 1 December is the first day whose three meals are all open.
    await setClock('2026-11-30T12:00:00+06:00');
  });

  afterAll(async () => {
    await setClock(null);
  });

  it('refuses the plan to a non-boarder (403), and lets a student join from the first open day only', async () => {
    expect((await api('/mess/plan', { token: student.token })).status).toBe(403);
    expect((await switchSlot(student, '2026-12-02', 'Lunch', { on: false })).status).toBe(403);

    const early = await api<{ message: string }>('/mess/boarders/me', { token: student.token, body: { from: '2026-11-30' } });
    expect(early.status).toBe(400);
    expect(early.body.message).toBe('You can join from 2026-12-01 at the earliest.');
    // Its code and value, for a Bengali page's own sentence (issue 26).
    expect(early.body).toMatchObject({ code: 'joinFromEarliest', params: { date: '2026-12-01' } });

    const { joined, approved } = await joinApproved(student, '2026-12-01', boss);
    expect(joined.status).toBe(200);
    expect(joined.body).toEqual({ userId: expect.any(String), email: student.email, from: '2026-12-01', until: null, status: 'pending' });
    expect(approved.body).toEqual({ userId: expect.any(String), email: student.email, from: '2026-12-01', until: null, status: 'approved' });
    expect((await api('/mess/boarders/me', { token: student.token, body: { from: '2026-12-01' } })).status).toBe(409);
  });

  it('gives a boarder a week of 21 slots, every one on by default with its Dhaka cutoff', async () => {
    const plan = await planOf(student, '2026-W50');
    expect(plan.week).toBe('2026-W50');
    const slots = plan.days.flatMap((day) => day.slots.map((slot) => ({ date: day.date, ...slot })));
    expect(slots).toHaveLength(21);
    expect(slots.every((slot) => slot.on && slot.guests === 0 && slot.source === 'default' && !slot.locked)).toBe(true);
    expect(plan.days.map((day) => day.date)).toEqual(['2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11', '2026-12-12', '2026-12-13']);
    expect(slotOf(plan, '2026-12-07', 'Breakfast').cutoffAt).toBe('2026-12-06T16:00:00.000Z');
    expect(slotOf(plan, '2026-12-07', 'Lunch').cutoffAt).toBe('2026-12-07T04:00:00.000Z');
    expect(slotOf(plan, '2026-12-07', 'Dinner').cutoffAt).toBe('2026-12-07T11:00:00.000Z');
  });

  it('switches tomorrow’s breakfast off at 21:59:59 Dhaka and answers 409 with cutoffAt at 22:00:00, across a month end', async () => {
    await setClock('2026-11-30T21:59:59+06:00');
    const off = await switchSlot(student, '2026-12-01', 'Breakfast', { on: false });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ date: '2026-12-01', slot: 'Breakfast', on: false, source: 'self', locked: false });

    await setClock('2026-11-30T22:00:00+06:00');
    const late = await switchSlot(student, '2026-12-01', 'Breakfast', { on: true });
    expect(late.status).toBe(409);
    expect(late.body).toEqual({
      success: false,
      message: 'The cutoff for Breakfast on 2026-12-01 has passed.',
      code: 'cutoffPassed',
      params: { slot: 'Breakfast', date: '2026-12-01', cutoffAt: '2026-11-30T16:00:00.000Z' },
      cutoffAt: '2026-11-30T16:00:00.000Z',
    });
    expect(slotOf(await planOf(student, '2026-W49'), '2026-12-01', 'Breakfast')).toMatchObject({ on: false, locked: true });
  });

  it('does the same across a year end', async () => {
    await setClock('2026-12-31T21:59:59+06:00');
    expect((await switchSlot(student, '2027-01-01', 'Breakfast', { on: false })).status).toBe(200);
    await setClock('2026-12-31T22:00:00+06:00');
    const late = await switchSlot(student, '2027-01-01', 'Breakfast', { on: true });
    expect(late.status).toBe(409);
    expect(late.body).toEqual({
      success: false,
      message: 'The cutoff for Breakfast on 2027-01-01 has passed.',
      code: 'cutoffPassed',
      params: { slot: 'Breakfast', date: '2027-01-01', cutoffAt: '2026-12-31T16:00:00.000Z' },
      cutoffAt: '2026-12-31T16:00:00.000Z',
    });
  });

  it('keeps a locked slot locked when an admin moves its cutoff later; the change applies to slots not locked yet', async () => {
    await setClock('2027-01-04T10:30:00+06:00');
    const defaults = (await api<Record<string, { Lunch: unknown }>>('/mess/settings', { token: boss.token })).body;
    const later = { ...defaults, cutoffs: { ...defaults.cutoffs, Lunch: { daysBefore: 0, time: '12:00' } } };
    expect((await api('/mess/settings', { method: 'PUT', token: boss.token, body: later })).status).toBe(200);
    try {
      // Today's lunch locked at 10:00, before the change: still locked, with its own cutoff.
      const locked = await switchSlot(student, '2027-01-04', 'Lunch', { on: false });
      expect(locked.status).toBe(409);
      expect(locked.body.cutoffAt).toBe('2027-01-04T04:00:00.000Z');
      const tomorrow = slotOf(await planOf(student, '2027-W01'), '2027-01-05', 'Lunch');
      expect(tomorrow).toMatchObject({ locked: false, cutoffAt: '2027-01-05T06:00:00.000Z' });
    } finally {
      // Back at the same instant: no slot ever locks under the moved cutoff.
      expect((await api('/mess/settings', { method: 'PUT', token: boss.token, body: defaults })).status).toBe(200);
    }
  });

  it('answers 400 and changes nothing for guests above the limit, an unknown slot or an impossible date', async () => {
    const before = await planOf(student, '2027-W01');
    const tooMany = await switchSlot(student, '2027-01-05', 'Dinner', { on: true, guests: 4 });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('Invalid guests: at most 3 guests per meal');
    expect((await switchSlot(student, '2027-01-05', 'Supper', { on: false })).status).toBe(400);
    expect((await switchSlot(student, '2027-02-30', 'Lunch', { on: false })).status).toBe(400);
    expect((await switchSlot(student, '2027-01-05', 'Lunch', { on: 'no' })).status).toBe(400);
    expect(await planOf(student, '2027-W01')).toEqual(before);

    const guests = await switchSlot(student, '2027-01-05', 'Dinner', { on: true, guests: 3 });
    expect(guests.status).toBe(200);
    expect(guests.body).toMatchObject({ on: true, guests: 3 });
    expect(await countOf(boss, '2027-01-05', 'Dinner')).toMatchObject({ guests: 3 });
  });

  it('turns every unlocked slot of a leave off, and cancelling it restores them', async () => {
    const lunchBefore = await countOf(boss, '2027-01-06', 'Lunch');
    const leave = await api<{ id: string; slotsOff: number }>('/mess/leave', { token: student.token, body: { from: '2027-01-06', to: '2027-01-07', reason: 'Going home' } });
    expect(leave.status).toBe(200);
    expect(leave.body.slotsOff).toBe(6);
    const away = await planOf(student, '2027-W01');
    for (const date of ['2027-01-06', '2027-01-07']) for (const slot of ['Breakfast', 'Lunch', 'Dinner']) expect(slotOf(away, date, slot)).toMatchObject({ on: false, source: 'leave' });
    expect(await countOf(boss, '2027-01-06', 'Lunch')).toMatchObject({ on: lunchBefore.on - 1, off: lunchBefore.off + 1 });

    const cancelled = await api(`/mess/leave/${leave.body.id}`, { method: 'DELETE', token: student.token });
    expect(cancelled.status).toBe(200);
    const back = await planOf(student, '2027-W01');
    for (const date of ['2027-01-06', '2027-01-07']) for (const slot of ['Breakfast', 'Lunch', 'Dinner']) expect(slotOf(back, date, slot)).toMatchObject({ on: true, source: 'default' });
    expect(await countOf(boss, '2027-01-06', 'Lunch')).toEqual(lunchBefore);
  });

  it('closes a meal for everyone: off, not switchable on, never counted; reopening restores it', async () => {
    expect((await api('/mess/closures/2027-01-08', { method: 'PUT', token: student.token, body: { slots: ['Lunch'], reason: 'Eid' } })).status).toBe(403);
    const closed = await api('/mess/closures/2027-01-08', { method: 'PUT', token: boss.token, body: { slots: ['Lunch'], reason: 'Eid' } });
    expect(closed.status).toBe(200);
    expect(slotOf(await planOf(student, '2027-W01'), '2027-01-08', 'Lunch')).toMatchObject({ on: false, source: 'closure' });
    const switched = await switchSlot(student, '2027-01-08', 'Lunch', { on: true });
    expect(switched.status).toBe(409);
    expect(switched.body.message).toBe('The mess is closed for Lunch on 2027-01-08.');
    expect(await countOf(boss, '2027-01-08', 'Lunch')).toMatchObject({ on: 0, guests: 0, plates: 0 });

    expect((await api('/mess/closures/2027-01-08', { method: 'DELETE', token: boss.token })).body).toEqual({ success: true, reopened: ['Lunch'] });
    expect(slotOf(await planOf(student, '2027-W01'), '2027-01-08', 'Lunch')).toMatchObject({ on: true, source: 'default' });
  });

  it('shows the headcount and the settings to admins only, and refuses settings out of range', async () => {
    expect((await api('/mess/headcount?date=2027-01-05', { token: student.token })).status).toBe(403);
    expect((await api('/mess/headcount?date=2027-01-05&from=2027-01-01', { token: boss.token })).status).toBe(400);
    const range = await api<Headcount>('/mess/headcount?from=2026-12-30&to=2027-01-02', { token: boss.token });
    expect(range.body.days.map((day) => day.date)).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);

    const settings = await api<Record<string, unknown>>('/mess/settings', { token: student.token });
    expect(settings.body).toMatchObject({ maxGuests: 3, cutoffs: { Breakfast: { daysBefore: 1, time: '22:00' } } });
    expect((await api('/mess/settings', { method: 'PUT', token: student.token, body: settings.body })).status).toBe(403);
    expect((await api('/mess/settings', { method: 'PUT', token: boss.token, body: { ...settings.body, extra: 1 } })).status).toBe(400);
    expect((await api('/mess/settings', { method: 'PUT', token: boss.token, body: { ...settings.body, maxGuests: -1 } })).status).toBe(400);
  });

  it('tells an admin’s open /events stream of a switch (headcount.changed), and not a student’s', async () => {
    const [adminStream, studentStream] = [await EventStream.open(gatewayUrl(), boss.token), await EventStream.open(gatewayUrl(), student.token)];
    try {
      const started = Date.now();
      expect((await switchSlot(student, '2027-01-09', 'Dinner', { on: false })).status).toBe(200);
      const expected = await countOf(boss, '2027-01-09', 'Dinner');
      const event = await adminStream.next((message) => message.type === 'headcount.changed' && (message.data as unknown as { date: string }).date === '2027-01-09', 5000);
      expect(event?.data).toEqual({ date: '2027-01-09', slot: 'Dinner', on: expected.on, guests: expected.guests });
      expect(Date.now() - started).toBeLessThan(3000);
      expect(studentStream.events.some((message) => message.type === 'headcount.changed')).toBe(false);
    } finally {
      adminStream.close();
      studentStream.close();
    }
  });

  it('shows each slot’s meals from the weekly menu in the plan, a switch’s answer and the headcount, and follows a change of the menu', async () => {
    const [rice, dal] = [await createMeal(boss, { category: 'Lunch' }), await createMeal(boss, { category: 'Lunch' })];
    expect((await api(`/menu/2027-02-16/Lunch`, { method: 'PUT', token: boss.token, body: { mealIds: [dal._id, rice._id] } })).status).toBe(200);
    const both = [
      { id: dal._id, title: dal.title },
      { id: rice._id, title: rice.title },
    ];
    const plan = await eventually(
      async () => {
        const res = await api<PlanWeek>(`/mess/plan?week=2027-W07`, { token: student.token });
        if (res.status !== 200) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
        return res.body;
      },
      (week) => slotOf(week, '2027-02-16', 'Lunch').meals.length === 2,
    );
    expect(slotOf(plan, '2027-02-16', 'Lunch').meals).toEqual(both);
    expect(slotOf(plan, '2027-02-16', 'Dinner').meals).toEqual([]);
    expect(slotOf(plan, '2027-02-17', 'Lunch').meals).toEqual([]);
    expect((await countOf(boss, '2027-02-16', 'Lunch')).meals).toEqual(both);
    const switched = await switchSlot(student, '2027-02-16', 'Lunch', { on: true, guests: 1 });
    expect(switched.body).toMatchObject({ date: '2027-02-16', slot: 'Lunch', on: true, guests: 1, meals: both });

    // A later change of the slot replaces the meals; clearing it leaves none.
    await api(`/menu/2027-02-16/Lunch`, { method: 'PUT', token: boss.token, body: { mealIds: [rice._id] } });
    const changed = await eventually(
      () => planOf(student, '2027-W07'),
      (week) => slotOf(week, '2027-02-16', 'Lunch').meals.length === 1,
    );
    expect(slotOf(changed, '2027-02-16', 'Lunch').meals).toEqual([{ id: rice._id, title: rice.title }]);
    await api(`/menu/2027-02-16/Lunch`, { method: 'PUT', token: boss.token, body: { mealIds: [] } });
    const cleared = await eventually(
      () => countOf(boss, '2027-02-16', 'Lunch'),
      (count) => count.meals.length === 0,
    );
    expect(cleared.meals).toEqual([]);
  });

  it('lists the caller’s own leaves, newest first, cancelled ones marked, a page at a time; a non-boarder gets 403', async () => {
    await setClock('2027-01-20T12:00:00+06:00');
    const other = await signUp();
    expect((await api('/mess/leave', { token: other.token })).status).toBe(403);
    expect((await joinApproved(other, '2027-01-21', boss)).approved.status).toBe(200);
    expect((await api('/mess/leave', { token: other.token, body: { from: '2027-02-20', to: '2027-02-20' } })).status).toBe(200);

    const first = await api<Leave>('/mess/leave', { token: student.token, body: { from: '2027-02-01', to: '2027-02-02', reason: 'Exam trip' } });
    const second = await api<Leave>('/mess/leave', { token: student.token, body: { from: '2027-02-05', to: '2027-02-05' } });
    expect((await api(`/mess/leave/${first.body.id}`, { method: 'DELETE', token: student.token })).status).toBe(200);

    const list = await api<{ data: Leave[]; totalPages: number }>('/mess/leave', { token: student.token });
    expect(list.status).toBe(200);
    // The leave an earlier case took and cancelled is there too, oldest.
    expect(list.body.data.map((leave) => leave.id).slice(0, 2)).toEqual([second.body.id, first.body.id]);
    expect(list.body.data[0]).toEqual(second.body);
    expect(list.body.data[0]).not.toHaveProperty('cancelledAt');
    expect(list.body.data[1]).toMatchObject({ from: '2027-02-01', to: '2027-02-02', reason: 'Exam trip', slotsOff: 6, cancelledAt: expect.any(String) });
    expect(list.body.data.every((leave) => leave.from !== '2027-02-20')).toBe(true);
    const total = Number(list.headers.get('X-Total-Count'));
    expect(total).toBe(list.body.data.length);

    const page = await api<{ data: Leave[]; totalPages: number }>('/mess/leave?page=2&limit=1', { token: student.token });
    expect(page.body.data.map((leave) => leave.id)).toEqual([first.body.id]);
    expect(page.body.totalPages).toBe(total);
    expect((await api('/mess/leave?limit=0', { token: student.token })).status).toBe(400);
    expect((await api('/mess/leave')).status).toBe(401);
  });

  it('lists the closures ahead to admins only, soonest first, from today in Dhaka or a given day', async () => {
    expect((await api('/mess/closures/2027-03-02', { method: 'PUT', token: boss.token, body: { slots: ['Dinner'], reason: 'Pitha festival' } })).status).toBe(200);
    expect((await api('/mess/closures/2027-03-01', { method: 'PUT', token: boss.token, body: { slots: ['Breakfast', 'Lunch'], reason: 'Staff training' } })).status).toBe(200);
    expect((await api('/mess/closures', { token: student.token })).status).toBe(403);

    const ahead = await api<{ data: { date: string; slots: string[]; reason: string }[] }>('/mess/closures?from=2027-03-01', { token: boss.token });
    expect(ahead.status).toBe(200);
    expect(ahead.body.data.slice(0, 2)).toEqual([
      { date: '2027-03-01', slots: ['Breakfast', 'Lunch'], reason: 'Staff training' },
      { date: '2027-03-02', slots: ['Dinner'], reason: 'Pitha festival' },
    ]);
    expect((await api<{ data: { date: string }[] }>('/mess/closures?from=2027-03-02', { token: boss.token })).body.data[0]!.date).toBe('2027-03-02');
    // Today in Dhaka by the server's clock is the default start.
    await setClock('2027-03-01T23:00:00+06:00');
    const fromToday = await api<{ data: { date: string }[] }>('/mess/closures', { token: boss.token });
    // Other suites may close days further ahead (their own months): only the soonest are this test's.
    expect(fromToday.body.data.map((closure) => closure.date).slice(0, 2)).toEqual(['2027-03-01', '2027-03-02']);
    await setClock('2027-03-02T00:00:00+06:00');
    expect((await api<{ data: { date: string }[] }>('/mess/closures', { token: boss.token })).body.data[0]!.date).toBe('2027-03-02');
    expect((await api('/mess/closures?from=2027-02-30', { token: boss.token })).status).toBe(400);
  });
});
