import { DEFAULT_MESS_SETTINGS, dhakaTime, type MessSettings } from '@hostel/contracts';
import { SettingsTimeline } from './settings-history';

// Lunch locks at 10:00 on its day by default. An admin's change at `changeAt` moves it to `time` and the rate to 99.
const changedAt = (changeAt: string, time: string) => {
  const changed: MessSettings = {
    ...DEFAULT_MESS_SETTINGS,
    cutoffs: { ...DEFAULT_MESS_SETTINGS.cutoffs, Lunch: { daysBefore: 0, time } },
    rates: { ...DEFAULT_MESS_SETTINGS.rates, Lunch: 99 },
  };
  return new SettingsTimeline([
    { from: new Date(0).toISOString(), settings: DEFAULT_MESS_SETTINGS },
    { from: dhakaTime('2026-11-26', changeAt).toISOString(), settings: changed },
  ]);
};

describe('when a slot locks under a history of settings (DESIGN §9)', () => {
  it('when the cutoff moves later after the slot locked, then it stays locked at its old cutoff, with the old rate', () => {
    const timeline = changedAt('10:30', '12:00');
    expect(timeline.cutoffAt('2026-11-26', 'Lunch')).toEqual(dhakaTime('2026-11-26', '10:00'));
    expect(timeline.isLocked('2026-11-26', 'Lunch', dhakaTime('2026-11-26', '11:00'))).toBe(true);
    expect(timeline.at('2026-11-26', 'Lunch').rates.Lunch).toBe(DEFAULT_MESS_SETTINGS.rates.Lunch);
    // The next day's lunch had not locked: the change applies to it.
    expect(timeline.cutoffAt('2026-11-27', 'Lunch')).toEqual(dhakaTime('2026-11-27', '12:00'));
    expect(timeline.at('2026-11-27', 'Lunch').rates.Lunch).toBe(99);
  });

  it('when the cutoff moves later before the slot locked, then it locks at the new cutoff, with the new rate', () => {
    const timeline = changedAt('09:00', '12:00');
    expect(timeline.isLocked('2026-11-26', 'Lunch', dhakaTime('2026-11-26', '11:00'))).toBe(false);
    expect(timeline.cutoffAt('2026-11-26', 'Lunch')).toEqual(dhakaTime('2026-11-26', '12:00'));
    expect(timeline.at('2026-11-26', 'Lunch').rates.Lunch).toBe(99);
  });

  it('when the cutoff moves earlier than the moment of the change, then the slot locks at the change', () => {
    const timeline = changedAt('09:00', '08:00');
    expect(timeline.cutoffAt('2026-11-26', 'Lunch')).toEqual(dhakaTime('2026-11-26', '09:00'));
    expect(timeline.isLocked('2026-11-26', 'Lunch', dhakaTime('2026-11-26', '08:59'))).toBe(false);
    expect(timeline.at('2026-11-26', 'Lunch').rates.Lunch).toBe(99);
  });
});
