/**
 * What an audit entry's before and after say, as lines an admin reads: the fields the trail's writers record
 * (packages/platform's auditor stores each service's own shapes), each with its label and the kind of value it holds.
 * A field not named here still shows, under its recorded name.
 */

export type ValueKind =
  | 'adjustment'
  | 'allergens'
  | 'category'
  | 'count'
  | 'cutoff'
  | 'dayOfMonth'
  | 'days'
  | 'diet'
  | 'month'
  | 'role'
  | 'slots'
  | 'status'
  | 'taka'
  | 'text';

export interface FieldSpec {
  /** The label's key in the admin catalogue; `{{slot}}` in it is the slot a settings path names. */
  label: string;
  kind: ValueKind;
}

/** Fields by their path in the recorded state (`cutoffs.Breakfast`); `*` stands for a meal slot. */
const FIELDS: Readonly<Record<string, FieldSpec>> = {
  // Mess settings
  'cutoffs.*': { label: 'audit.fields.cutoff', kind: 'cutoff' },
  'rates.guest': { label: 'audit.fields.guestRate', kind: 'taka' },
  'rates.*': { label: 'audit.fields.rate', kind: 'taka' },
  maxGuests: { label: 'audit.fields.maxGuests', kind: 'count' },
  dueDay: { label: 'audit.fields.dueDay', kind: 'dayOfMonth' },
  lateFeePerDay: { label: 'audit.fields.lateFeePerDay', kind: 'taka' },
  lateFeeMaxDays: { label: 'audit.fields.lateFeeMaxDays', kind: 'days' },
  planHorizonDays: { label: 'audit.fields.planHorizonDays', kind: 'days' },
  autoApproveDomains: { label: 'audit.fields.autoApproveDomains', kind: 'text' },
  // Closures
  slots: { label: 'audit.fields.slots', kind: 'slots' },
  reason: { label: 'audit.fields.reason', kind: 'text' },
  // Statements and payments
  month: { label: 'audit.fields.month', kind: 'month' },
  issuing: { label: 'audit.fields.issuing', kind: 'count' },
  subtotal: { label: 'audit.fields.subtotal', kind: 'taka' },
  adjustment: { label: 'audit.fields.adjustment', kind: 'adjustment' },
  amount: { label: 'audit.fields.amount', kind: 'taka' },
  method: { label: 'audit.fields.method', kind: 'text' },
  reference: { label: 'audit.fields.reference', kind: 'text' },
  receivedAt: { label: 'audit.fields.receivedAt', kind: 'text' },
  from: { label: 'audit.fields.from', kind: 'text' },
  until: { label: 'audit.fields.until', kind: 'text' },
  // Users
  role: { label: 'audit.fields.role', kind: 'role' },
  email: { label: 'audit.fields.email', kind: 'text' },
  // Meals, upcoming meals, the menu
  title: { label: 'audit.fields.title', kind: 'text' },
  category: { label: 'audit.fields.category', kind: 'category' },
  price: { label: 'audit.fields.price', kind: 'taka' },
  postTime: { label: 'audit.fields.postTime', kind: 'text' },
  description: { label: 'audit.fields.description', kind: 'text' },
  ingredients: { label: 'audit.fields.ingredients', kind: 'text' },
  image: { label: 'audit.fields.image', kind: 'text' },
  distributorName: { label: 'audit.fields.distributorName', kind: 'text' },
  createdAt: { label: 'audit.fields.createdAt', kind: 'text' },
  likes: { label: 'audit.fields.likes', kind: 'count' },
  dietTags: { label: 'audit.fields.dietTags', kind: 'diet' },
  allergens: { label: 'audit.fields.allergens', kind: 'allergens' },
  calories: { label: 'audit.fields.calories', kind: 'count' },
  mealIds: { label: 'audit.fields.mealIds', kind: 'text' },
  // Reviews and serve requests
  rating: { label: 'audit.fields.rating', kind: 'count' },
  comment: { label: 'audit.fields.comment', kind: 'text' },
  userName: { label: 'audit.fields.userName', kind: 'text' },
  userEmail: { label: 'audit.fields.email', kind: 'text' },
  status: { label: 'audit.fields.status', kind: 'status' },
};

/** The store's and the record's bookkeeping: the target already names the record, and a version is no one's change. */
const HIDDEN = new Set(['_id', 'version', 'likedBy']);

export interface ChangeLine {
  path: string;
  /** Absent for a field not named in FIELDS: it shows under its recorded name. */
  field?: FieldSpec;
  /** The meal slot a settings path names (`Breakfast` of `cutoffs.Breakfast`). */
  slot?: string;
  before?: unknown;
  after?: unknown;
  /** added: a field a creation or an edit brings; removed: one a deletion or an edit takes away; changed: old and new. */
  change: 'added' | 'removed' | 'changed';
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function fieldAt(path: string): { field?: FieldSpec; slot?: string } {
  if (Object.hasOwn(FIELDS, path)) return { field: FIELDS[path] };
  const dot = path.lastIndexOf('.');
  const pattern = `${path.slice(0, dot)}.*`;
  return dot > 0 && Object.hasOwn(FIELDS, pattern) ? { field: FIELDS[pattern], slot: path.slice(dot + 1) } : {};
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A state that is not an object (a value alone) reads as one field. */
const asFields = (state: unknown): Record<string, unknown> | undefined => (state === undefined ? undefined : isRecord(state) ? state : { value: state });

/**
 * The lines of one entry, in the recorded order: every field of a creation or a deletion, and the fields an edit
 * changed (nested objects, such as the settings' cutoffs and rates, field by field).
 */
export function changeLines(before: unknown, after: unknown): ChangeLine[] {
  const old = asFields(before);
  const now = asFields(after);
  const change = old === undefined ? 'added' : now === undefined ? 'removed' : 'changed';
  const lines: ChangeLine[] = [];
  if (old === undefined && now === undefined) return lines;
  const walk = (path: string, a: unknown, b: unknown) => {
    const { field, slot } = fieldAt(path);
    const nested = (a === undefined || isRecord(a)) && (b === undefined || isRecord(b)) && (a !== undefined || b !== undefined);
    if (!field && nested) {
      for (const key of keysOf(a, b)) walk(path ? `${path}.${key}` : key, (a as Record<string, unknown> | undefined)?.[key], (b as Record<string, unknown> | undefined)?.[key]);
    } else if (change !== 'changed') lines.push({ path, field, slot, before: a, after: b, change });
    // A field an edit brings or takes away (a statement's new adjustment) reads as added or removed, not from 'none'.
    else if (!same(a, b)) lines.push({ path, field, slot, before: a, after: b, change: a === undefined ? 'added' : b === undefined ? 'removed' : 'changed' });
  };
  walk('', old, now);
  return lines;
}

function keysOf(a: unknown, b: unknown): string[] {
  const keys = [...Object.keys(isRecord(a) ? a : {}), ...Object.keys(isRecord(b) ? b : {})];
  return [...new Set(keys)].filter((key) => !HIDDEN.has(key));
}
