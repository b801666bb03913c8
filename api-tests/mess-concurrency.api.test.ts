/**
 * Issue 24's burst: 200 boarders switch the same slot at once through the gateway. Every switch answers 200, the
 * headcount equals the sum of their plans, and an admin's open /events stream receives `headcount.changed` with the
 * final numbers within a second of the last switch. Real mode starts a private backend with two svc-mess instances
 * (the gateway sends the switches round-robin to both; their request counters show it); embedded mode runs the same
 * burst through the shared stack's one instance.
 */
import { API, pathOf, shiftDate, todayInDhaka, type MessSettings } from '@hostel/contracts';
import { startProcessBackend, type ProcessBackend } from '../scripts/stack/backend';
import { admin, signUp, type Actor } from './support/actors';
import { api, gatewayUrl } from './support/client';
import { EventStream } from './support/event-stream';
import { ownRealStackEnv } from './support/own-stack';
import { API_PORTS } from './support/ports';

const real = process.env.API_TEST_MODE === 'real';
const offset = Number(process.env.TEST_PORT_OFFSET ?? 0);
// Last digits no other suite's private ports use, so no TEST_PORT_OFFSET (a multiple of 100) lands on theirs.
const PORTS = { gateway: 19545 + offset, meals: 19541 + offset, users: 19542 + offset, payments: 19543 + offset, mess: 19544 + offset };
const BOARDERS = 200;
const SEEN_WITHIN_MS = 1000;
// Far enough ahead that no cutoff has locked it, and within the plan horizon (90 days) of the machine's clock, which
// svc-mess keeps here; joined from then, so the slot nine days later is theirs.
const JOIN_FROM = shiftDate(todayInDhaka(), 30);
const DATE = shiftDate(JOIN_FROM, 9);
const SLOT = 'Dinner';

let backend: ProcessBackend | undefined;
let sharedGateway: string | undefined;
let messUrls: string[];
let boss: Actor;
let students: Actor[];
let settingsBefore: MessSettings | undefined;

/** Runs `work` on every item, at most `width` at a time (the set-up's 200 sign-ups and joins are not what is measured). */
async function inBatches<T, R>(items: T[], width: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
  return results;
}

/** How many switches (PUT on a plan slot, answered 200) each svc-mess instance has served, from its own /metrics. */
async function switchesServed(): Promise<number[]> {
  return Promise.all(
    messUrls.map(async (url) => {
      const text = await (await fetch(`${url}/metrics`)).text();
      return text
        .split('\n')
        .filter((line) => line.startsWith('http_requests_total{') && line.includes('service="svc-mess"') && line.includes('method="PUT"') && line.includes('status="200"') && line.includes('plan'))
        .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
    }),
  );
}

/** The headcount's slots of one day, as an admin reads them now. */
async function slotsOn(date: string): Promise<{ slot: string; on: number; guests: number }[]> {
  const res = await api<{ days: { slots: { slot: string; on: number; guests: number }[] }[] }>(`/mess/headcount?date=${date}`, { token: boss.token });
  expect(res.status).toBe(200);
  return res.body.days[0]!.slots;
}

const countNow = async () => {
  const { on, guests } = (await slotsOn(DATE)).find((entry) => entry.slot === SLOT)!;
  return { on, guests };
};

/** Whether `stream` shows every slot of `date` at the count the headcount now reads, within a minute. */
async function countsPublished(stream: EventStream, date: string): Promise<boolean> {
  const wanted = (await slotsOn(date)).map(({ slot, on, guests }) => JSON.stringify({ date, slot, on, guests }));
  const seen = () => new Set(stream.events.filter((event) => event.type === 'headcount.changed').map((event) => JSON.stringify(event.data)));
  return stream.until(() => wanted.every((count) => seen().has(count)), 60_000);
}

