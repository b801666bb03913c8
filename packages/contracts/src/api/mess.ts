import { z } from 'zod';
import { MEAL_SLOTS } from '../constants';
import { CLOCK_TIME_PATTERN, EMAIL_DOMAIN_PATTERN, MESS_SETTINGS_BOUNDS as BOUNDS } from '../mess-settings-bounds';
import { DATE_PATTERN, WEEK_PATTERN } from '../menu-week';
import { objectId, pageQuery, refusalParams, successResponse, text } from './common';

/** The mess office (DESIGN §9): settings, boarders, the weekly plan, leave, closures and the headcount. */

const slot = z.enum(MEAL_SLOTS, { error: 'must be Breakfast, Lunch or Dinner' });
const isoWeek = z.string().regex(WEEK_PATTERN, 'must be an ISO week of 2000–2099 that exists, such as 2026-W05');
const calendarDate = z.string().regex(DATE_PATTERN, 'must be a day of 2000–2099 that exists, such as 2026-03-01');
/** A Dhaka wall-clock time. */
const clockTime = z.string().regex(CLOCK_TIME_PATTERN, 'must be a time HH:MM');
/** An e-mail's domain, lower case (`uni.edu.bd`). */
const emailDomain = z.string().max(253).regex(EMAIL_DOMAIN_PATTERN, 'must be a domain in lower case, such as uni.edu.bd');
const taka = z.number().int('must be whole taka').min(BOUNDS.taka.min).max(BOUNDS.taka.max);

const cutoffSchema = z.strictObject({ daysBefore: z.number().int().min(BOUNDS.daysBefore.min).max(BOUNDS.daysBefore.max), time: clockTime });

export const messSettingsSchema = z
  .strictObject({
    /** A slot locks at `time` in Dhaka, `daysBefore` days before its date. */
    cutoffs: z.strictObject({ Breakfast: cutoffSchema, Lunch: cutoffSchema, Dinner: cutoffSchema }),
    rates: z.strictObject({ Breakfast: taka, Lunch: taka, Dinner: taka, guest: taka }),
    maxGuests: z.number().int().min(BOUNDS.maxGuests.min).max(BOUNDS.maxGuests.max),
    dueDay: z.number().int().min(BOUNDS.dueDay.min).max(BOUNDS.dueDay.max),
    lateFeePerDay: taka,
    lateFeeMaxDays: z.number().int().min(BOUNDS.lateFeeMaxDays.min).max(BOUNDS.lateFeeMaxDays.max),
    /** Joins whose e-mail is at one of these domains board at once; others wait for an admin's approval. */
    autoApproveDomains: z
      .array(emailDomain)
      .max(BOUNDS.autoApproveDomains.max)
      .refine((domains) => new Set(domains).size === domains.length, 'must not list a domain twice')
      .meta({ uniqueItems: true })
      .default([]),
    /** How many days ahead a switch, a leave or a join may reach. */
    planHorizonDays: z.number().int().min(BOUNDS.planHorizonDays.min).max(BOUNDS.planHorizonDays.max).default(90),
  })
  .meta({ id: 'MessSettings' });
export type MessSettings = z.infer<typeof messSettingsSchema>;
/** The settings as an admin sends them: the fields added later may be left out (they keep their defaults). */
export type MessSettingsInput = z.input<typeof messSettingsSchema>;

export const DEFAULT_MESS_SETTINGS: MessSettings = {
  cutoffs: { Breakfast: { daysBefore: 1, time: '22:00' }, Lunch: { daysBefore: 0, time: '10:00' }, Dinner: { daysBefore: 0, time: '17:00' } },
  rates: { Breakfast: 30, Lunch: 60, Dinner: 60, guest: 80 },
  maxGuests: 3,
  dueDay: 10,
  lateFeePerDay: 20,
  lateFeeMaxDays: 10,
  autoApproveDomains: [],
  planHorizonDays: 90,
};

/** pending: a join waiting for an admin's approval (neither counted nor billed); approved: boarding. */
export const STAY_STATUSES = ['pending', 'approved'] as const;
export type StayStatus = (typeof STAY_STATUSES)[number];

