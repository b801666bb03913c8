import { z } from 'zod';
import {
  boarderParams,
  boarderSchema,
  boardersQuery,
  boardersResponse,
  closureBody,
  closureParams,
  closureSchema,
  closuresQuery,
  closuresResponse,
  endStayQuery,
  headcountQuery,
  headcountResponse,
  joinMessBody,
  leaveBody,
  leaveMessQuery,
  leaveParams,
  leaveSchema,
  leavesResponse,
  messSettingsSchema,
  myBoardingSchema,
  myLeavesQuery,
  planQuery,
  planResponse,
  planSlotBody,
  planSlotParams,
  planSlotResponse,
  reopenResponse,
} from '../api/mess';
import {
  adjustmentBody,
  closeMonthBody,
  closeMonthResponse,
  headcountCsvQuery,
  myStatementCsvQuery,
  myStatementQuery,
  myStatementsResponse,
  statementParams,
  statementSchema,
  statementsCsvQuery,
  statementsQuery,
  statementsResponse,
} from '../api/mess';
import {
  accountParams,
  accountQuery,
  accountResponse,
  receiptParams,
  receiptSchema,
  reconciliationQuery,
  reconciliationResponse,
  recordPaymentBody,
  voidPaymentBody,
} from '../api/accounts';
import { EVENTS } from '../event-names';
import { totalCount, json, operation, type Answer } from './operation';

/** The mess office (DESIGN §9), served by svc-mess. */

const NOT_BOARDER = 'Not a boarder of the mess (join first), or not on that date';
/** A switch, a leave or a cancelled leave by a boarder whose join is not approved yet. */
const NOT_BOARDER_OR_PENDING = `${NOT_BOARDER}, or a join still waiting for an admin's approval`;
/** DESIGN §11 "Bounds": dates past the settings' planHorizonDays (default 90) from today in Asia/Dhaka. */
const HORIZON = "a date more than the settings' planHorizonDays (default 90) days after today in Asia/Dhaka";

export const getMessSettings = operation({
  name: 'getMessSettings',
  method: 'get', path: '/mess/settings', service: 'mess', access: 'session', rateLimit: 'standard',
  summary: 'The mess office’s settings: cutoffs, rates, guests, billing',
  ok: { 200: json('The settings in force', messSettingsSchema) },
});

export const putMessSettings = operation({
  name: 'putMessSettings',
  method: 'put', path: '/mess/settings', service: 'mess', access: 'admin', rateLimit: 'standard',
  changes: { getHeadcount: 'all' },
  summary: 'Replace the mess office’s settings (autoApproveDomains and planHorizonDays may be left out: their defaults)',
  body: { schema: messSettingsSchema },
  ok: { 200: json('The settings now in force', messSettingsSchema) },
  fails: { 400: 'An unknown key or a value out of range' },
});

export const joinMess = operation({
  name: 'joinMess',
  method: 'post', path: '/mess/boarders/me', service: 'mess', access: 'session', rateLimit: 'messWrite',
  changes: { getHeadcount: 'all' },
  summary:
    'Join the mess from a date (not before the first day whose slots are all unlocked, nor before the end of the caller’s last stay): a new stay, pending until an admin approves it unless the e-mail’s domain is on the settings’ autoApproveDomains',
  body: { schema: joinMessBody },
  ok: { 200: json('The caller as a boarder, with the new stay’s status (pending or approved)', boarderSchema) },
  fails: { 400: `Not a date, a date before the first day still open, or ${HORIZON}`, 409: 'A stay of the caller is open, or the last one ends after that date' },
  dataDependent: [400, 409],
});

export const leaveMess = operation({
  name: 'leaveMess',
  method: 'delete', path: '/mess/boarders/me', service: 'mess', access: 'session', rateLimit: 'messWrite',
  changes: { getHeadcount: 'all' },
  summary: 'Leave the mess from a date (no meals from that day on): ends the caller’s last stay there',
  query: leaveMessQuery,
  ok: { 200: json('The caller as a boarder who leaves', boarderSchema) },
  fails: { 400: 'Not a date, or a date before the first day still open or before joining', 403: NOT_BOARDER },
  dataDependent: [400],
});

export const listBoarders = operation({
  name: 'listBoarders',
  method: 'get', path: '/mess/boarders', service: 'mess', access: 'admin', rateLimit: 'standard',
  summary: 'The boarders, by e-mail, each with their latest stay (status=pending: the joins waiting for approval)',
  query: boardersQuery,
  ok: { 200: json('A page of boarders', boardersResponse, totalCount) },
});

export const getMealPlan = operation({
  name: 'getMealPlan',
  method: 'get', path: '/mess/plan', service: 'mess', access: 'session', rateLimit: 'standard',
  summary: 'The caller’s week of meal switches (default: this week in Asia/Dhaka)',
  query: planQuery,
  ok: { 200: json('Monday to Sunday, each day’s Breakfast, Lunch and Dinner with their cutoffs', planResponse) },
  fails: { 403: NOT_BOARDER },
});

