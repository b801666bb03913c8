import {
  boarderSchema,
  boardersQuery,
  boardersResponse,
  closureBody,
  closureParams,
  closureSchema,
  headcountQuery,
  headcountResponse,
  joinMessBody,
  leaveBody,
  leaveMessQuery,
  leaveParams,
  leaveSchema,
  messSettingsSchema,
  planQuery,
  planResponse,
  planSlotBody,
  planSlotParams,
  planSlotResponse,
  reopenResponse,
} from '../api/mess';
import { totalCount, json, operation } from './operation';

/** The mess office (DESIGN §9), served by svc-mess. */

const NOT_BOARDER = 'Not a boarder of the mess (join first), or not on that date';

export const getMessSettings = operation({
  name: 'getMessSettings',
  method: 'get', path: '/mess/settings', service: 'mess', access: 'session', rateLimit: 'standard',
  summary: 'The mess office’s settings: cutoffs, rates, guests, billing',
  ok: { 200: json('The settings in force', messSettingsSchema) },
});

export const putMessSettings = operation({
  name: 'putMessSettings',
  method: 'put', path: '/mess/settings', service: 'mess', access: 'admin', rateLimit: 'standard',
  summary: 'Replace the mess office’s settings',
  body: { schema: messSettingsSchema },
  ok: { 200: json('The settings now in force', messSettingsSchema) },
  fails: { 400: 'An unknown key or a value out of range' },
});

export const joinMess = operation({
  name: 'joinMess',
  method: 'post', path: '/mess/boarders/me', service: 'mess', access: 'session', rateLimit: 'standard',
  summary: 'Join the mess from a date (not before the first day whose slots are all unlocked)',
  body: { schema: joinMessBody },
  ok: { 200: json('The caller as a boarder', boarderSchema) },
  fails: { 400: 'Not a date, or a date before the first day still open', 409: 'Already a boarder' },
  dataDependent: [400, 409],
});

export const leaveMess = operation({
  name: 'leaveMess',
  method: 'delete', path: '/mess/boarders/me', service: 'mess', access: 'session', rateLimit: 'standard',
  summary: 'Leave the mess from a date (no meals from that day on)',
  query: leaveMessQuery,
  ok: { 200: json('The caller as a boarder who leaves', boarderSchema) },
  fails: { 400: 'Not a date, or a date before the first day still open or before joining', 403: NOT_BOARDER },
  dataDependent: [400],
});

export const listBoarders = operation({
  name: 'listBoarders',
  method: 'get', path: '/mess/boarders', service: 'mess', access: 'admin', rateLimit: 'standard',
  summary: 'The boarders, by e-mail',
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
  method: 'put', path: '/mess/plan/{date}/{slot}', service: 'mess', access: 'session', rateLimit: 'standard',
  summary: 'Switch one of the caller’s meals on or off, with guests, before its cutoff',
  params: planSlotParams,
  body: { schema: planSlotBody },
  ok: { 200: json('The slot as it now is', planSlotResponse) },
  fails: {
    400: 'Not a date or slot, or more guests than the settings allow',
    403: NOT_BOARDER,
    409: 'The cutoff has passed (the answer gives `cutoffAt`), or the mess is closed for that meal',
  },
  dataDependent: [400, 409],
});

export const takeLeave = operation({
  name: 'takeLeave',
  method: 'post', path: '/mess/leave', service: 'mess', access: 'session', rateLimit: 'standard',
  summary: 'Turn off every unlocked meal of the caller from one date to another (inclusive)',
  body: { schema: leaveBody },
  ok: { 200: json('The leave', leaveSchema) },
  fails: { 400: 'Not dates, the end before the start, or longer than 62 days', 403: NOT_BOARDER },
  dataDependent: [400],
});

export const cancelLeave = operation({
  name: 'cancelLeave',
  method: 'delete', path: '/mess/leave/{id}', service: 'mess', access: 'session', rateLimit: 'standard',
  summary: 'Cancel a leave: its slots still unlocked are on again',
  params: leaveParams,
  ok: { 200: json('The leave, cancelled', leaveSchema) },
  fails: { 403: NOT_BOARDER, 404: 'No such leave of the caller' },
  dataDependent: [404],
});

export const closeMess = operation({
  name: 'closeMess',
  method: 'put', path: '/mess/closures/{date}', service: 'mess', access: 'admin', rateLimit: 'standard',
  summary: 'Close the mess for some meals of a day: off for everyone, never counted',
  params: closureParams,
  body: { schema: closureBody },
  ok: { 200: json('The day’s closure', closureSchema) },
  fails: { 400: 'Not a date or slots', 409: 'A slot’s cutoff has passed' },
  dataDependent: [409],
});

export const reopenMess = operation({
  name: 'reopenMess',
  method: 'delete', path: '/mess/closures/{date}', service: 'mess', access: 'admin', rateLimit: 'standard',
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
  ok: { 200: json('Each day’s Breakfast, Lunch and Dinner', headcountResponse) },
  fails: { 400: 'Neither a date nor a range, both, a range that ends before it starts, or one longer than 31 days' },
  // Which of date/from/to go together, and the range's order and length, are relations no JSON Schema states.
  dataDependent: [400],
});
