import { formatDay } from '@hostel/ui';

export { formatOneDecimal, formatWeekday } from '@hostel/ui';

/** A calendar day for the tables that show it as the server sent it in English (2027-01-15) and as "১৫ জানু, ২০২৭" in Bengali. */
export const calendarDayValues = (iso: string) => ({ iso, day: formatDay(iso) });
