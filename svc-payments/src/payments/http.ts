import express, { Router } from 'express';
import type Stripe from 'stripe';
import { createPaymentIntentBody, paymentHistoryParams, paymentHistoryQuery, savePaymentBody } from '@hostel/contracts';
import { assertSelf, assertSelfOrAdmin, callerOf, type ProfileCollection } from '@hostel/accounts';
import { authenticate, badRequest, parseInput, requireAuth, sessionOf, type Logger } from '@hostel/platform';
import type { PaymentsConfig } from '../config';
import { createPaymentIntent, createSetupIntent } from './create-intent';
import { paymentHistory } from './payment-history';
import { refundPayment, takenBackIntent } from './refund-payment';
import type { PaymentCollection } from './payment-store';
import { savePayment } from './save-payment';

export interface PaymentsRouteDeps {
  stripe: Stripe;
  payments: PaymentCollection;
  /** Users read model (user.* events): an admin promoted after signing in is an admin here at once. */
  profiles: ProfileCollection;
  config: PaymentsConfig;
  onSaved: () => void;
}

export function paymentsRouter({ stripe, payments, profiles, config, onSaved }: PaymentsRouteDeps): Router {
  const router = Router();
  router.use(authenticate(config.JWT_SECRET));

  router.post('/payments/setup-intent', requireAuth, async (req, res) => {
    res.json(await createSetupIntent(stripe, sessionOf(req).sub));
  });

  router.post('/payments/create-payment-intent', requireAuth, async (req, res) => {
    const body = parseInput(createPaymentIntentBody, req.body);
    res.json(
      await createPaymentIntent(stripe, {
        userId: sessionOf(req).sub,
        packageId: body.package,
        amount: body.amount,
        paymentMethodId: body.paymentMethodId,
        currency: config.STRIPE_CURRENCY,
      }),
    );
  });

  router.post('/payments/save', requireAuth, async (req, res) => {
    const caller = await callerOf(profiles, req.auth);
    const body = parseInput(savePaymentBody, req.body);
    assertSelf(caller, body.userId);
    // Saved for the caller whatever the body says: Stripe's intent must name the caller as its buyer.
    const result = await savePayment(stripe, payments, {
      userId: caller.id,
      email: caller.email,
      packageId: body.package,
      transactionId: body.transactionId,
    });
    if (result.created) onSaved();
    res.json({ success: true });
  });

  router.get('/payments/:userId', requireAuth, async (req, res) => {
    const { userId } = parseInput(paymentHistoryParams, req.params);
    const paging = parseInput(paymentHistoryQuery, req.query);
    assertSelfOrAdmin(await callerOf(profiles, req.auth), userId);
    res.json(await paymentHistory(payments, userId, paging));
  });

  return router;
}

/** Stripe signs the exact bytes it sent, so this route reads the raw body (mounted before the JSON parser). */
export function webhookRouter(stripe: Stripe, payments: PaymentCollection, config: PaymentsConfig, logger: Logger, onSaved: () => void): Router {
  const router = Router();
  router.post('/payments/webhook', express.raw({ type: '*/*', limit: '1mb' }), async (req, res) => {
    const signature = req.headers['stripe-signature'];
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(req.body as Buffer, String(signature ?? ''), config.STRIPE_WEBHOOK_SECRET);
    } catch {
      throw badRequest('Invalid webhook signature');
    }
    if (event.type === 'payment_intent.succeeded') {
      const intent = event.data.object;
      const packageId = parseInput(createPaymentIntentBody.shape.package, intent.metadata?.package, 'metadata.package');
      const userId = intent.metadata?.userId;
      if (!userId) throw badRequest('Payment without a user');
      const result = await savePayment(stripe, payments, { userId, email: '', packageId, transactionId: intent.id });
      if (result.created) onSaved();
      logger.info({ transactionId: intent.id, created: result.created }, 'webhook payment saved');
    }
    const takenBack = await takenBackIntent(stripe, event);
    if (takenBack) {
      const result = await refundPayment(stripe, payments, takenBack);
      if (result.changed) onSaved();
      logger.info({ transactionId: takenBack, event: event.type, changed: result.changed }, 'webhook payment taken back');
    }
    res.json({ received: true });
  });
  return router;
}
