import { ALLERGEN_KEYS, DIET_KEYS, enumLabels, formatDateTime, formatDay, formatMonth, formatNumber, formatTaka } from '@hostel/ui';
import { slotName, type useAdminT } from '../i18n';
import type { ValueKind } from './audit-fields';

/** The admin catalogue's `t`, as the audit log's formatters take it. */
export type AdminT = ReturnType<typeof useAdminT>['t'];

const ROLES = { user: 'audit.values.role.user', admin: 'audit.values.role.admin' } as const;
const STATUSES = { Pending: 'serve.status.pending', Delivered: 'serve.status.delivered' } as const;

const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MONTH = /^\d{4}-\d{2}$/;

/** A clock time (22:00) in the page's digits. */
const clockTime = (time: string) => time.replace(/\d+/g, (digits) => formatNumber(Number(digits)).padStart(digits.length, formatNumber(0)));

const named = <K extends string>(t: AdminT, keys: Readonly<Record<K, string>>, value: string) => (Object.hasOwn(keys, value) ? t(keys[value as K]) : value);

/** A value whose kind is not known: dates and moments as the site writes them, lists and objects spelled out. */
export function plainValue(value: unknown, t: AdminT): string {
  if (value === undefined || value === null || value === '') return t('audit.none');
  if (typeof value === 'boolean') return t(value ? 'audit.values.yes' : 'audit.values.no');
  if (typeof value === 'number') return formatNumber(value);
  if (typeof value === 'string') {
    if (MOMENT.test(value)) return formatDateTime(value);
    if (DAY.test(value)) return formatDay(value);
    if (MONTH.test(value)) return formatMonth(value);
    return value;
  }
  if (Array.isArray(value)) return value.length === 0 ? t('audit.none') : value.map((item) => plainValue(item, t)).join(', ');
  return Object.entries(value as Record<string, unknown>)
    .map(([key, inner]) => `${key}: ${plainValue(inner, t)}`)
    .join('; ');
}

const list = (value: unknown, name: (item: string) => string, t: AdminT) =>
  Array.isArray(value) && value.every((item) => typeof item === 'string') ? (value.length === 0 ? t('audit.none') : value.map(name).join(', ')) : plainValue(value, t);

/** A recorded value of a known kind in the page's language; a value not of the shape its kind expects reads plainly. */
export function valueOf(value: unknown, kind: ValueKind | undefined, t: AdminT): string {
  if (value === undefined || value === null) return t('audit.none');
  const labels = enumLabels();
  switch (kind) {
    case 'taka':
      return typeof value === 'number' ? formatTaka(value) : plainValue(value, t);
    case 'count':
      return plainValue(value, t);
    case 'days':
      return typeof value === 'number' ? t('audit.values.days', { count: value, n: formatNumber(value) }) : plainValue(value, t);
    case 'dayOfMonth':
      return typeof value === 'number' ? t('audit.values.dayOfMonth', { day: formatNumber(value) }) : plainValue(value, t);
    case 'cutoff': {
      const { daysBefore, time } = value as { daysBefore?: unknown; time?: unknown };
      if (typeof daysBefore !== 'number' || typeof time !== 'string') return plainValue(value, t);
      return t('audit.values.cutoff', { days: t('audit.values.daysBefore', { count: daysBefore, n: formatNumber(daysBefore) }), time: clockTime(time) });
    }
    case 'adjustment': {
      const { amount, reason } = value as { amount?: unknown; reason?: unknown };
      if (typeof amount !== 'number' || typeof reason !== 'string') return plainValue(value, t);
      return t('audit.values.adjustment', { amount: formatTaka(amount), reason });
    }
    case 'slots':
      return list(value, slotName, t);
    case 'category':
      return typeof value === 'string' ? labels.category(value) : plainValue(value, t);
    case 'diet':
      return list(value, (tag) => (Object.hasOwn(DIET_KEYS, tag) ? labels.diet(tag as keyof typeof DIET_KEYS) : tag), t);
    case 'allergens':
      return list(value, (allergen) => (Object.hasOwn(ALLERGEN_KEYS, allergen) ? labels.allergen(allergen as keyof typeof ALLERGEN_KEYS) : allergen), t);
    case 'role':
      return typeof value === 'string' ? named(t, ROLES, value) : plainValue(value, t);
    case 'status':
      return typeof value === 'string' ? named(t, STATUSES, value) : plainValue(value, t);
    case 'month':
      return typeof value === 'string' && MONTH.test(value) ? formatMonth(value) : plainValue(value, t);
    default:
      return plainValue(value, t);
  }
}
