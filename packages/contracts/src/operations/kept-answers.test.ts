import { keptAnswerChangedBy, keptAnswerExpiry } from './kept-answers';
import { getHeadcount, getMessSettings } from './mess';

const changed = { date: '2027-01-04', slot: 'Lunch', on: 3, guests: 1 };

describe('the kept answers a read declares changed by events, and when they expire', () => {
  it('when headcount.changed names a date, then the headcount of that date and of ranges holding it are changed, no other', () => {
    expect(keptAnswerChangedBy(getHeadcount, 'headcount.changed', changed, { date: '2027-01-04' })).toBe(true);
    expect(keptAnswerChangedBy(getHeadcount, 'headcount.changed', changed, { date: '2027-01-03' })).toBe(false);
    expect(keptAnswerChangedBy(getHeadcount, 'headcount.changed', changed, { from: '2027-01-04', to: '2027-01-04' })).toBe(true);
    expect(keptAnswerChangedBy(getHeadcount, 'headcount.changed', changed, { from: '2027-01-01', to: '2027-01-03' })).toBe(false);
    expect(keptAnswerChangedBy(getHeadcount, 'headcount.changed', changed, { from: '2027-01-01' })).toBe(false);
    expect(keptAnswerChangedBy(getHeadcount, 'meal.created', changed, { date: '2027-01-04' })).toBe(false);
    expect(keptAnswerChangedBy(getMessSettings, 'headcount.changed', changed, {})).toBe(false);
  });

  it('when a headcount holds unlocked slots, then it expires at the earliest of their cutoffs; locked ones do not count', () => {
    const slot = (locked: boolean, cutoffAt: string) => ({ slot: 'Lunch', on: 1, guests: 0, plates: 1, off: 0, locked, cutoffAt, meals: [] });
    const headcount = {
      from: '2027-01-04',
      to: '2027-01-05',
      days: [
        { date: '2027-01-04', slots: [slot(true, '2027-01-03T16:00:00.000Z'), slot(false, '2027-01-04T05:00:00.000Z'), slot(false, '2027-01-04T11:00:00.000Z')] },
        { date: '2027-01-05', slots: [slot(false, '2027-01-04T16:00:00.000Z'), slot(false, '2027-01-05T05:00:00.000Z'), slot(false, '2027-01-05T11:00:00.000Z')] },
      ],
    };

    expect(keptAnswerExpiry(getHeadcount, headcount)).toBe(Date.parse('2027-01-04T05:00:00.000Z'));
    expect(keptAnswerExpiry(getHeadcount, { ...headcount, days: [{ date: '2027-01-04', slots: [slot(true, '2027-01-03T16:00:00.000Z')] }] })).toBeUndefined();
    expect(keptAnswerExpiry(getMessSettings, headcount)).toBeUndefined();
  });
});
