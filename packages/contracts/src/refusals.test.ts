import { MESSAGES } from './messages';
import { REFUSALS, refusalMessage, type RefusalCode } from './refusals';
import { errorCodeOf } from './error-codes';

/** One example of each refusal's values and the English the API has always answered for them (API tests assert it). */
const EXAMPLES: { [C in RefusalCode]: [Parameters<(typeof REFUSALS)[C]['message']>[0], string] } = {
  cutoffPassed: [{ slot: 'Lunch', date: '2026-11-27', cutoffAt: '2026-11-27T04:00:00.000Z' }, 'The cutoff for Lunch on 2026-11-27 has passed.'],
  closeAfterCutoff: [{ slot: 'Dinner', date: '2026-11-27', cutoffAt: '2026-11-27T10:00:00.000Z' }, 'The cutoff for Dinner on 2026-11-27 has passed (2026-11-27T10:00:00.000Z).'],
  messClosed: [{ slot: 'Lunch', date: '2027-01-08' }, 'The mess is closed for Lunch on 2027-01-08.'],
  joinFromEarliest: [{ date: '2026-12-01' }, 'You can join from 2026-12-01 at the earliest.'],
  leaveFromEarliest: [{ date: '2026-12-01' }, 'You can leave from 2026-12-01 at the earliest.'],
  tooManyGuests: [{ count: 3 }, 'Invalid guests: at most 3 guests per meal'],
  beyondHorizon: [{ date: '2027-02-25', count: 90 }, 'Invalid date: at most 90 days ahead (2027-02-25).'],
  tooManyLeaves: [{ count: 10 }, 'You already have 10 leaves ahead; cancel one first.'],
  joinOverlapsStay: [{ date: '2026-12-05' }, 'Your stay runs until 2026-12-05; you can join again from that day.'],
  leaveTooLong: [{ count: 60 }, 'Invalid to: a leave lasts at most 60 days'],
  rangeTooLong: [{ count: 31 }, 'Invalid to: at most 31 days'],
  monthNotEnded: [{ month: '2031-03' }, '2031-03 has not ended yet in Asia/Dhaka.'],
  noStatementOfMonth: [{ month: '2026-10' }, 'No statement of 2026-10.'],
  noSuchMeals: [{ ids: 'a, b' }, 'mealIds: no such meal: a, b'],
  imageTooLarge: [{ megabytes: 2 }, 'The image is too large (2 MB at most)'],
  uploadRefused: [{ problem: 'LIMIT_FILE_COUNT' }, 'Invalid upload: Too many files'],
};

describe('refusals with values (issue 26)', () => {
  it.each(Object.keys(EXAMPLES) as RefusalCode[])('%s: the English sentence is made from its values, and the values pass its schema', (code) => {
    const [params, english] = EXAMPLES[code];
    expect(refusalMessage(code, params as never)).toBe(english);
    expect(REFUSALS[code].params.safeParse(params).success).toBe(true);
  });

  it('a schema refuses values of another shape (a slot that is none, a date that is not a day)', () => {
    expect(REFUSALS.cutoffPassed.params.safeParse({ slot: 'Supper', date: '2026-11-27', cutoffAt: 'x' }).success).toBe(false);
    expect(REFUSALS.joinFromEarliest.params.safeParse({ date: '27/11/2026' }).success).toBe(false);
  });

  it('no code names both a plain message and a refusal with values, and every plain message has its code', () => {
    for (const code of Object.keys(REFUSALS)) expect(Object.keys(MESSAGES)).not.toContain(code);
    expect(errorCodeOf('You are already a boarder of the mess.')).toBe('alreadyBoarder');
    expect(errorCodeOf('Nothing is owed on this statement.')).toBe('nothingOwed');
  });
});
