import type { ErrorRequestHandler } from 'express';
import type { ProfileCollection } from '@hostel/accounts';
import { errorBody } from '@hostel/platform';
import { bindAccounts } from './accounts/http';
import type { Books } from './accounts/entry-store';
import { bindBoarders } from './boarders/http';
import { bindClosures } from './closures/http';
import type { MessContext, StatementsContext } from './context';
import { bindHeadcount } from './headcount/http';
import { bindLeave } from './leave/http';
import { messBinder } from './mess-binder';
import { bindPayments } from './payments/http';
import { CutoffPassedError } from './plan/cutoff-passed-error';
import { bindPlan } from './plan/http';
import { bindReconciliation } from './reconciliation/http';
import { bindSettings } from './settings/http';
import { bindStatements } from './statements/http';

/** DESIGN §9's 409 carries the instant the slot locked, beside the message. */
export const cutoffPassed: ErrorRequestHandler = (err, _req, res, next) => {
  if (!(err instanceof CutoffPassedError)) return next(err);
  res.status(409).json({ ...errorBody(err), cutoffAt: err.cutoffAt });
};

/**
 * svc-mess's handlers, bound to their declarations (packages/contracts/src/operations/mess.ts), each feature its
 * own. Roles come from svc-users' events, so an admin made after signing in is an admin here at once; the counts'
 * events leave through the outbox, after each instance's count tick recounts the slots a write marked
 * (MessContext.countsChange).
 */

/** `afterWrite` wakes the outbox relay, so a write's events (a statement's issue, an audit entry) leave at once. */
export function messRoutes(ctx: MessContext, profiles: ProfileCollection, jwtSecret: string, books: Books, afterWrite?: () => void) {
  const routes = messBinder(profiles, jwtSecret, afterWrite);
  bindSettings(routes, ctx);
  bindBoarders(routes, ctx);
  bindPlan(routes, ctx);
  bindLeave(routes, ctx);
  bindClosures(routes, ctx);
  bindHeadcount(routes, ctx);

  // Monthly statements, the accounts, payments in person and the books' check (DESIGN §9, §11).
  const bills: StatementsContext = { ...ctx, profiles, books };
  bindStatements(routes, bills);
  bindAccounts(routes, bills);
  bindPayments(routes, bills);
  bindReconciliation(routes, bills);

  return routes;
}
