/**
 * Monthly statements through the gateway (DESIGN §9, issue 25): a seeded March 2031 — full board with a 10-day
 * leave, 3 guest meals, a closed day, a Lunch rate change mid-month and one adjustment — billed to the taka, closing
 * (409 while the month runs, once however often), the late fee by svc-mess's clock, who may do what, and the CSV
 * exports (byte-order mark, CRLF, totals equal to the API's, formulas neutralised). svc-mess runs with
 * NODE_ENV=test, so the suite moves its clock (PUT /test/clock on the service, never routed by the gateway).
 * Other suites' boarders share the service: the checks read this suite's boarder, or compare whole-month sums.
 */
import { API_PORTS } from './support/ports';
import { admin, signUp, type Actor } from './support/actors';
import { joinApproved } from './support/mess';
import { api, eventually, gatewayUrl } from './support/client';

interface Line {
  kind: string;
  count?: number;
  rate?: number;
  amount: number;
  reason?: string;
}
interface Statement {
  id: string;
  email: string;
  name?: string;
  month: string;
  status: string;
  lines: Line[];
  subtotal: number;
  lateFee: number;
  total: number;
  dueDate?: string;
  overdue: boolean;
}

async function setClock(at: string | null): Promise<void> {
  const res = await fetch(`http://127.0.0.1:${API_PORTS.mess}/test/clock`, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ at }) });
  if (res.status !== 200) throw new Error(`could not set svc-mess's clock: ${res.status} ${await res.text()}`);
}

const SETTINGS = {
  cutoffs: { Breakfast: { daysBefore: 1, time: '22:00' }, Lunch: { daysBefore: 0, time: '10:00' }, Dinner: { daysBefore: 0, time: '17:00' } },
  rates: { Breakfast: 30, Lunch: 60, Dinner: 60, guest: 80 },
  maxGuests: 3,
  dueDay: 10,
  lateFeePerDay: 20,
  lateFeeMaxDays: 10,
};

/** A CSV download's raw bytes (fetch's text() would drop the byte-order mark) and its rows. */
async function csvOf(path: string, token: string) {
  const res = await fetch(`${gatewayUrl()}/api${path}`, { headers: { Authorization: `Bearer ${token}` } });
  const bytes = Buffer.from(await res.arrayBuffer());
  const text = bytes.toString('utf8');
  return { res, bytes, text, rows: text.replace(/^\uFEFF/, '').split('\r\n').filter(Boolean) };
}

/** Every page of a month's statements, as the admin's list answers them. */
async function allStatements(boss: Actor, month: string, status?: string): Promise<Statement[]> {
  const all: Statement[] = [];
  for (let page = 1; ; page++) {
    const res = await api<{ data: Statement[]; totalPages: number }>(`/mess/statements?month=${month}${status ? `&status=${status}` : ''}&page=${page}&limit=100`, { token: boss.token });
    expect(res.status).toBe(200);
    all.push(...res.body.data);
    if (page >= res.body.totalPages) return all;
  }
}

