import {
  dueDateOf,
  EVENTS,
  lateDaysOf,
  statementLateFeeOf,
  todayInDhaka,
  type CloseMonthResult,
  type MealSlot,
  type Statement,
  type StatementLine,
  type StatementSnapshot,
} from '@hostel/contracts';
import type { ProfileCollection } from '@hostel/accounts';
import {
  conflict,
  DuplicateKeyError,
  forbidden,
  newEvent,
  notFound,
  outboxed,
  refuse,
  withOutbox,
  type Collection,
  type Doc,
  type DocumentStore,
  type EventEnvelope,
  type Filter,
  type OutboxFields,
} from '@hostel/platform';
import { boarderOf } from '../boarders/boarders';
import type { MessContext } from '../context';
import { boardersBetween, type BoarderOfDays } from '../boarders/stays';
import { derivedId, type BoarderDoc } from '../mess-store';
import { billedSlots, monthDays, MonthBill, sumOf } from './billing';
import { readTimeline, type SettingsTimeline } from '../settings/settings-history';

/** An adjustment line as stored: who added it and when, beside what the boarder sees. */
export interface AdjustmentDoc {
  amount: number;
  reason: string;
  at: string;
  by: string;
}

/** An issued statement: its meal lines are fixed when the month closes; adjustments are appended, never edited. */
export interface StatementDoc extends Doc, OutboxFields {
  userId: string;
  email: string;
  month: string;
  status: 'due' | 'paid';
  lines: StatementLine[];
  adjustments: AdjustmentDoc[];
  /** Meal lines and adjustments (every line but the late fee). */
  subtotal: number;
  dueDate: string;
  lateFeePerDay: number;
  lateFeeMaxDays: number;
  issuedAt: string;
  paidAt?: string;
  paymentId?: string;
  /** Payments Stripe took back (`payment.refunded`): none of them pays the statement, whatever order events come in. */
  refundedPayments?: string[];
  /** 1 when issued, +1 per adjustment: the events' version. */
  version: number;
}

/** What the statements use beside the mess office's context. */
export interface StatementsContext extends MessContext {
  profiles: ProfileCollection;
}

/** Makes an admin change's audit event (the binder's `audit`), stored with the change in the same write. */
export type AuditOf = (change: { target: { type: string; id: string }; before?: unknown; after?: unknown }) => EventEnvelope;

export async function statementsCollection(store: DocumentStore): Promise<Collection<StatementDoc>> {
  const statements = store.collection<StatementDoc>('statements');
  await Promise.all([
    // One statement per boarder and month: closing twice, or two admins closing at once, issues each once.
    statements.createIndex({ userId: 1, month: 1 }, { unique: true }),
    statements.createIndex({ month: 1, email: 1 }),
  ]);
  return statements;
}

/** How many documents one read of a batch brings (a CSV's rows). */
export const BATCH = 1000;
const CHANGES_BATCH = 5_000;

/**
 * Reads every match in batches ordered by id, each batch starting after the last one's id: memory holds one batch,
 * whatever the number of matches (the store has no cursor of its own).
 */
export async function* inBatches<T extends Doc>(collection: Collection<T>, filter: Filter, options: { batch?: number; projection?: Record<string, 0 | 1> } = {}): AsyncGenerator<T[]> {
  let after: string | undefined;
  for (;;) {
    const batch = await collection.find(after === undefined ? filter : { ...filter, _id: { $gt: after } }, {
      sort: { _id: 1 },
      limit: options.batch ?? BATCH,
      ...(options.projection ? { projection: options.projection } : {}),
    });
    if (batch.length === 0) return;
    yield batch;
    if (batch.length < (options.batch ?? BATCH)) return;
    after = batch[batch.length - 1]!._id;
  }
}

export const monthOf = (now: Date): string => todayInDhaka(now).slice(0, 7);
/** A month has ended in Dhaka once its last day is behind today. */
export const monthEnded = (month: string, now: Date): boolean => monthDays(month).last < todayInDhaka(now);

/** Who boarded at some point of the month (all, or the one user), with their approved stays in it. */
export function boardersOfMonth(ctx: StatementsContext, month: string, userId?: string): Promise<BoarderOfDays[]> {
  const { first, last } = monthDays(month);
  return boardersBetween(ctx, first, last, userId);
}

