import { z } from 'zod';
import { MEAL_SLOTS } from './constants';
import { DATE_PATTERN } from './menu-week';

/*
 * Apart from MESSAGES (./messages.ts) because its schemas are zod's: a browser that shows these refusals imports their
 * types only, and a page's first load carries no zod for them.
 */

/** A refusal's values as they travel in its answer's `params`: names to plain strings or numbers. */
export type RefusalParams = Record<string, string | number>;

const slotParam = z.enum(MEAL_SLOTS);
const dayParam = z.string().regex(DATE_PATTERN);
const monthParam = z.string().regex(/^\d{4}-\d{2}$/);
const countParam = z.number().int().min(0);

/**
 * multer's error codes and its English for each (multer's lib/multer-error.js, byte for byte: svc-meals' uploads test
 * compares them with multer's own), so an upload's refusal carries a code a browser can say in its language.
 */
const UPLOAD_PROBLEM_WORDS = {
  LIMIT_PART_COUNT: 'Too many parts',
  LIMIT_FILE_SIZE: 'File too large',
  LIMIT_FILE_COUNT: 'Too many files',
  LIMIT_FIELD_KEY: 'Field name too long',
  LIMIT_FIELD_VALUE: 'Field value too long',
  LIMIT_FIELD_COUNT: 'Too many fields',
  LIMIT_UNEXPECTED_FILE: 'Unexpected file field',
  MISSING_FIELD_NAME: 'Field name missing',
  LIMIT_FIELD_NESTING: 'Field name nesting too deep',
  LIMIT_FIELD_ARRAY_INDEX: 'Field name array index too large',
  STREAM_DESTROYED: 'File stream was destroyed',
  INVALID_FIELD_NAME: 'Invalid field name',
} as const;
export type UploadProblem = keyof typeof UPLOAD_PROBLEM_WORDS;
export const UPLOAD_PROBLEMS = Object.keys(UPLOAD_PROBLEM_WORDS) as [UploadProblem, ...UploadProblem[]];

/** One refusal whose sentence holds values: the schema of its values and its English sentence made from them. */
const refusal = <S extends z.ZodObject>(params: S, message: (values: z.infer<S>) => string) => ({ params, message });

/**
 * Refusals a person can meet from a screen whose sentence holds values. The server answers the English
 * `message` (byte for byte what it always said: API tests assert it) with the refusal's `code` and its `params`; a
 * browser in Bengali builds its own sentence from the params, each formatted in the page's language. The params are
 * named by what they are (slot, date, month, cutoffAt, count…): packages/ui formats each name the one way.
 */
export const REFUSALS = {
  /** DESIGN §9: switching a meal at or after its cutoff (the answer also carries cutoffAt at its top level). */
  cutoffPassed: refusal(z.object({ slot: slotParam, date: dayParam, cutoffAt: z.string() }), ({ slot, date }) => `The cutoff for ${slot} on ${date} has passed.`),
  /** Closing the mess for a meal whose cutoff passed (its boarders' plans are billed as they were). */
  closeAfterCutoff: refusal(
    z.object({ slot: slotParam, date: dayParam, cutoffAt: z.string() }),
    ({ slot, date, cutoffAt }) => `The cutoff for ${slot} on ${date} has passed (${cutoffAt}).`,
  ),
  messClosed: refusal(z.object({ slot: slotParam, date: dayParam }), ({ slot, date }) => `The mess is closed for ${slot} on ${date}.`),
  joinFromEarliest: refusal(z.object({ date: dayParam }), ({ date }) => `You can join from ${date} at the earliest.`),
  leaveFromEarliest: refusal(z.object({ date: dayParam }), ({ date }) => `You can leave from ${date} at the earliest.`),
  tooManyGuests: refusal(z.object({ count: countParam }), ({ count }) => `Invalid guests: at most ${count} guests per meal`),
  /** A switch, a leave or a join past the settings' planHorizonDays. */
  beyondHorizon: refusal(z.object({ date: dayParam, count: countParam }), ({ date, count }) => `Invalid date: at most ${count} days ahead (${date}).`),
  /** The eleventh leave still ahead of a boarder. */
  tooManyLeaves: refusal(z.object({ count: countParam }), ({ count }) => `You already have ${count} leaves ahead; cancel one first.`),
  /** A join that would start inside the boarder's last stay. */
  joinOverlapsStay: refusal(z.object({ date: dayParam }), ({ date }) => `Your stay runs until ${date}; you can join again from that day.`),
  leaveTooLong: refusal(z.object({ count: countParam }), ({ count }) => `Invalid to: a leave lasts at most ${count} days`),
  /** The headcount's range (on screen and as CSV). */
  rangeTooLong: refusal(z.object({ count: countParam }), ({ count }) => `Invalid to: at most ${count} days`),
  monthNotEnded: refusal(z.object({ month: monthParam }), ({ month }) => `${month} has not ended yet in Asia/Dhaka.`),
  noStatementOfMonth: refusal(z.object({ month: monthParam }), ({ month }) => `No statement of ${month}.`),
  /** A day's menu naming meals that do not exist (deleted meanwhile): their ids are data. */
  noSuchMeals: refusal(z.object({ ids: z.string() }), ({ ids }) => `mealIds: no such meal: ${ids}`),
  /** An upload over UPLOAD_MAX_BYTES (svc-meals answers 413). */
  imageTooLarge: refusal(z.object({ megabytes: countParam }), ({ megabytes }) => `The image is too large (${megabytes} MB at most)`),
  /** An upload the multipart reader refused: its `problem` is multer's error code, its English multer's own words. */
  uploadRefused: refusal(z.object({ problem: z.enum(UPLOAD_PROBLEMS) }), ({ problem }) => `Invalid upload: ${UPLOAD_PROBLEM_WORDS[problem]}`),
} as const;

export type RefusalCode = keyof typeof REFUSALS;
export type RefusalParamsOf<C extends RefusalCode> = z.infer<(typeof REFUSALS)[C]['params']>;

/** The English sentence of a refusal with values. */
export const refusalMessage = <C extends RefusalCode>(code: C, params: RefusalParamsOf<C>): string =>
  (REFUSALS[code].message as (values: RefusalParamsOf<C>) => string)(params);