describe('monthly statements through the gateway', () => {
  let boss: Actor;
  let student: Actor;
  let plotter: Actor;
  const EVIL = '=HYPERLINK("http://x","y")';
  /** The running month's preview id: the id its statement gets at the close. */
  let previewId = '';

  beforeAll(async () => {
    [boss, student, plotter] = await Promise.all([admin(), signUp(), signUp({ name: EVIL })]);
    await setClock('2031-02-20T12:00:00+06:00');
    expect((await api('/mess/settings', { method: 'PUT', token: boss.token, body: SETTINGS })).status).toBe(200);
    for (const boarder of [student, plotter]) expect((await joinApproved(boarder, '2031-03-01', boss)).approved.status).toBe(200);
    // A 10-day leave (5th–14th), 3 guest meals, the 18th closed.
    expect((await api('/mess/leave', { token: student.token, body: { from: '2031-03-05', to: '2031-03-14', reason: 'Home' } })).status).toBe(200);
    expect((await api('/mess/plan/2031-03-20/Lunch', { method: 'PUT', token: student.token, body: { on: true, guests: 2 } })).status).toBe(200);
    expect((await api('/mess/plan/2031-03-25/Dinner', { method: 'PUT', token: student.token, body: { on: true, guests: 1 } })).status).toBe(200);
    expect((await api('/mess/closures/2031-03-18', { method: 'PUT', token: boss.token, body: { slots: ['Breakfast', 'Lunch', 'Dinner'], reason: 'Holiday' } })).status).toBe(200);
    // Lunch rises to 70 at noon on the 16th: that day's Lunch locked at 10:00 and stays at 60.
    await setClock('2031-03-16T12:00:00+06:00');
    expect((await api('/mess/settings', { method: 'PUT', token: boss.token, body: { ...SETTINGS, rates: { ...SETTINGS.rates, Lunch: 70 } } })).status).toBe(200);
  });

  afterAll(async () => {
    await setClock(null);
  });

  it('previews the running month (open) and refuses to close it (409)', async () => {
    const running = await api<Statement>('/mess/statements/me', { token: student.token });
    expect(running.status).toBe(200);
    expect(running.body).toMatchObject({ month: '2031-03', status: 'open', lateFee: 0, overdue: false });
    // Locked so far at 12:00 on the 16th: Breakfast 1st–16th, Lunch 1st–16th, Dinner 1st–15th, less the leave.
    expect(running.body.subtotal).toBe(6 * 30 + 6 * 60 + 5 * 60);
    const early = await api<{ message: string }>('/mess/statements/close', { token: boss.token, body: { month: '2031-03' } });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('2031-03 has not ended yet in Asia/Dhaka.');
  });

  it('answers a preview with its statement-to-be’s id: an id of its own, and an adjustment on it is 404 until the close', async () => {
    const running = (await api<Statement>('/mess/statements/me', { token: student.token })).body;
    const listed = (await allStatements(boss, '2031-03')).find((statement) => statement.email === running.email);
    const others = (await api<Statement>('/mess/statements/me', { token: plotter.token })).body;
    expect(running.id).toMatch(/^[0-9a-f]{24}$/);
    expect(listed?.id).toBe(running.id);
    expect(others.id).not.toBe(running.id);
    previewId = running.id;

    const early = await api<{ message: string }>(`/mess/statements/${previewId}/adjustments`, { token: boss.token, body: { amount: 50, reason: 'Too early' } });

    expect(early.status).toBe(404);
  });

  it('closes an ended month once: the statement equals the hand-computed bill, and closing again issues nothing', async () => {
    await setClock('2031-04-02T12:00:00+06:00');
    const first = await api<{ month: string; issued: number; alreadyIssued: number }>('/mess/statements/close', { token: boss.token, body: { month: '2031-03' } });
    expect(first.status).toBe(200);
    expect(first.body.issued).toBeGreaterThanOrEqual(2);
    const again = await api<{ issued: number; alreadyIssued: number }>('/mess/statements/close', { token: boss.token, body: { month: '2031-03' } });
    expect(again.body).toEqual({ month: '2031-03', issued: 0, alreadyIssued: first.body.issued + first.body.alreadyIssued });

    const mine = await api<Statement>('/mess/statements/me?month=2031-03', { token: student.token });
    expect(mine.status).toBe(200);
    // One boarder-month, one id: the preview's.
    expect(mine.body.id).toBe(previewId);
    // 31 days less the closed 18th and the 10 days away: 20 of each meal. Lunch 60 on the 1st–4th, 15th, 16th; 70
    // from the 17th (14 days); guests 2 + 1 at 80.
    expect(mine.body.lines).toEqual([
      { kind: 'Breakfast', count: 20, rate: 30, amount: 600 },
      { kind: 'Lunch', count: 6, rate: 60, amount: 360 },
      { kind: 'Lunch', count: 14, rate: 70, amount: 980 },
      { kind: 'Dinner', count: 20, rate: 60, amount: 1200 },
      { kind: 'guest', count: 3, rate: 80, amount: 240 },
    ]);
    expect(mine.body).toMatchObject({ status: 'due', subtotal: 3380, lateFee: 0, total: 3380, dueDate: '2031-04-10', overdue: false });
    const history = await api<{ data: Statement[] }>('/mess/statements/me/history', { token: student.token });
    expect(history.body.data.map((statement) => statement.month)).toEqual(['2031-03']);
  });

  it('adds an adjustment as a new line, and lets no student close, adjust or list others’ statements (403)', async () => {
    const mine = (await api<Statement>('/mess/statements/me?month=2031-03', { token: student.token })).body;
    expect((await api(`/mess/statements/${mine.id}/adjustments`, { token: student.token, body: { amount: -200, reason: 'Refund' } })).status).toBe(403);
    expect((await api('/mess/statements/close', { token: student.token, body: { month: '2031-03' } })).status).toBe(403);
    expect((await api('/mess/statements?month=2031-03', { token: student.token })).status).toBe(403);
    expect((await csvOf('/mess/statements.csv?month=2031-03', student.token)).res.status).toBe(403);
    expect((await api(`/mess/statements/${mine.id}/adjustments`, { token: boss.token, body: { amount: 0, reason: 'Nothing' } })).status).toBe(400);

    const adjusted = await api<Statement>(`/mess/statements/${mine.id}/adjustments`, { token: boss.token, body: { amount: -200, reason: 'Refund for a missed meal' } });
    expect(adjusted.status).toBe(200);
    expect(adjusted.body.lines.slice(-1)).toEqual([{ kind: 'adjustment', amount: -200, reason: 'Refund for a missed meal' }]);
    expect(adjusted.body).toMatchObject({ subtotal: 3180, total: 3180 });
    expect(adjusted.body.lines.slice(0, 5)).toEqual(mine.lines);
  });

  it('accrues the late fee for each full day past the due date while unpaid, up to the cap', async () => {
    // Due 10 April: on the 14th at noon the 11th, 12th and 13th have passed in full.
    await setClock('2031-04-14T12:00:00+06:00');
    const late = (await api<Statement>('/mess/statements/me?month=2031-03', { token: student.token })).body;
    expect(late).toMatchObject({ lateFee: 60, total: 3240, overdue: true });
    expect(late.lines.slice(-1)).toEqual([{ kind: 'late fee', count: 3, rate: 20, amount: 60 }]);
    await setClock('2031-05-30T12:00:00+06:00');
    expect((await api<Statement>('/mess/statements/me?month=2031-03', { token: student.token })).body).toMatchObject({ lateFee: 200, total: 3380 });
    // Every page: other suites' boarders of the month share the stack, and a page of 100 may not reach this one.
    const overdue = await allStatements(boss, '2031-03', 'overdue');
    expect(overdue.map((statement) => statement.email)).toContain(student.email);
  });

  it('exports the month’s statements as CSV: BOM, CRLF, totals equal to the API’s, a formula-like name neutralised', async () => {
    const statements = await allStatements(boss, '2031-03');
    await eventually(
      () => api<Statement>('/mess/statements/me?month=2031-03', { token: plotter.token }),
      (res) => res.body.name === EVIL,
    );
    const file = await csvOf('/mess/statements.csv?month=2031-03', boss.token);
    expect(file.res.status).toBe(200);
    expect(file.res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(file.res.headers.get('content-disposition')).toBe('attachment; filename="statements-2031-03.csv"');
    expect([...file.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(file.text.endsWith('\r\n')).toBe(true);
    expect(file.text.replace(/\r\n/g, '')).not.toMatch(/\n/);
    expect(file.rows[0]).toBe('Email,Name,Status,Breakfast,Lunch,Dinner,Guests,Adjustments,Subtotal,Late fee,Total,Due date,Paid at');
    expect(file.rows).toHaveLength(statements.length + 2);
    const sum = (key: 'subtotal' | 'lateFee' | 'total') => statements.reduce((total, statement) => total + statement[key], 0);
    expect(file.rows[file.rows.length - 1]).toBe(`Total,,,,,,,,${sum('subtotal')},${sum('lateFee')},${sum('total')},,`);
    expect(file.rows).toContain(`${student.email},Test Student,due,20,20,20,3,-200,3180,200,3380,2031-04-10,`);
    const evil = file.rows.find((row) => row.startsWith(plotter.email))!;
    expect(evil.split(',')[1]).toBe(`"'=HYPERLINK(""http://x""`);
  });

  it('exports my statement and the headcount as CSV with totals equal to the API’s', async () => {
    const mine = (await api<Statement>('/mess/statements/me?month=2031-03', { token: student.token })).body;
    const file = await csvOf('/mess/statements/me.csv?month=2031-03', student.token);
    expect(file.res.status).toBe(200);
    expect([...file.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(file.rows[0]).toBe('Month,Kind,Count,Rate,Amount,Reason');
    expect(file.rows).toHaveLength(mine.lines.length + 2);
    expect(file.rows[file.rows.length - 1]).toBe(`2031-03,Total,,,${mine.total},`);
    expect(file.rows).toContain('2031-03,adjustment,,,-200,Refund for a missed meal');

    const counts = await api<{ days: { slots: { on: number; guests: number; plates: number; off: number }[] }[] }>('/mess/headcount?from=2031-03-01&to=2031-03-31', { token: boss.token });
    const slots = counts.body.days.flatMap((day) => day.slots);
    const headcount = await csvOf('/mess/headcount.csv?from=2031-03-01&to=2031-03-31', boss.token);
    expect(headcount.res.status).toBe(200);
    expect(headcount.rows[0]).toBe('Date,Slot,On,Guests,Plates,Off');
    expect(headcount.rows).toHaveLength(31 * 3 + 2);
    const total = (key: 'on' | 'guests' | 'plates' | 'off') => slots.reduce((sum, slot) => sum + slot[key], 0);
    expect(headcount.rows[headcount.rows.length - 1]).toBe(`Total,,${total('on')},${total('guests')},${total('plates')},${total('off')}`);
    expect((await csvOf('/mess/headcount.csv?from=2031-03-01&to=2031-03-31', student.token)).res.status).toBe(403);
  });
});
