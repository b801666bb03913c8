/** An average rating with one decimal, as the spec shows it: 4.3, 0.0 (৪.৩ in Bengali). */
export { formatOneDecimal as formatRating, formatWeekday } from '@hostel/ui';
