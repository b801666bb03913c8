import { shiftDate } from '@hostel/contracts';
import { refuse } from '@hostel/platform';
import { headcountDays } from '../headcount/headcount';
import type { StatementsContext } from '../context';
import type { CsvFile } from './csv';

/** The most days one headcount export covers; it is read a month at a time. */
export const HEADCOUNT_CSV_MAX_DAYS = 366;
const HEADCOUNT_CHUNK_DAYS = 31;

/** The headcount of [from, to] by day and slot, then the column totals. */
export function headcountCsv(ctx: StatementsContext, from: string, to: string): CsvFile {
  if (to > shiftDate(from, HEADCOUNT_CSV_MAX_DAYS - 1)) throw refuse(400, 'rangeTooLong', { count: HEADCOUNT_CSV_MAX_DAYS });
  async function* rows() {
    const total = { on: 0, guests: 0, plates: 0, off: 0 };
    for (let start = from; start <= to; start = shiftDate(start, HEADCOUNT_CHUNK_DAYS)) {
      const end = shiftDate(start, HEADCOUNT_CHUNK_DAYS - 1) < to ? shiftDate(start, HEADCOUNT_CHUNK_DAYS - 1) : to;
      for (const day of await headcountDays(ctx, start, end)) {
        for (const slot of day.slots) {
          total.on += slot.on;
          total.guests += slot.guests;
          total.plates += slot.plates;
          total.off += slot.off;
          yield [day.date, slot.slot, slot.on, slot.guests, slot.plates, slot.off];
        }
      }
    }
    yield ['Total', '', total.on, total.guests, total.plates, total.off];
  }
  return { columns: ['Date', 'Slot', 'On', 'Guests', 'Plates', 'Off'], rows: rows() };
}