/**
 * The month's bills as of now, for every boarder of the month or only one: locked slots only (a running month's
 * preview holds what is locked so far; once the month has ended every slot is).
 */
export async function computeMonth(
  ctx: StatementsContext,
  month: string,
  userId?: string,
  known?: BoarderOfDays[],
): Promise<{ bill: MonthBill; boarders: BoarderOfDays[]; timeline: SettingsTimeline }> {
  const { first, last } = monthDays(month);
  const [timeline, closures, boarders] = await Promise.all([
    readTimeline(ctx.db),
    ctx.db.closures.find({ date: { $gte: first, $lte: last } }),
    known ?? boardersOfMonth(ctx, month, userId),
  ]);
  const closed = new Map(closures.map((closure) => [closure.date, new Set<MealSlot>(closure.slots)]));
  const bill = new MonthBill(billedSlots(month, timeline, closed, ctx.clock.now()));
  for (const boarder of boarders) bill.addBoarder(boarder);
  const changes = { ...(userId ? { userId } : {}), date: { $gte: first, $lte: last } };
  // One cursor over the month's changes, projected to the five fields billing needs: on FerretDB a filter other than
  // by id reads all of plan_slots, so id-ordered pages would read it once per page.
  for await (const batch of ctx.db.plan.scan(changes, { batch: CHANGES_BATCH, projection: { userId: 1, date: 1, slot: 1, on: 1, guests: 1 } })) {
    for (const change of batch) bill.addChange(change);
  }
  return { bill, boarders, timeline };
}

/** A boarder's statement as the API answers it: the stored lines, the adjustments, and the late fee as of now. */
export function toStatement(doc: StatementDoc, name: string | undefined, now: Date): Statement {
  const lateFee = statementLateFeeOf(doc, now);
  const lines: StatementLine[] = [
    ...doc.lines,
    ...doc.adjustments.map((adjustment) => ({ kind: 'adjustment' as const, amount: adjustment.amount, reason: adjustment.reason })),
    ...(lateFee > 0 ? [{ kind: 'late fee' as const, count: Math.min(lateDaysOf(doc, now), doc.lateFeeMaxDays), rate: doc.lateFeePerDay, amount: lateFee }] : []),
  ];
  return {
    id: doc._id,
    userId: doc.userId,
    email: doc.email,
    ...(name ? { name } : {}),
    month: doc.month,
    status: doc.status,
    lines,
    subtotal: doc.subtotal,
    lateFee,
    total: doc.subtotal + lateFee,
    dueDate: doc.dueDate,
    issuedAt: doc.issuedAt,
    ...(doc.paidAt ? { paidAt: doc.paidAt } : {}),
    overdue: doc.status === 'due' && doc.subtotal > 0 && todayInDhaka(now) > doc.dueDate,
  };
}

/**
 * A boarder-month's statement id, derived rather than drawn: the running month's preview answers the id its statement
 * gets when the month closes, so one boarder-month has one id before and after (an id taken from a preview names
 * nothing stored until then: 404).
 */
export const statementIdOf = (userId: string, month: string): string => derivedId('statement', userId, month);

/** A month not closed yet: what is locked so far, status open, under the id its statement will have. */
export function previewStatement(boarder: Pick<BoarderDoc, 'userId' | 'email'>, name: string | undefined, month: string, lines: StatementLine[]): Statement {
  const subtotal = sumOf(lines);
  return { id: statementIdOf(boarder.userId, month), userId: boarder.userId, email: boarder.email, ...(name ? { name } : {}), month, status: 'open', lines, subtotal, lateFee: 0, total: subtotal, overdue: false };
}

/** The users' names from svc-users' events (the read model), for the ids given. */
export async function namesOf(profiles: ProfileCollection, userIds: string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const found = await profiles.find({ _id: { $in: userIds } }, { projection: { _id: 1, name: 1 } });
  return new Map(found.filter((profile) => typeof profile.name === 'string').map((profile) => [profile._id, profile.name as string]));
}

const snapshotOf = (doc: Pick<StatementDoc, '_id' | 'userId' | 'email' | 'month' | 'subtotal' | 'dueDate' | 'lateFeePerDay' | 'lateFeeMaxDays' | 'version'>): StatementSnapshot => ({
  statementId: doc._id,
  userId: doc.userId,
  email: doc.email,
  month: doc.month,
  subtotal: doc.subtotal,
  dueDate: doc.dueDate,
  lateFeePerDay: doc.lateFeePerDay,
  lateFeeMaxDays: doc.lateFeeMaxDays,
  version: doc.version,
});

