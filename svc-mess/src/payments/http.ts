import { API } from '@hostel/contracts';
import type { MessRoutes } from '../mess-binder';
import type { StatementsContext } from '../context';
import { readReceipt } from './read-receipt';
import { recordPayment } from './record-payment';
import { voidPayment } from './void-payment';

/** Payments made in person and their receipts. */
export function bindPayments(routes: MessRoutes, ctx: StatementsContext): void {
  routes.on(API.recordPayment, ({ body }, { caller, audit }) => recordPayment(ctx, body, caller.email, audit));
  routes.on(API.voidPayment, ({ params, body }, { caller, audit }) => voidPayment(ctx, params.id, body.reason, caller.email, audit));
  routes.on(API.getReceipt, ({ params }, { caller }) => readReceipt(ctx, params.id, caller));
}