export const staySchema = z
  .object({
    /** The first day the boarder eats. */
    from: z.string(),
    /** The first day the boarder no longer eats; null while they stay. */
    until: z.string().nullable(),
    status: z.enum(STAY_STATUSES),
  })
  .meta({ id: 'Stay' });
export type Stay = z.infer<typeof staySchema>;

/** A boarder and their latest stay. */
export const boarderSchema = z
  .object({
    userId: z.string(),
    email: z.string(),
    /** The first day the boarder eats. */
    from: z.string(),
    /** The first day the boarder no longer eats; null while they stay. */
    until: z.string().nullable(),
    status: z.enum(STAY_STATUSES),
  })
  .meta({ id: 'Boarder' });
export type Boarder = z.infer<typeof boarderSchema>;

/** The caller's stays, oldest first, and the first day a join of theirs may start. */
export const myBoardingSchema = z
  .object({
    /** Of the latest stay; none before a first join. */
    status: z.enum(['none', ...STAY_STATUSES]),
    stays: z.array(staySchema),
    /** The first day a join may start (the first day still open, or the end of the last stay); null while a stay is open-ended. */
    earliestJoin: z.string().nullable(),
    /** The last day a join, a leave or a switch may reach (the settings' planHorizonDays from today). */
    horizon: z.string(),
  })
  .meta({ id: 'MyBoarding' });
export type MyBoarding = z.infer<typeof myBoardingSchema>;

export const joinMessBody = z.strictObject({ from: calendarDate });
export const leaveMessQuery = z.object({ from: calendarDate });
export const boardersQuery = pageQuery.extend({ search: z.string().trim().max(100).optional(), status: z.literal('pending').optional() });
export const boarderParams = z.object({ userId: objectId });
export const endStayQuery = z.object({ from: calendarDate });
export const boardersResponse = z.object({ data: z.array(boarderSchema), totalPages: z.number().int().min(0) });
export type BoardersResponse = z.infer<typeof boardersResponse>;

export const PLAN_SOURCES = ['default', 'self', 'leave', 'closure', 'admin'] as const;

export const planSlotSchema = z
  .object({
    slot,
    on: z.boolean(),
    guests: z.number().int().min(0),
    /** Its cutoff has passed: it never changes again. */
    locked: z.boolean(),
    cutoffAt: z.iso.datetime({ offset: true }),
    /** Why it is as it is: the default (on), the boarder's switch, a leave, the admin's closure. */
    source: z.enum(PLAN_SOURCES),
    meals: z.array(z.object({ id: z.string(), title: z.string() })),
  })
  .meta({ id: 'PlanSlot' });
export type PlanSlot = z.infer<typeof planSlotSchema>;

export const planDaySchema = z
  .object({
    date: z.string(),
    /** Within one of the caller's approved stays: outside, the day has no meal to switch. */
    boarding: z.boolean(),
    slots: z.array(planSlotSchema).length(3),
  })
  .meta({ id: 'PlanDay' });
export const planQuery = z.object({ week: isoWeek.optional() });
export const planResponse = z.object({ week: z.string(), days: z.array(planDaySchema).length(7) }).meta({ id: 'PlanWeek' });
export type PlanWeek = z.infer<typeof planResponse>;

export const planSlotParams = z.object({ date: calendarDate, slot });
export const planSlotBody = z.strictObject({ on: z.boolean(), guests: z.number().int().min(0).max(20).optional() });
export const planSlotResponse = planSlotSchema.extend({ date: z.string() });

/** 409 at or after a slot's cutoff: DESIGN §9's message and the instant it locked. */
export const cutoffPassedResponse = z
  .object({ success: z.literal(false), message: z.string(), code: z.literal('cutoffPassed'), params: refusalParams, cutoffAt: z.string() })
  .meta({ id: 'CutoffPassed' });

export const leaveBody = z
  .strictObject({ from: calendarDate, to: calendarDate, reason: text(200).optional() })
  .refine((leave) => leave.from <= leave.to, { message: 'must not end before it starts', path: ['to'] });
