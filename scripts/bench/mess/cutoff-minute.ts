import { performance } from 'node:perf_hooks';
import {
  apiPathOf,
  dhakaTime,
  getHeadcount,
  getMessSettings,
  MESS_SETTINGS_BOUNDS,
  putMessSettings,
  setPlanSlot,
  shiftDate,
  todayInDhaka,
  type MealSlot,
  type MessSettings,
} from '@hostel/contracts';
import { cutoffAt } from '../../../svc-mess/src/calendar/cutoffs';
import { AdminStream } from './admin-stream';
import { readCountWhenAnswered, type Count } from './read-count';
import { randomNumbers, type Meal, type SeededMonth } from './seed';
import { median, ms, percentile, type Check } from './stats';

export const CUTOFF_SLOT: MealSlot = 'Breakfast';
/** The minute before the cutoff over which the switches are sent. */
const WINDOW_MS = 60_000;
/** Time for the admin's change of the rule to be in force before the minute starts. */
const LEAD_MS = 3_000;
/** A few switches in the cutoff's last 200 ms, and a few after it (each must be refused). */
const LAST_MS = 200;
const LAST_SWITCHES = 10;
const LATE_SWITCHES = 10;
const ADMIN_STREAMS = 3;
/** How long after the last answer the admins' screens are given to show the final count before it counts as missed. */
const STREAM_WAIT_MS = 5_000;
/** How long a count is asked for while the services refuse (on FerretDB a read can outlast the gateway's limit). */
const COUNT_WAIT_MS = 120_000;

export interface CutoffMinuteInput {
  gateway: string;
  adminTokens: string[];
  /** Each boarder's session token, in the seed's order. */
  tokens: string[];
  seeded: SeededMonth;
  dates: string[];
  /** Readers polling the headcount back to back during the minute. */
  readers: number;
}

export interface CutoffMinuteResult {
  checks: Check[];
  /** The count at the cutoff matched the seed and the switches answered 200 (when every switch was answered), and no late switch was taken. */
  exact: boolean;
}

interface Answer {
  status: number;
  latencyMs: number;
  answeredAt: number;
  body: { cutoffAt?: string };
}

const sleepUntil = (wallMs: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, wallMs - Date.now())));

/** The rush's day: the first seeded day whose slot the rule in force locks well after the rush, so it is still open when the rule moves. */
async function rushDay(input: CutoffMinuteInput): Promise<{ settings: MessSettings; date: string }> {
  const res = await fetch(`${input.gateway}${apiPathOf(getMessSettings)}`, { headers: { Authorization: `Bearer ${input.adminTokens[0]}` } });
  if (res.status !== 200) throw new Error(`the settings answered ${res.status}: ${await res.text()}`);
  const settings = (await res.json()) as MessSettings;
  const date = input.dates.find((day) => cutoffAt(settings, day, CUTOFF_SLOT).getTime() > Date.now() + 3 * 60_000);
  if (!date) throw new Error(`no seeded day's ${CUTOFF_SLOT} is open for the next three minutes`);
  return { settings, date };
}

/**
 * The cutoff is a real one, judged by the services' own (wall) clocks: an admin moves the slot's cutoff rule to the
 * next whole minute (the rule's grain) at least a minute and a few seconds away, through the API as a mess office
 * would. Moving each instance's test clock instead would need a hook on every svc-mess instance (none is reachable
 * behind the gateway) and clocks moved in step; a settings change reaches every instance through the store.
 */
async function moveCutoff(input: CutoffMinuteInput, settings: MessSettings, date: string): Promise<number> {
  const cutoff = Math.ceil((Date.now() + LEAD_MS + WINDOW_MS) / 60_000) * 60_000;
  const cutoffDay = todayInDhaka(new Date(cutoff));
  let daysBefore = 0;
  while (shiftDate(cutoffDay, daysBefore) < date) daysBefore++;
  const minutes = (cutoff - dhakaTime(cutoffDay).getTime()) / 60_000;
  const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  if (daysBefore > MESS_SETTINGS_BOUNDS.daysBefore.max || dhakaTime(shiftDate(date, -daysBefore), time).getTime() !== cutoff) {
    throw new Error(`no rule locks ${CUTOFF_SLOT} of ${date} at ${new Date(cutoff).toISOString()}`);
  }
  const moved = { ...settings, cutoffs: { ...settings.cutoffs, [CUTOFF_SLOT]: { daysBefore, time } } };
  const res = await fetch(`${input.gateway}${apiPathOf(putMessSettings)}`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${input.adminTokens[0]}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(moved),
  });
  if (res.status !== 200) throw new Error(`the settings answered ${res.status}: ${await res.text()}`);
  // Switches sent late by the bench itself would arrive as a burst, not spread over the minute.
  if (Date.now() > cutoff - WINDOW_MS) throw new Error(`moving the cutoff took until ${new Date().toISOString()}: the minute before ${new Date(cutoff).toISOString()} had begun`);
  return cutoff;
}

const countOf = (meals: Meal[]): Count => ({ on: meals.filter((meal) => meal.on).length, guests: meals.reduce((sum, meal) => sum + (meal.on ? meal.guests : 0), 0) });

