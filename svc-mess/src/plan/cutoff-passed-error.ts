import { AppError } from '@hostel/platform';
import { refusalMessage, type MealSlot } from '@hostel/contracts';

/** DESIGN §9's 409 at or after a cutoff, with the instant it passed. */
export class CutoffPassedError extends AppError {
  constructor(
    slot: MealSlot,
    date: string,
    readonly cutoffAt: string,
  ) {
    super(409, refusalMessage('cutoffPassed', { slot, date, cutoffAt }), undefined, { code: 'cutoffPassed', params: { slot, date, cutoffAt } });
  }
}