/** How many new statements one write inserts: a batch's documents and their events stay small. */
const ISSUE_BATCH = 500;

/**
 * Closes an ended month (DESIGN §9): every boarder of the month gets one statement, due on `dueDay` of the next
 * month with the late-fee terms now in force, each document carrying its `statement.issued` (the outbox). Boarders
 * issued before are counted, not issued again; the unique index settles two closes racing.
 */
export async function closeMonth(ctx: StatementsContext, month: string, audit?: AuditOf): Promise<CloseMonthResult> {
  const now = ctx.clock.now();
  if (!monthEnded(month, now)) throw refuse(409, 'monthNotEnded', { month });
  const [boarders, issuedBefore] = await Promise.all([boardersOfMonth(ctx, month), ctx.db.statements.find({ month }, { projection: { userId: 1 } })]);
  const already = new Set(issuedBefore.map((doc) => doc.userId));
  const toIssue = boarders.filter((boarder) => !already.has(boarder.userId));
  // Closed before: nothing to compute (the month's changes are the costly read).
  if (toIssue.length === 0) return { month, issued: 0, alreadyIssued: boarders.length };
  const { bill, timeline } = await computeMonth(ctx, month, undefined, boarders);
  const settings = timeline.current;
  const terms = { dueDate: dueDateOf(month, settings.dueDay), lateFeePerDay: settings.lateFeePerDay, lateFeeMaxDays: settings.lateFeeMaxDays };
  let issued = 0;
  for (let start = 0; start < toIssue.length; start += ISSUE_BATCH) {
    const docs = toIssue.slice(start, start + ISSUE_BATCH).map((boarder) => {
      const lines = bill.linesOf(boarder.userId);
      const doc: StatementDoc = {
        _id: statementIdOf(boarder.userId, month),
        userId: boarder.userId,
        email: boarder.email,
        month,
        status: 'due',
        lines,
        adjustments: [],
        subtotal: sumOf(lines),
        ...terms,
        issuedAt: now.toISOString(),
        version: 1,
      };
      const issuedEvent = outboxed(doc, newEvent(EVENTS.statementIssued, snapshotOf(doc)));
      // The close's one audit entry rides with the first statement it issues, in the same write.
      return audit && start === 0 && boarder === toIssue[0] ? outboxed(issuedEvent, audit({ target: { type: 'statement-month', id: month }, after: { month, issuing: toIssue.length } })) : issuedEvent;
    });
    issued += await insertNew(ctx.db.statements, docs);
  }
  return { month, issued, alreadyIssued: boarders.length - issued };
}

/** Inserts a batch; when another close inserted some first, inserts the rest one by one. How many it inserted. */
async function insertNew(statements: Collection<StatementDoc>, docs: StatementDoc[]): Promise<number> {
  try {
    await statements.insertMany(docs);
    return docs.length;
  } catch (err) {
    if (!(err instanceof DuplicateKeyError)) throw err;
  }
  let inserted = 0;
  for (const doc of docs) {
    if (await statements.findOne({ userId: doc.userId, month: doc.month }, { projection: { _id: 1 } })) continue;
    try {
      await statements.insertOne(doc);
      inserted++;
    } catch (err) {
      if (!(err instanceof DuplicateKeyError)) throw err;
    }
  }
  return inserted;
}

/** Filters of the admin's list: a status, or overdue (due, past its due date). */
export function statusFilter(status: string | undefined, now: Date): Filter {
  if (status === 'overdue') return { status: 'due', subtotal: { $gt: 0 }, dueDate: { $lt: todayInDhaka(now) } };
  if (status === 'due' || status === 'paid') return { status };
  return {};
}

/** The caller's statement of a month: the running month's preview, or an issued one (404 for a past month without). */
export async function myStatement(ctx: StatementsContext, userId: string, month: string | undefined): Promise<Statement> {
  const now = ctx.clock.now();
  const running = monthOf(now);
  const wanted = month ?? running;
  const issued = await ctx.db.statements.findOne({ userId, month: wanted });
  const names = await namesOf(ctx.profiles, [userId]);
  if (issued) return toStatement(issued, names.get(userId), now);
  if (wanted !== running) throw refuse(404, 'noStatementOfMonth', { month: wanted });
  const boarder = await boarderOf(ctx, userId);
  const { bill } = await computeMonth(ctx, wanted, userId);
  return previewStatement(boarder, names.get(userId), wanted, bill.linesOf(userId));
}