beforeAll(async () => {
  if (real) {
    backend = await startProcessBackend(
      PORTS,
      ownRealStackEnv('messburst'),
      true,
      1,
      {},
      1,
      2,
    );
    sharedGateway = process.env.API_GATEWAY_URL;
    process.env.API_GATEWAY_URL = backend.gatewayUrl;
    messUrls = backend.messUrls;
  } else {
    messUrls = [`http://127.0.0.1:${API_PORTS.mess}`];
  }
  boss = await admin();
  students = await inBatches(Array.from({ length: BOARDERS }), 10, () => signUp());
  // A registration day's joins, approved at once by their domain (the suite's students sign up at api.test).
  settingsBefore = (await api<MessSettings>(pathOf(API.getMessSettings), { token: boss.token })).body;
  expect((await api(pathOf(API.putMessSettings), { method: 'PUT', token: boss.token, body: { ...settingsBefore, autoApproveDomains: ['api.test'] } })).status).toBe(200);
  const setupStream = await EventStream.open(gatewayUrl(), boss.token);
  try {
    const joined = await inBatches(students, 20, (student) => api<{ status: string }>(pathOf(API.joinMess), { token: student.token, body: { from: JOIN_FROM } }));
    expect(joined.filter((res) => res.status !== 200 || res.body.status !== 'approved').map((res) => [res.status, res.body])).toEqual([]);
    // Each join marks its first day's slots. The burst is timed from a quiet start, not behind the count tick
    // still working off 200 joins' marks.
    await expect(countsPublished(setupStream, JOIN_FROM)).resolves.toBe(true);
  } finally {
    setupStream.close();
  }
}, 180_000);

afterAll(async () => {
  // The shared stack's other suites expect joins to wait for approval.
  if (settingsBefore) await api(pathOf(API.putMessSettings), { method: 'PUT', token: boss.token, body: settingsBefore });
  if (sharedGateway) process.env.API_GATEWAY_URL = sharedGateway;
  await backend?.stop();
});

describe(`the headcount under ${BOARDERS} concurrent switches of one slot (${real ? 'two svc-mess instances' : 'one instance'})`, () => {
  it('answers every switch, counts exactly and tells an admin’s /events stream the final numbers within a second', async () => {
    // Other suites' boarders eat that day too (the shared stack): the burst's numbers are counted on top of theirs.
    const before = await countNow();
    // A third off, a third on with 1–3 guests, a third on as they were (a switch that changes nothing).
    const plans = students.map((_, index) => (index % 3 === 0 ? { on: false } : index % 3 === 1 ? { on: true, guests: 1 + (Math.floor(index / 3) % 3) } : { on: true }));
    const expected = {
      on: before.on - plans.filter((plan) => !plan.on).length,
      guests: before.guests + plans.reduce((sum, plan) => sum + (plan.guests ?? 0), 0),
    };
    const servedBefore = await switchesServed();
    const stream = await EventStream.open(gatewayUrl(), boss.token);
    try {
      const answers = await Promise.all(students.map((student, index) => api(`/mess/plan/${DATE}/${SLOT}`, { method: 'PUT', token: student.token, body: plans[index] })));
      const lastAnswerAt = Date.now();
      expect(answers.filter((res) => res.status !== 200).map((res) => [res.status, res.body])).toEqual([]);

      const final = (event: { type: string; data: unknown }) => event.type === 'headcount.changed' && JSON.stringify(event.data) === JSON.stringify({ date: DATE, slot: SLOT, ...expected });
      await stream.until(() => stream.events.some(final), SEEN_WITHIN_MS * 5);
      const seenAfterMs = Date.now() - lastAnswerAt;
      expect(stream.events.filter(final)).not.toHaveLength(0);
      expect(seenAfterMs).toBeLessThan(SEEN_WITHIN_MS);
      expect(await countNow()).toEqual(expected);
    } finally {
      stream.close();
    }
    const served = (await switchesServed()).map((count, index) => count - servedBefore[index]!);
    expect(served.reduce((sum, count) => sum + count, 0)).toBe(BOARDERS);
    // Round-robin: each instance took its share of the burst.
    for (const count of served) expect(count).toBeGreaterThan(0);
  }, 60_000);
});