export const leaveSchema = z
  .object({
    id: z.string(),
    userId: z.string(),
    from: z.string(),
    to: z.string(),
    reason: z.string().optional(),
    createdAt: z.string(),
    /** Slots it turned off (the unlocked ones in its range when it was taken). */
    slotsOff: z.number().int().min(0),
    cancelledAt: z.string().optional(),
  })
  .meta({ id: 'Leave' });
export type Leave = z.infer<typeof leaveSchema>;
export const leaveParams = z.object({ id: objectId });
/** The caller's leaves, newest first, a page at a time (cancelled ones carry `cancelledAt`). */
export const myLeavesQuery = pageQuery;
export const leavesResponse = z.object({ data: z.array(leaveSchema), totalPages: z.number().int().min(0) }).meta({ id: 'Leaves' });
export type LeavesPage = z.infer<typeof leavesResponse>;

export const closureParams = z.object({ date: calendarDate });
export const closureBody = z.strictObject({
  slots: z
    .array(slot)
    .min(1)
    .max(3)
    .refine((slots) => new Set(slots).size === slots.length, 'must not list a slot twice')
    .meta({ uniqueItems: true }),
  reason: text(200),
});
export const closureSchema = z.object({ date: z.string(), slots: z.array(slot), reason: z.string() }).meta({ id: 'Closure' });
export type Closure = z.infer<typeof closureSchema>;
export const reopenResponse = successResponse.extend({ reopened: z.array(slot) });
/** The most closures one list answers: a term's holidays fit several times over. */
export const CLOSURES_MAX = 100;
/** Closures from a day on (default: today in Dhaka), soonest first. */
export const closuresQuery = z.object({ from: calendarDate.optional() });
export const closuresResponse = z.object({ data: z.array(closureSchema).max(CLOSURES_MAX) }).meta({ id: 'Closures' });
export type Closures = z.infer<typeof closuresResponse>;

export const headcountSlotSchema = z
  .object({
    slot,
    /** Boarders eating. */
    on: z.number().int().min(0),
    guests: z.number().int().min(0),
    /** What the kitchen cooks: on + guests. */
    plates: z.number().int().min(0),
    off: z.number().int().min(0),
    pending: z.boolean().describe('a change of this slot is not counted yet: the numbers may be a moment behind'),
    locked: z.boolean(),
    cutoffAt: z.string(),
    meals: z.array(z.object({ id: z.string(), title: z.string() })),
  })
  .meta({ id: 'HeadcountSlot' });
export type HeadcountSlot = z.infer<typeof headcountSlotSchema>;
export const headcountDaySchema = z.object({ date: z.string(), slots: z.array(headcountSlotSchema).length(3) }).meta({ id: 'HeadcountDay' });
export type HeadcountDay = z.infer<typeof headcountDaySchema>;

/** The most days one headcount range covers. */
export const HEADCOUNT_MAX_DAYS = 31;
export const headcountQuery = z
  .object({ date: calendarDate.optional(), from: calendarDate.optional(), to: calendarDate.optional() })
  .refine((query) => (query.date ? !query.from && !query.to : Boolean(query.from && query.to)), 'give either date, or from and to')
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: 'must not end before it starts', path: ['to'] });
export const headcountResponse = z.object({ from: z.string(), to: z.string(), days: z.array(headcountDaySchema) }).meta({ id: 'Headcount' });
export type Headcount = z.infer<typeof headcountResponse>;

// Monthly statements (DESIGN §9 "Monthly statement" and "Exports").

/** A calendar month of 2000–2099 in Dhaka. */
export const MONTH_PATTERN = /^20[0-9]{2}-(0[1-9]|1[0-2])$/;
const calendarMonth = z.string().regex(MONTH_PATTERN, 'must be a month of 2000–2099 such as 2026-11');

export const STATEMENT_STATUSES = ['open', 'due', 'paid'] as const;
export type StatementStatus = (typeof STATEMENT_STATUSES)[number];
/** What the admin's list filters by: a status, or `overdue` (due, unpaid after its due date). */
export const STATEMENT_FILTERS = [...STATEMENT_STATUSES, 'overdue'] as const;
export const STATEMENT_LINE_KINDS = ['Breakfast', 'Lunch', 'Dinner', 'guest', 'adjustment', 'late fee'] as const;
export type StatementLineKind = (typeof STATEMENT_LINE_KINDS)[number];