/** One switch sent at its wall-clock time whatever the others are doing (open loop). */
async function switchAt(gateway: string, token: string, date: string, meal: Meal, sendAt: number): Promise<Answer> {
  await sleepUntil(sendAt);
  const started = performance.now();
  const res = await fetch(`${gateway}${apiPathOf(setPlanSlot, { date, slot: CUTOFF_SLOT })}`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(meal.on ? { on: true, guests: meal.guests } : { on: false }),
  });
  const text = await res.text();
  const answeredAt = performance.now();
  let body: Answer['body'] = {};
  try {
    body = JSON.parse(text) as Answer['body'];
  } catch {
    // A proxy's plain-text failure: its status says enough.
  }
  return { status: res.status, latencyMs: answeredAt - started, answeredAt, body };
}

/** Readers reading the slot's day back to back until `stop()`: each read's time, and the reads that failed. */
function pollHeadcount(gateway: string, token: string, date: string, readers: number) {
  const latencies: number[] = [];
  let errors = 0;
  let stopped = false;
  const started = performance.now();
  const reader = async () => {
    while (!stopped) {
      const begun = performance.now();
      const res = await fetch(`${gateway}${apiPathOf(getHeadcount)}?date=${date}`, { headers: { Authorization: `Bearer ${token}` } }).catch(() => undefined);
      await res?.arrayBuffer();
      if (res?.status === 200) latencies.push(performance.now() - begun);
      else errors++;
    }
  };
  const running = Promise.all(Array.from({ length: readers }, reader));
  return {
    stop: async () => {
      stopped = true;
      await running;
      return { latencies, errors, seconds: (performance.now() - started) / 1000 };
    },
  };
}

/**
 * The cutoff rush: every boarder switches the slot once, their send times spread uniformly over the minute before
 * its cutoff (half off, half on with a guest), a few in its last 200 ms and a few more after it (refused with the
 * cutoff's instant), while admins' screens follow the count on `/events` and readers poll the headcount.
 */
