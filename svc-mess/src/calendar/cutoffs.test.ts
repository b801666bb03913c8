import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { DEFAULT_MESS_SETTINGS } from '@hostel/contracts';
import * as cutoffs from './cutoffs';

type Call = ['cutoffAt', string, string] | ['isLocked', string, string, string] | ['firstOpenDate', string] | ['datesBetween', string, string];

const WEEK_AHEAD = { cutoffs: { ...DEFAULT_MESS_SETTINGS.cutoffs, Dinner: { daysBefore: 7, time: '08:30' } } };

/** What each case asks of cutoffs.ts, in plain data: the same cases run here and in processes of other time zones. */
const CASES: { what: string; call: Call; settings?: object; expected: unknown }[] = [
  { what: 'tomorrow’s breakfast locks at 22:00 Dhaka the evening before', call: ['cutoffAt', '2026-11-26', 'Breakfast'], expected: '2026-11-25T16:00:00.000Z' },
  { what: 'open at 21:59:59 Dhaka', call: ['isLocked', '2026-11-26', 'Breakfast', '2026-11-25T21:59:59+06:00'], expected: false },
  { what: 'locked at 22:00:00 Dhaka', call: ['isLocked', '2026-11-26', 'Breakfast', '2026-11-25T22:00:00+06:00'], expected: true },
  { what: 'month end: the 1st’s breakfast locks on the 30th', call: ['cutoffAt', '2026-12-01', 'Breakfast'], expected: '2026-11-30T16:00:00.000Z' },
  { what: 'month end: open at 21:59:59', call: ['isLocked', '2026-12-01', 'Breakfast', '2026-11-30T21:59:59+06:00'], expected: false },
  { what: 'month end: locked at 22:00:00', call: ['isLocked', '2026-12-01', 'Breakfast', '2026-11-30T22:00:00+06:00'], expected: true },
  { what: 'after a 28-day February', call: ['cutoffAt', '2027-03-01', 'Breakfast'], expected: '2027-02-28T16:00:00.000Z' },
  { what: 'after a leap day', call: ['cutoffAt', '2028-03-01', 'Breakfast'], expected: '2028-02-29T16:00:00.000Z' },
  { what: 'year end: New Year’s breakfast locks on 31 December', call: ['cutoffAt', '2027-01-01', 'Breakfast'], expected: '2026-12-31T16:00:00.000Z' },
  { what: 'year end: open at 21:59:59', call: ['isLocked', '2027-01-01', 'Breakfast', '2026-12-31T21:59:59+06:00'], expected: false },
  { what: 'year end: locked at 22:00:00', call: ['isLocked', '2027-01-01', 'Breakfast', '2026-12-31T22:00:00+06:00'], expected: true },
  { what: 'lunch locks at 10:00 Dhaka on its day', call: ['cutoffAt', '2026-11-26', 'Lunch'], expected: '2026-11-26T04:00:00.000Z' },
  { what: 'dinner locks at 17:00 Dhaka on its day', call: ['cutoffAt', '2026-11-26', 'Dinner'], expected: '2026-11-26T11:00:00.000Z' },
  // New York moves its clocks on 8 March and 1 November 2026; Dhaka never does.
  { what: 'New York’s spring-forward day changes nothing', call: ['cutoffAt', '2026-03-09', 'Breakfast'], expected: '2026-03-08T16:00:00.000Z' },
  { what: 'New York’s fall-back day changes nothing', call: ['cutoffAt', '2026-11-02', 'Breakfast'], expected: '2026-11-01T16:00:00.000Z' },
  { what: 'a cutoff a week ahead crosses the year', call: ['cutoffAt', '2027-01-03', 'Dinner'], settings: WEEK_AHEAD, expected: '2026-12-27T02:30:00.000Z' },
  // At 09:59 today's lunch is open, but today's breakfast locked last night: tomorrow is the first open day.
  { what: 'joining opens on the first day with all three meals unlocked', call: ['firstOpenDate', '2026-12-31T09:59:00+06:00'], expected: '2027-01-01' },
  { what: 'at 22:00 tomorrow’s breakfast has just locked', call: ['firstOpenDate', '2026-12-31T22:00:00+06:00'], expected: '2027-01-02' },
  { what: '23:59 UTC is already the next morning in Dhaka', call: ['firstOpenDate', '2026-11-30T23:59:59Z'], expected: '2026-12-02' },
  { what: 'a range across a year end', call: ['datesBetween', '2026-12-30', '2027-01-02'], expected: ['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02'] },
  { what: 'a range across a leap day', call: ['datesBetween', '2028-02-28', '2028-03-01'], expected: ['2028-02-28', '2028-02-29', '2028-03-01'] },
];

/** Runs one case; serialised into the child processes, so it names nothing outside its arguments. */
function run(module: typeof cutoffs, settings: typeof DEFAULT_MESS_SETTINGS, call: Call): unknown {
  if (call[0] === 'cutoffAt') return module.cutoffAt(settings, call[1], call[2] as 'Breakfast').toISOString();
  if (call[0] === 'isLocked') return module.isLocked(settings, call[1], call[2] as 'Breakfast', new Date(call[3]));
  if (call[0] === 'firstOpenDate') return module.firstOpenDate({ isLocked: (date, slot, now) => module.isLocked(settings, date, slot, now) }, new Date(call[1]));
  return module.datesBetween(call[1], call[2]);
}

const settingsOf = (settings?: object) => ({ ...DEFAULT_MESS_SETTINGS, ...settings });

describe('cutoffs in this process', () => {
  it.each(CASES)('$what', ({ call, settings, expected }) => {
    expect(run(cutoffs, settingsOf(settings), call)).toEqual(expected);
  });
});

/**
 * The server's clock decides, whatever zone its process runs in: the same cases in processes with TZ=UTC and
 * TZ=America/New_York (jest's sandbox cannot change the zone of its own process).
 */
describe.each(['UTC', 'America/New_York'])('cutoffs in a process with TZ=%s', (zone) => {
  it('gives every case the same answer', async () => {
    const script = `
      const run = ${run.toString()};
      const cases = ${JSON.stringify(CASES.map(({ call, settings }) => ({ call, settings: settingsOf(settings) })))};
      import(${JSON.stringify(join(__dirname, 'cutoffs.ts'))}).then((loaded) => {
        const module = loaded.default ?? loaded;
        console.log(JSON.stringify({ zone: Intl.DateTimeFormat().resolvedOptions().timeZone, results: cases.map((c) => run(module, c.settings, c.call)) }));
      });`;
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '-e', script], { env: { ...process.env, TZ: zone }, cwd: join(__dirname, '../../..') });
    const { zone: seen, results } = JSON.parse(stdout) as { zone: string; results: unknown[] };
    expect(seen).toBe(zone);
    expect(results).toEqual(CASES.map((entry) => entry.expected));
  }, 30_000);
});