export const statementLineSchema = z
  .object({
    kind: z.enum(STATEMENT_LINE_KINDS),
    /** Meals or guest meals billed at `rate` (a slot kind has one line per rate in force that month). */
    count: z.number().int().min(0).optional(),
    rate: z.number().int().min(0).optional(),
    /** Taka; an adjustment may be negative. */
    amount: z.number().int(),
    /** An adjustment's reason. */
    reason: z.string().optional(),
  })
  .meta({ id: 'StatementLine' });
export type StatementLine = z.infer<typeof statementLineSchema>;

export const statementSchema = z
  .object({
    /** The statement's id: a running month's preview answers the id its statement gets when the month closes. */
    id: z.string(),
    userId: z.string(),
    email: z.string(),
    name: z.string().optional(),
    month: z.string(),
    /** open: the running month (or an ended one not closed yet), a preview; due: issued, unpaid; paid. */
    status: z.enum(STATEMENT_STATUSES),
    lines: z.array(statementLineSchema),
    /** Every line but the late fee. */
    subtotal: z.number().int(),
    lateFee: z.number().int().min(0),
    /** subtotal + lateFee: what is owed now. */
    total: z.number().int(),
    dueDate: z.string().optional(),
    issuedAt: z.string().optional(),
    paidAt: z.string().optional(),
    /** Due and unpaid after its due date. */
    overdue: z.boolean(),
    /** An issued statement as a snapshot of the account (DESIGN §11): the balance before the month's charges. */
    opening: z.number().int().optional(),
    /** The month's charges: meals, guests, adjustments and late fees. */
    charges: z.number().int().optional(),
    /** Paid or credited since it was issued (refunds and voids taken off). */
    payments: z.number().int().optional(),
    /** opening + charges − payments: due while positive, paid at zero or below. */
    closing: z.number().int().optional(),
  })
  .meta({ id: 'Statement' });
export type Statement = z.infer<typeof statementSchema>;

export const myStatementQuery = z.object({ month: calendarMonth.optional() });
export const myStatementsResponse = z.object({ data: z.array(statementSchema) }).meta({ id: 'StatementHistory' });
export type MyStatements = z.infer<typeof myStatementsResponse>;

export const closeMonthBody = z.strictObject({ month: calendarMonth });
export const closeMonthResponse = z
  .object({
    month: z.string(),
    /** Statements this call issued. */
    issued: z.number().int().min(0),
    /** Statements an earlier close had issued already (closing again issues nothing new). */
    alreadyIssued: z.number().int().min(0),
  })
  .meta({ id: 'CloseMonth' });
export type CloseMonthResult = z.infer<typeof closeMonthResponse>;

export const statementsQuery = pageQuery.extend({ month: calendarMonth, status: z.enum(STATEMENT_FILTERS).optional() });
export const statementsResponse = z.object({ data: z.array(statementSchema), totalPages: z.number().int().min(0) }).meta({ id: 'Statements' });
export type StatementsPage = z.infer<typeof statementsResponse>;

export const statementParams = z.object({ id: objectId });
/** The most an adjustment moves a statement, either way. */
export const ADJUSTMENT_MAX = 100_000;
export const adjustmentBody = z.strictObject({
  amount: z
    .number()
    .int('must be whole taka')
    .min(-ADJUSTMENT_MAX)
    .max(ADJUSTMENT_MAX)
    .refine((amount) => amount !== 0, 'must not be 0')
    .meta({ not: { const: 0 } }),
  reason: text(200),
});

/** The most days one headcount export covers. */
export const HEADCOUNT_CSV_MAX_DAYS = 366;
export const headcountCsvQuery = z
  .object({ from: calendarDate, to: calendarDate })
  .refine((query) => query.from <= query.to, { message: 'must not end before it starts', path: ['to'] });
export const statementsCsvQuery = z.object({ month: calendarMonth });
export const myStatementCsvQuery = z.object({ month: calendarMonth.optional() });
