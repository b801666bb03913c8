import { Router } from 'express';
import { adminCaller, type ProfileCollection } from '@hostel/accounts';
import { authenticate } from '@hostel/platform';
import type { PaymentCollection } from '../payments/payment-store';
import { paymentsInsights } from './payments-insights';

/** Mounted before the payments router, whose `/payments/:userId` would otherwise claim `/payments/insights`. */
export function insightsRouter(payments: PaymentCollection, profiles: ProfileCollection, jwtSecret: string): Router {
  const router = Router();
  router.get('/payments/insights', authenticate(jwtSecret), async (req, res) => {
    await adminCaller(profiles, req.auth);
    res.json(await paymentsInsights(payments));
  });
  return router;
}