/** The caller's issued statements, newest first; 403 for one who never boarded. */
export async function myStatements(ctx: StatementsContext, userId: string): Promise<{ data: Statement[] }> {
  const [docs, boarder] = await Promise.all([ctx.db.statements.find({ userId }, { sort: { month: -1 } }), ctx.db.boarders.findOne({ userId })]);
  if (!boarder && docs.length === 0) throw forbidden('You are not a boarder of the mess. Join it first.');
  const names = await namesOf(ctx.profiles, [userId]);
  const now = ctx.clock.now();
  return { data: docs.map((doc) => toStatement(doc, names.get(userId), now)) };
}

/**
 * How long one computation of a month not closed yet serves the admin's list. Each computation reads the whole
 * month's plan changes (on FerretDB a scan of plan_slots), and an admin paging through a month, or the CSV after the
 * list, asks for the same month moments apart: a few seconds keeps that to one read, while a switch or a join made
 * meanwhile shows at most this late (a preview only ever says what is locked so far anyway).
 */
export const PREVIEW_TTL_MS = 3_000;
/** Months kept at once per service: the admin looks at one or two; the bills are boarders-sized. */
const PREVIEW_MONTHS = 4;

interface KeptPreview {
  /** When it was computed, by the machine (how old it is) and by the service's clock (a test clock moved since). */
  at: number;
  clockAt: number;
  computed: Promise<{ bill: MonthBill; boarders: BoarderOfDays[] }>;
}
const keptPreviews = new WeakMap<object, Map<string, KeptPreview>>();

/**
 * The month's bills for its previews, computed once per PREVIEW_TTL_MS for every page read meanwhile (reads that
 * arrive while it is being computed share it). Kept per collections object, so each service instance, and each
 * test's store, has its own. The service's clock is compared too: a clock moved (tests move it) computes afresh.
 */
export function monthPreview(ctx: StatementsContext, month: string): Promise<{ bill: MonthBill; boarders: BoarderOfDays[] }> {
  let kept = keptPreviews.get(ctx.db);
  if (!kept) keptPreviews.set(ctx.db, (kept = new Map()));
  const at = performance.now();
  const clockAt = ctx.clock.now().getTime();
  const found = kept.get(month);
  if (found && at - found.at < PREVIEW_TTL_MS && Math.abs(clockAt - found.clockAt) < PREVIEW_TTL_MS) return found.computed;
  const computed = computeMonth(ctx, month);
  const entry: KeptPreview = { at, clockAt, computed };
  kept.delete(month);
  kept.set(month, entry);
  for (const [oldest, old] of kept) {
    if (kept.size <= PREVIEW_MONTHS) break;
    if (old !== entry) kept.delete(oldest);
  }
  // A failed computation is not kept: the next read tries again.
  computed.catch(() => {
    if (kept.get(month) === entry) kept.delete(month);
  });
  return computed;
}

/**
 * The admin's page of a month's statements, by e-mail: the issued ones once the month is closed, else every
 * boarder's preview (the month computed at once, and kept a few seconds for the next pages: monthPreview).
 */
export async function listStatements(
  ctx: StatementsContext,
  query: { month: string; status?: string; page?: number; limit?: number },
): Promise<{ data: Statement[]; total: number; totalPages: number }> {
  const now = ctx.clock.now();
  const limit = query.limit ?? 20;
  const skip = ((query.page ?? 1) - 1) * limit;
  const closed = (await ctx.db.statements.count({ month: query.month })) > 0;
  if (closed) {
    const filter = { month: query.month, ...statusFilter(query.status, now) };
    const [docs, total] = await Promise.all([ctx.db.statements.find(filter, { sort: { email: 1 }, skip, limit }), ctx.db.statements.count(filter)]);
    const names = await namesOf(ctx.profiles, docs.map((doc) => doc.userId));
    return { data: docs.map((doc) => toStatement(doc, names.get(doc.userId), now)), total, totalPages: Math.ceil(total / limit) };
  }
  if (query.status && query.status !== 'open') return { data: [], total: 0, totalPages: 0 };
  const { first } = monthDays(query.month);
  if (first > todayInDhaka(now)) return { data: [], total: 0, totalPages: 0 };
  const { bill, boarders } = await monthPreview(ctx, query.month);
  const sorted = [...boarders].sort((a, b) => a.email.localeCompare(b.email));
  const page = sorted.slice(skip, skip + limit);
  const names = await namesOf(ctx.profiles, page.map((boarder) => boarder.userId));
  return {
    data: page.map((boarder) => previewStatement(boarder, names.get(boarder.userId), query.month, bill.linesOf(boarder.userId))),
    total: sorted.length,
    totalPages: Math.ceil(sorted.length / limit),
  };
}