export async function cutoffMinute(input: CutoffMinuteInput): Promise<CutoffMinuteResult> {
  const { gateway, tokens, seeded } = input;
  const { settings, date } = await rushDay(input);
  const seededMeals = seeded.boarders.map((userId) => seeded.mealOf(userId, date, CUTOFF_SLOT));
  const before = await readCountWhenAnswered(gateway, input.adminTokens[0]!, date, CUTOFF_SLOT, COUNT_WAIT_MS);
  const seededCount = countOf(seededMeals);
  if (before.on !== seededCount.on || before.guests !== seededCount.guests) {
    throw new Error(`before the rush the headcount of ${CUTOFF_SLOT} on ${date} is ${JSON.stringify(before)}, the seed says ${JSON.stringify(seededCount)}`);
  }
  const streams = await Promise.all(input.adminTokens.slice(0, ADMIN_STREAMS).map((token) => AdminStream.open(gateway, token)));
  const cutoff = await moveCutoff(input, settings, date);
  const cutoffIso = new Date(cutoff).toISOString();
  console.log(`\nCutoff minute: ${tokens.length} switches of ${CUTOFF_SLOT} on ${date} before its cutoff ${cutoffIso} (${Math.round((cutoff - Date.now()) / 1000)} s from now)`);

  const random = randomNumbers(7);
  const windowStart = cutoff - WINDOW_MS;
  const wanted: Meal[] = tokens.map((_, index) => (index % 2 === 0 ? { on: false, guests: 0 } : { on: true, guests: 1 }));
  const sendAt = tokens.map((_, index) =>
    index >= tokens.length - LAST_SWITCHES
      ? cutoff - LAST_MS + ((index - (tokens.length - LAST_SWITCHES)) * (LAST_MS - 10)) / LAST_SWITCHES
      : windowStart + random.next().value * (WINDOW_MS - LAST_MS),
  );
  await sleepUntil(windowStart);
  const polling = pollHeadcount(gateway, input.adminTokens[0]!, date, input.readers);
  const inTime = Promise.all(tokens.map((token, index) => switchAt(gateway, token, date, wanted[index]!, sendAt[index]!)));
  // The late ones undo a boarder's switch: were any taken, the count would show it.
  const late = Promise.all(
    Array.from({ length: LATE_SWITCHES }, (_, index) => switchAt(gateway, tokens[index]!, date, { on: !wanted[index]!.on, guests: wanted[index]!.on ? 0 : 1 }, cutoff + 20 + index * 50)),
  );
  const answers = await inTime;
  const lateAnswers = await late;
  const reads = await polling.stop();
  const ok = answers.filter((answer) => answer.status === 200);
  const okLatencies = ok.map((answer) => answer.latencyMs);
  const byStatus = (list: Answer[]) => list.reduce<Record<number, number>>((counts, answer) => ({ ...counts, [answer.status]: (counts[answer.status] ?? 0) + 1 }), {});
  const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
  const latencyCells = (values: number[]) => (values.length ? [ms(median(values)), ms(percentile(values, 0.95)), ms(percentile(values, 0.99)), ms(values.reduce((most, value) => Math.max(most, value), -Infinity))] : ['', '', '', '']);
  console.log(`\n${row(['cutoff minute', 'count', 'p50', 'p95', 'p99', 'max'])}`);
  console.log(row(['---', '---', '---', '---', '---', '---']));
  console.log(row(['switches answered 200', ok.length, ...latencyCells(okLatencies)]));
  console.log(row([`of them in the last ${LAST_MS} ms`, `${answers.slice(-LAST_SWITCHES).filter((answer) => answer.status === 200).length} of ${LAST_SWITCHES}`, '', '', '', '']));
  const refusedLatencies = answers.filter((answer) => answer.status !== 200).map((answer) => answer.latencyMs);
  console.log(row(['switches not 200 before the cutoff', JSON.stringify(byStatus(answers.filter((answer) => answer.status !== 200))), ...latencyCells(refusedLatencies)]));
  console.log(row(['switches after the cutoff', JSON.stringify(byStatus(lateAnswers)), '', '', '', '']));
  console.log(row([`headcount, ${input.readers} polling readers`, `${reads.latencies.length} reads (${Math.round(reads.latencies.length / reads.seconds)}/s), ${reads.errors} errors`, ...latencyCells(reads.latencies)]));

  const counted = await readCountWhenAnswered(gateway, input.adminTokens[0]!, date, CUTOFF_SLOT, COUNT_WAIT_MS);
  const countedAfter = Date.now() - cutoff;
  // A switch answered neither 200 nor 409 (the gateway gave up on it) may or may not have been written.
  const unknown = answers.filter((answer) => answer.status !== 200 && answer.status !== 409).length;
  const finalMeals = seededMeals.map((meal, index) => (answers[index]!.status === 200 ? wanted[index]! : meal));
  lateAnswers.forEach((answer, index) => answer.status === 200 && (finalMeals[index] = { on: !wanted[index]!.on, guests: wanted[index]!.on ? 0 : 1 }));
  const expected = countOf(finalMeals);
  const lastOk = Math.max(...ok.map((answer) => answer.answeredAt));
  const cutoffOnPerf = performance.now() - (Date.now() - cutoff);
  const waitUntil = performance.now() + STREAM_WAIT_MS;
  while (streams.some((stream) => stream.finalAt(date, CUTOFF_SLOT, counted) === undefined) && performance.now() < waitUntil) await new Promise((resolve) => setTimeout(resolve, 20));
  streams.forEach((stream) => stream.close());

  const lateRefusedRight = lateAnswers.every((answer) => answer.status === 409 && answer.body.cutoffAt === cutoffIso);
  const streamRows = streams.map((stream, index) => {
    const at = stream.finalAt(date, CUTOFF_SLOT, counted);
    return { index, fromCutoff: at === undefined ? undefined : at - cutoffOnPerf, fromLastOk: at === undefined ? undefined : at - lastOk, events: stream.counts.length };
  });
  const exact = counted.on === expected.on && counted.guests === expected.guests;

  console.log(`\ncount at the cutoff (read ${(countedAfter / 1000).toFixed(1)} s after it): on ${counted.on}, guests ${counted.guests}; expected from the seed and the 200s: on ${expected.on}, guests ${expected.guests} (before the rush: on ${before.on}, guests ${before.guests})${unknown ? `; ${unknown} switches unanswered, so not judged` : ''}`);
  console.log(`\n${row(['admin stream', 'final count shown, from the cutoff', 'from the last 200', 'headcount.changed received'])}`);
  console.log(row(['---', '---', '---', '---']));
  for (const stream of streamRows) console.log(row([stream.index + 1, stream.fromCutoff === undefined ? 'not shown' : ms(stream.fromCutoff), stream.fromLastOk === undefined ? '' : ms(stream.fromLastOk), stream.events]));

  const shownWithin = (limit: number) => streamRows.every((stream) => stream.fromCutoff !== undefined && stream.fromCutoff <= limit);
  return {
    exact: (exact || unknown > 0) && lateAnswers.every((answer) => answer.status !== 200),
    checks: [
      ['cutoff minute: every switch before the cutoff answered', answers.every((answer) => answer.status === 200 || answer.status === 409), JSON.stringify(byStatus(answers))],
      ['cutoff minute: switch p99 ≤ 300 ms', percentile(okLatencies, 0.99) <= 300, `p50 ${ms(median(okLatencies))}, p99 ${ms(percentile(okLatencies, 0.99))}`],
      ['cutoff minute: each switch after the cutoff 409 with cutoffAt', lateRefusedRight, JSON.stringify(byStatus(lateAnswers))],
      ['cutoff minute: the count exact at the cutoff', unknown ? undefined : exact, `on ${counted.on}/${expected.on}, guests ${counted.guests}/${expected.guests}${unknown ? ` (${unknown} unanswered: not judged)` : ''}`],
      ['cutoff minute: every admin stream shows the final count within 1 s of the cutoff', shownWithin(1000), streamRows.map((stream) => (stream.fromCutoff === undefined ? 'not shown' : ms(stream.fromCutoff))).join(', ')],
    ],
  };
}
