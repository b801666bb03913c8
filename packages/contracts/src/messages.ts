import { z } from 'zod';
import { MEAL_SLOTS } from './constants';
import { DATE_PATTERN } from './menu-week';

/** Messages the UI shows verbatim, most of them the server's (spec §5, §8, DESIGN §3, §7). */
export const MESSAGES = {
  alreadyLiked: 'You already liked this meal',
  /** A second POST /meals/:id/review by the same user (DESIGN §8): they edit their review from My Reviews. */
  alreadyReviewed: 'You already reviewed this meal',
  upgradeToRequest: 'You have to upgrade your account to request meals',
  upgradeToReview: 'You have to upgrade your account to submit a review',
  loginFirst: 'You have to login first',
  promoted: 'Meal promoted to main meals collection!',
  /** POST /jwt for an identity whose e-mail is not verified; the login page shows the same notice (spec §4). */
  verifyEmailFirst: 'Please verify your email before logging in.',
  /** POST /jwt or /users with an ID token of another Firebase account than the one the record is bound to. */
  accountBoundToOtherSignIn: 'This email is registered to another sign-in account.',
  /** POST /payments/save for a transactionId already saved with another package. */
  paymentAlreadySaved: 'This payment is already saved for another package.',
  /** Paying a mess statement that is paid already (DESIGN §9); the Pay button's error too. */
  statementAlreadyPaid: 'This statement is already paid.',
  /** The toast a student sees when the kitchen delivers one of their requests (DESIGN §7). */
  mealDelivered: (title: string) => `Your meal "${title}" has been delivered.`,
  /** Refusals of the mess office (DESIGN §9) a boarder or the admin meets from a screen. */
  notBoardingThen: 'You are not a boarder of the mess on that date.',
  alreadyBoarder: 'You are already a boarder of the mess.',
  notBoarderJoinFirst: 'You are not a boarder of the mess. Join it first.',
  notClosedThatDay: 'The mess is not closed that day.',
  nothingOwed: 'Nothing is owed on this statement.',
  adjustmentOutOfRange: 'The adjustment would take the statement out of range.',
  statementBusy: 'The statement is being changed by someone else; try again.',
  /** The kitchen's meal forms and likes (svc-meals). */
  mealExists: 'This meal already exists; edit it instead',
  tooManyConcurrentLikes: 'Too many concurrent likes, please try again',
  onlyImages: 'Only JPEG, PNG, WebP or GIF images can be uploaded',
} as const;

/** A refusal's values as they travel in its answer's `params`: names to plain strings or numbers. */
export type RefusalParams = Record<string, string | number>;

const slotParam = z.enum(MEAL_SLOTS);
const dayParam = z.string().regex(DATE_PATTERN);
const monthParam = z.string().regex(/^\d{4}-\d{2}$/);
const countParam = z.number().int().min(0);

/** One refusal whose sentence holds values: the schema of its values and its English sentence made from them. */
const refusal = <S extends z.ZodObject>(params: S, message: (values: z.infer<S>) => string) => ({ params, message });

/**
 * Refusals a person can meet from a screen whose sentence holds values (issue 26). The server answers the English
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
  leaveTooLong: refusal(z.object({ count: countParam }), ({ count }) => `Invalid to: a leave lasts at most ${count} days`),
  /** The headcount's range (on screen and as CSV). */
  rangeTooLong: refusal(z.object({ count: countParam }), ({ count }) => `Invalid to: at most ${count} days`),
  monthNotEnded: refusal(z.object({ month: monthParam }), ({ month }) => `${month} has not ended yet in Asia/Dhaka.`),
  noStatementOfMonth: refusal(z.object({ month: monthParam }), ({ month }) => `No statement of ${month}.`),
  /** A day's menu naming meals that do not exist (deleted meanwhile): their ids are data. */
  noSuchMeals: refusal(z.object({ ids: z.string() }), ({ ids }) => `mealIds: no such meal: ${ids}`),
} as const;

export type RefusalCode = keyof typeof REFUSALS;
export type RefusalParamsOf<C extends RefusalCode> = z.infer<(typeof REFUSALS)[C]['params']>;

/** The English sentence of a refusal with values. */
export const refusalMessage = <C extends RefusalCode>(code: C, params: RefusalParamsOf<C>): string =>
  (REFUSALS[code].message as (values: RefusalParamsOf<C>) => string)(params);
