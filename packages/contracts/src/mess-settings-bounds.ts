/**
 * The mess settings' bounds (DESIGN §9), apart from their zod schema (api/mess.ts) so the admin's form checks the
 * same bounds in the browser, in the page's language, without pulling zod into the page.
 */
export const MESS_SETTINGS_BOUNDS = {
  daysBefore: { min: 0, max: 7 },
  /** A rate or a late fee, in whole taka. */
  taka: { min: 0, max: 5000 },
  maxGuests: { min: 0, max: 20 },
  dueDay: { min: 1, max: 28 },
  lateFeeMaxDays: { min: 0, max: 31 },
  /** Days ahead a switch, a leave or a join may reach. */
  planHorizonDays: { min: 7, max: 366 },
  autoApproveDomains: { max: 20 },
} as const;

/** An e-mail's domain in lower case: labels of letters, digits and hyphens, a dot between them. */
export const EMAIL_DOMAIN_PATTERN = /^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** A Dhaka wall-clock time, HH:MM. */
export const CLOCK_TIME_PATTERN = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