/** The most a statement's subtotal may reach either way with adjustments: keeps totals finite and chargeable. */
const SUBTOTAL_BOUND = 1_000_000;

/**
 * Adds an adjustment line (never edits one): the subtotal and version move with it, and the new snapshot leaves as
 * `statement.adjusted` in the same write. A write that raced another (the version moved) reads again and retries.
 */
export async function addAdjustment(ctx: StatementsContext, id: string, adjustment: { amount: number; reason: string }, by: string, audit?: AuditOf): Promise<Statement> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const doc = await ctx.db.statements.findOne({ _id: id });
    if (!doc) throw notFound('No such statement.');
    if (doc.status === 'paid') throw conflict('This statement is already paid.');
    const subtotal = doc.subtotal + adjustment.amount;
    if (Math.abs(subtotal) > SUBTOTAL_BOUND) throw conflict('The adjustment would take the statement out of range.');
    const now = ctx.clock.now();
    const line: AdjustmentDoc = { amount: adjustment.amount, reason: adjustment.reason, at: now.toISOString(), by };
    const after: StatementDoc = { ...doc, subtotal, version: doc.version + 1, adjustments: [...doc.adjustments, line] };
    let update = withOutbox({ $push: { adjustments: line }, $set: { subtotal, version: after.version } }, newEvent(EVENTS.statementAdjusted, snapshotOf(after)));
    if (audit) update = withOutbox(update, audit({ target: { type: 'statement', id }, before: { subtotal: doc.subtotal, version: doc.version }, after: { subtotal, version: after.version, adjustment: line } }));
    const result = await ctx.db.statements.updateOne({ _id: id, status: 'due', version: doc.version }, update);
    if (result.matched === 1) {
      const names = await namesOf(ctx.profiles, [doc.userId]);
      return toStatement(after, names.get(doc.userId), now);
    }
  }
  throw conflict('The statement is being changed by someone else; try again.');
}

/**
 * `payment.succeeded` of kind statement: the statement is paid, once (a redelivery or a second payment changes
 * nothing), unless that payment was taken back already (its refund's event came first).
 */
export async function markPaid(statements: Collection<StatementDoc>, payment: { statementId: string; paymentId: string }, paidAt: string): Promise<boolean> {
  const result = await statements.updateOne({ _id: payment.statementId, status: 'due', refundedPayments: { $ne: payment.paymentId } }, { $set: { status: 'paid', paidAt, paymentId: payment.paymentId } });
  return result.modified === 1;
}

/**
 * `payment.refunded` of kind statement: Stripe took the payment back, so a statement it paid is due again (overdue
 * past its due date, the late fee counting from the due date as if never paid: the rules freeze it at a payment, and
 * none stands). The payment is remembered as refunded either way, so its `payment.succeeded` arriving later pays
 * nothing. No audit entry: like a payment, this is no admin's change. Whether the statement reopened.
 */
export async function reopenRefunded(statements: Collection<StatementDoc>, refund: { statementId: string; paymentId: string }): Promise<boolean> {
  const reopened = await statements.updateOne(
    { _id: refund.statementId, status: 'paid', paymentId: refund.paymentId },
    { $set: { status: 'due' }, $unset: { paidAt: '', paymentId: '' }, $addToSet: { refundedPayments: refund.paymentId } },
  );
  if (reopened.modified === 1) return true;
  await statements.updateOne({ _id: refund.statementId }, { $addToSet: { refundedPayments: refund.paymentId } });
  return false;
}