export const setPlanSlot = operation({
  name: 'setPlanSlot',
  method: 'put', path: '/mess/plan/{date}/{slot}', service: 'mess', access: 'session', rateLimit: 'messWrite',
  changes: { getHeadcount: 'all' },
  summary: 'Switch one of the caller’s meals on or off, with guests, before its cutoff',
  params: planSlotParams,
  body: { schema: planSlotBody },
  ok: { 200: json('The slot as it now is', planSlotResponse) },
  fails: {
    400: `Not a date or slot, more guests than the settings allow, or ${HORIZON}`,
    403: NOT_BOARDER_OR_PENDING,
    409: 'The cutoff has passed, even while the switch was being written (the answer gives `cutoffAt`), or the mess is closed for that meal',
  },
  dataDependent: [400, 409],
});

export const takeLeave = operation({
  name: 'takeLeave',
  method: 'post', path: '/mess/leave', service: 'mess', access: 'session', rateLimit: 'messWrite',
  changes: { getHeadcount: 'all' },
  summary: 'Turn off every unlocked meal of the caller from one date to another (inclusive)',
  body: { schema: leaveBody },
  ok: { 200: json('The leave', leaveSchema) },
  fails: { 400: `Not dates, the end before the start, longer than 62 days, or ending on ${HORIZON}`, 403: NOT_BOARDER_OR_PENDING, 409: 'The caller has 10 leaves ahead already (not cancelled, not ended)' },
  dataDependent: [400, 409],
});

export const listMyLeaves = operation({
  name: 'listMyLeaves',
  method: 'get', path: '/mess/leave', service: 'mess', access: 'session', rateLimit: 'standard',
  summary: 'The caller’s leaves, newest first; cancelled ones carry cancelledAt',
  query: myLeavesQuery,
  ok: { 200: json('A page of the caller’s leaves', leavesResponse, totalCount) },
  fails: { 403: NOT_BOARDER },
});

export const cancelLeave = operation({
  name: 'cancelLeave',
  method: 'delete', path: '/mess/leave/{id}', service: 'mess', access: 'session', rateLimit: 'messWrite',
  changes: { getHeadcount: 'all' },
  summary: 'Cancel a leave: its slots still unlocked are on again',
  params: leaveParams,
  ok: { 200: json('The leave, cancelled', leaveSchema) },
  fails: { 403: NOT_BOARDER_OR_PENDING, 404: 'No such leave of the caller' },
  dataDependent: [404],
});

export const closeMess = operation({
  name: 'closeMess',
  method: 'put', path: '/mess/closures/{date}', service: 'mess', access: 'admin', rateLimit: 'standard',
  changes: { getHeadcount: 'all' },
  summary: 'Close the mess for some meals of a day: off for everyone, never counted',
  params: closureParams,
  body: { schema: closureBody },
  ok: { 200: json('The day’s closure', closureSchema) },
  fails: { 400: 'Not a date or slots', 409: 'A slot’s cutoff has passed' },
  dataDependent: [409],
});

export const listClosures = operation({
  name: 'listClosures',
  method: 'get', path: '/mess/closures', service: 'mess', access: 'admin', rateLimit: 'standard',
  summary: 'The mess’s closures from a day on (default: today in Asia/Dhaka), soonest first, at most 100',
  query: closuresQuery,
  ok: { 200: json('The closures', closuresResponse) },
});

export const reopenMess = operation({
  name: 'reopenMess',
  method: 'delete', path: '/mess/closures/{date}', service: 'mess', access: 'admin', rateLimit: 'standard',
  changes: { getHeadcount: 'all' },
  summary: 'Reopen a day’s closed meals that are still unlocked',
  params: closureParams,
  ok: { 200: json('The slots reopened', reopenResponse) },
  fails: { 404: 'No closure that day' },
  dataDependent: [404],
});

export const getHeadcount = operation({
  name: 'getHeadcount',
  method: 'get', path: '/mess/headcount', service: 'mess', access: 'admin', rateLimit: 'standard',
  summary: 'The kitchen’s number: boarders on, guests and plates per slot, for a day or a range of days',
  query: headcountQuery,
  // Every admin reads the same numbers: the kitchen's pollers share one kept answer at the gateway's edge.
  sameForEveryCaller: true,
  // The count tick stores a slot's new count after the switches and tells it; each slot locks at its cutoff.
  changedByEvents: { [EVENTS.headcountChanged]: [{ field: 'date', param: 'date' }, { field: 'date', from: 'from', to: 'to' }] },
  expiresAt: { field: 'cutoffAt', unless: 'locked' },
  ok: { 200: json('Each day’s Breakfast, Lunch and Dinner', headcountResponse) },
  fails: { 400: 'Neither a date nor a range, both, a range that ends before it starts, or one longer than 31 days' },
  // Which of date/from/to go together, and the range's order and length, are relations no JSON Schema states.
  dataDependent: [400],
});

