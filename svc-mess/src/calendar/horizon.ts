import { shiftDate, todayInDhaka, type MessSettings } from '@hostel/contracts';
import { refuse } from '@hostel/platform';

/** The last day a switch, a leave or a join may reach (DESIGN §11 "Bounds"). */
export const horizonOf = (settings: Pick<MessSettings, 'planHorizonDays'>, now: Date): string => shiftDate(todayInDhaka(now), settings.planHorizonDays);

/** 400 for a date past the horizon: slot documents out to 2099 would be read by every headcount and month close. */
export function assertWithinHorizon(settings: Pick<MessSettings, 'planHorizonDays'>, now: Date, date: string): void {
  const horizon = horizonOf(settings, now);
  if (date > horizon) throw refuse(400, 'beyondHorizon', { date: horizon, count: settings.planHorizonDays });
}
