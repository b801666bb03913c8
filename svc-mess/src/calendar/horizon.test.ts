import { AppError } from '@hostel/platform';
import { assertWithinHorizon, horizonOf } from './horizon';

describe('the plan’s horizon', () => {
  // Half past midnight on the 2nd in Dhaka is still the 1st in UTC: the horizon follows Dhaka's day.
  const lateEvening = new Date('2026-12-01T23:30:00+06:00');
  const justAfterMidnight = new Date('2026-12-02T00:30:00+06:00');

  it('when asked, then the horizon counts its days from today in Dhaka', () => {
    expect(horizonOf({ planHorizonDays: 90 }, lateEvening)).toBe('2027-03-01');
    expect(horizonOf({ planHorizonDays: 90 }, justAfterMidnight)).toBe('2027-03-02');
  });

  it('when a date is on the horizon, then it passes; a day past it is 400 naming the horizon', () => {
    expect(() => assertWithinHorizon({ planHorizonDays: 10 }, lateEvening, '2026-12-11')).not.toThrow();
    let refused: unknown;
    try {
      assertWithinHorizon({ planHorizonDays: 10 }, lateEvening, '2026-12-12');
    } catch (err) {
      refused = err;
    }
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ status: 400, refusal: { code: 'beyondHorizon', params: { date: '2026-12-11', count: 10 } } });
  });
});