// Monthly statements and exports (DESIGN §9 "Monthly statement" and "Exports").

/**
 * A CSV download: UTF-8 with a byte-order mark, CRLF lines, a header row and a totals row; a cell that a spreadsheet
 * would read as a formula (= + - @, tab, CR) starts with `'`.
 */
const csv = (description: string): Answer => ({
  description,
  contentType: 'text/csv',
  schema: z.string().meta({ description: 'CSV (RFC 4180) with a byte-order mark' }),
  headers: z.object({ 'Content-Disposition': z.string().meta({ description: 'attachment, with the file’s name' }) }),
});

export const getMyStatement = operation({
  name: 'getMyStatement',
  method: 'get', path: '/mess/statements/me', service: 'mess', access: 'session', rateLimit: 'standard',
  summary: 'The caller’s statement of a month (default: the running month, a preview with status open)',
  query: myStatementQuery,
  ok: { 200: json('The statement: its lines, subtotal, late fee and total', statementSchema) },
  fails: { 403: NOT_BOARDER, 404: 'A past month with no statement issued to the caller, or a month not begun' },
  dataDependent: [404],
});

export const listMyStatements = operation({
  name: 'listMyStatements',
  method: 'get', path: '/mess/statements/me/history', service: 'mess', access: 'session', rateLimit: 'standard',
  summary: 'The caller’s issued statements, newest first',
  ok: { 200: json('The issued statements', myStatementsResponse) },
  fails: { 403: NOT_BOARDER },
});

export const closeMonth = operation({
  name: 'closeMonth',
  method: 'post', path: '/mess/statements/close', service: 'mess', access: 'admin', rateLimit: 'standard',
  summary: 'Close an ended month: issue every boarder’s statement as due, once (closing again issues nothing new)',
  body: { schema: closeMonthBody },
  ok: { 200: json('How many statements this call issued and how many were issued before', closeMonthResponse) },
  fails: { 409: 'The month has not ended yet in Asia/Dhaka' },
  dataDependent: [409],
});

export const listStatements = operation({
  name: 'listStatements',
  method: 'get', path: '/mess/statements', service: 'mess', access: 'admin', rateLimit: 'standard',
  summary: 'The boarders’ statements of a month, by e-mail (an unclosed month’s are previews, status open)',
  query: statementsQuery,
  ok: { 200: json('A page of statements', statementsResponse, totalCount) },
});

export const addAdjustment = operation({
  name: 'addAdjustment',
  method: 'post', path: '/mess/statements/{id}/adjustments', service: 'mess', access: 'admin', rateLimit: 'standard',
  summary: 'Add an adjustment to an issued statement: an entry in the boarder’s account for its month (never an edit)',
  params: statementParams,
  body: { schema: adjustmentBody },
  ok: { 200: json('The statement with its new line', statementSchema) },
  // 404 also for a running month's preview id: it is the id its statement gets at the close, stored only then.
  fails: { 404: 'No such statement (or a month not closed yet)', 409: 'The adjustment would take the statement out of range, or another admin is adjusting it at this moment' },
  dataDependent: [404, 409],
});

export const headcountCsv = operation({
  name: 'headcountCsv',
  method: 'get', path: '/mess/headcount.csv', service: 'mess', access: 'admin', rateLimit: 'standard',
  summary: 'The headcount of a range of days as CSV: a row per day and slot, then the totals',
  query: headcountCsvQuery,
  ok: { 200: csv('date, slot, on, guests, plates, off; the totals row sums each column') },
  fails: { 400: 'A range that ends before it starts, or one longer than 366 days' },
  dataDependent: [400],
});

export const statementsCsv = operation({
  name: 'statementsCsv',
  method: 'get', path: '/mess/statements.csv', service: 'mess', access: 'admin', rateLimit: 'standard',
  summary: 'Every boarder’s statement of a month as CSV, then the totals',
  query: statementsCsvQuery,
  ok: { 200: csv('A row per boarder (e-mail, name, status, meals, guests, adjustments, subtotal, late fee, total); the totals row sums them') },
});

export const myStatementCsv = operation({
  name: 'myStatementCsv',
  method: 'get', path: '/mess/statements/me.csv', service: 'mess', access: 'session', rateLimit: 'standard',
  summary: 'The caller’s statement of a month as CSV (default: the running month)',
  query: myStatementCsvQuery,
  ok: { 200: csv('A row per line (kind, count, rate, amount, reason), then the total') },
  fails: { 403: NOT_BOARDER, 404: 'A past month with no statement issued to the caller, or a month not begun' },
  dataDependent: [404],
});

