import { API } from '@hostel/contracts';
import type { PaymentCollection } from '../payments/payment-store';
import type { PaymentsRoutes } from '../payments/http';
import { paymentsInsights } from './payments-insights';

export function bindInsights(routes: PaymentsRoutes, payments: PaymentCollection): void {
  routes.on(API.paymentsInsights, async () => paymentsInsights(payments));
}
