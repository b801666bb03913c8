import { menuDaySchema, menuQuery, menuSlotBody, menuSlotParams, menuWeekSchema } from '../api/menu';
import { json, operation } from './operation';

export const getMenu = operation({
  name: 'getMenu',
  method: 'get', path: '/menu', service: 'meals', access: 'public', rateLimit: 'standard',
  summary: 'A week’s menu (default: this week in Asia/Dhaka)',
  query: menuQuery,
  ok: { 200: json('Monday to Sunday, each day’s Breakfast, Lunch and Dinner', menuWeekSchema) },
  fails: { 400: 'Not an ISO week (YYYY-Www) of its year' },
});

export const setMenuSlot = operation({
  name: 'setMenuSlot',
  changes: { getMeal: 'all', listMeals: 'all', getMenu: 'all', getHeadcount: 'all' },
  method: 'put', path: '/menu/{date}/{slot}', service: 'meals', access: 'admin', rateLimit: 'standard',
  summary: 'Replace one slot of a day’s menu',
  params: menuSlotParams,
  body: { schema: menuSlotBody },
  ok: { 200: json('The day, with the slot replaced', menuDaySchema) },
  fails: { 400: 'Not a date or slot, more than 10 meals, a meal twice, or a meal that does not exist' },
  dataDependent: [400],
});