// Accounts, in-person payments, receipts and reconciliation (DESIGN §11 "The mess's books").

/**
 * Who keeps the mess's money desk: records and voids in-person payments and reads any account. An admin today; a
 * mess manager joins by widening this one access.
 */
const MONEY_DESK = 'admin' as const;

export const getMyAccount = operation({
  name: 'getMyAccount',
  method: 'get', path: '/mess/accounts/me', service: 'mess', access: 'session', rateLimit: 'standard',
  summary: 'The caller’s account: the balance (positive due, negative advance) and its entries, newest first',
  query: accountQuery,
  ok: { 200: json('The balance and a page of entries', accountResponse) },
});

export const getAccount = operation({
  name: 'getAccount',
  method: 'get', path: '/mess/accounts/{userId}', service: 'mess', access: MONEY_DESK, rateLimit: 'standard',
  summary: 'A boarder’s account: the balance and its entries, newest first',
  params: accountParams,
  query: accountQuery,
  ok: { 200: json('The balance and a page of entries', accountResponse) },
});

export const recordPayment = operation({
  name: 'recordPayment',
  method: 'post', path: '/mess/payments', service: 'mess', access: MONEY_DESK, rateLimit: 'standard',
  summary: 'Record money handed over in person (cash, bKash, Nagad, Rocket, bank): a payment entry and its numbered receipt',
  body: { schema: recordPaymentBody },
  ok: { 200: json('The receipt, numbered R-YYYYMM-NNNN without gaps in its month', receiptSchema) },
  fails: { 404: 'No such user of the mess', 409: 'That mobile-money reference is recorded already for this method' },
  dataDependent: [404, 409],
});

export const voidPayment = operation({
  name: 'voidPayment',
  method: 'post', path: '/mess/payments/{id}/void', service: 'mess', access: MONEY_DESK, rateLimit: 'standard',
  summary: 'Void a payment recorded in person: a void entry restores the balance (nothing is deleted)',
  params: receiptParams,
  body: { schema: voidPaymentBody },
  ok: { 200: json('The receipt, voided', receiptSchema) },
  fails: { 404: 'No such receipt', 409: 'Voided already' },
  dataDependent: [404, 409],
});

export const getReceipt = operation({
  name: 'getReceipt',
  method: 'get', path: '/mess/receipts/{id}', service: 'mess', access: 'session', rateLimit: 'standard',
  summary: 'A receipt of a payment made in person: the boarder’s own, or any for an admin',
  params: receiptParams,
  ok: { 200: json('The receipt', receiptSchema) },
  fails: { 404: 'No such receipt of the caller' },
  dataDependent: [404],
});

export const getReconciliation = operation({
  name: 'getReconciliation',
  method: 'get', path: '/mess/reconciliation', service: 'mess', access: 'admin', rateLimit: 'standard',
  summary: 'Checks the books: each balance is the sum of its entries, each statement’s closing is opening + charges − payments, card payments agree with svc-payments',
  query: reconciliationQuery,
  ok: { 200: json('What was checked, and every mismatch (none when the books agree)', reconciliationResponse) },
});

// Stays and their approval (DESIGN §11 "Stays"): a boarder's history of stays, each pending until approved.

export const getMyBoarding = operation({
  name: 'getMyBoarding',
  method: 'get', path: '/mess/boarders/me', service: 'mess', access: 'session', rateLimit: 'standard',
  summary: 'The caller’s stays, the status of the latest, the first day a join may start and the last a date may reach',
  ok: { 200: json('The caller’s stays (none before a first join)', myBoardingSchema) },
});

export const approveBoarder = operation({
  name: 'approveBoarder',
  method: 'post', path: '/mess/boarders/{userId}/approve', service: 'mess', access: 'admin', rateLimit: 'standard',
  changes: { getHeadcount: 'all' },
  summary: 'Approve a user’s pending join: counted and billed from its first day, or from the first day still open when that is later',
  params: boarderParams,
  ok: { 200: json('The boarder, approved', boarderSchema) },
  fails: { 404: 'No join of this user is waiting for approval' },
  dataDependent: [404],
});

export const endStay = operation({
  name: 'endStay',
  method: 'delete', path: '/mess/boarders/{userId}', service: 'mess', access: 'admin', rateLimit: 'standard',
  changes: { getHeadcount: 'all' },
  summary: 'End a user’s stay from a date (not before the first day still open): no meals from that day on',
  params: boarderParams,
  query: endStayQuery,
  ok: { 200: json('The boarder whose stay ends', boarderSchema) },
  fails: { 400: 'Not a date, or a date before the first day still open', 404: 'This user has no stay to end' },
  dataDependent: [400, 404],
});
