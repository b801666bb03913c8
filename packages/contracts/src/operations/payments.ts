import { z } from 'zod';
import { cardTotalsResponse } from '../api/accounts';
import { paymentsInsightsResponse } from '../api/insights';
import { createPaymentIntentBody, createPaymentIntentResponse, paymentHistoryParams, paymentHistoryQuery, paymentHistoryResponse, savePaymentBody, savePaymentResponse, setupIntentResponse, webhookHeaders, webhookResponse } from '../api/payments';
import { NOT_SELF, json, operation } from './operation';

export const createSetupIntent = operation({
  name: 'createSetupIntent',
  method: 'post', path: '/payments/setup-intent', service: 'payments', access: 'session', rateLimit: 'payment',
  summary: 'SetupIntent for the card form',
  ok: { 200: json('The SetupIntent’s client secret', setupIntentResponse) },
});

export const createPaymentIntent = operation({
  name: 'createPaymentIntent',
  method: 'post', path: '/payments/create-payment-intent', service: 'payments', access: 'session', rateLimit: 'payment',
  summary: 'PaymentIntent at the server’s price: a membership package’s, part or all of what a mess statement owes now (default all), or a deposit paid ahead',
  body: { schema: createPaymentIntentBody },
  ok: { 200: json('Created (and confirmed, with a paymentMethodId)', createPaymentIntentResponse) },
  fails: {
    400: 'An amount that is not the package’s price, or a statement’s or deposit’s amount that is not whole taka within its bounds',
    402: 'The card was declined',
    403: 'Another boarder’s statement',
    404: 'No such payment method, or no such statement',
    409: 'Nothing is owed on the statement now, or the amount is more than what is owed',
  },
});

export const savePayment = operation({
  name: 'savePayment',
  method: 'post', path: '/payments/save', service: 'payments', access: 'session', rateLimit: 'payment',
  summary: 'Record a Stripe-verified payment',
  body: { schema: savePaymentBody },
  ok: { 200: json('Saved (or saved already, as the very same payment)', savePaymentResponse) },
  fails: {
    400: 'The payment has not succeeded, or it does not match the package or statement',
    403: 'Another user’s payment',
    404: 'No such transaction',
    409: 'Saved already for another package',
  },
  // The payment's own state at Stripe decides: a well-formed id of an intent that has not succeeded, or was for
  // another package or statement, is refused.
  dataDependent: [400, 404, 409],
});

export const listPayments = operation({
  name: 'listPayments',
  method: 'get', path: '/payments/{userId}', service: 'payments', access: 'session', rateLimit: 'standard',
  summary: 'Payment history (self or admin)',
  params: paymentHistoryParams,
  query: paymentHistoryQuery,
  ok: { 200: json('A page of the user’s payments, newest first', paymentHistoryResponse) },
  fails: { 403: NOT_SELF },
});

export const stripeWebhook = operation({
  name: 'stripeWebhook',
  method: 'post', path: '/payments/webhook', service: 'payments', access: 'stripe', rateLimit: 'standard',
  summary: 'Stripe webhook (signed): payment_intent.succeeded saves a payment; charge.refunded (in full) and a lost charge.dispute.closed take it and its badge back',
  headers: webhookHeaders,
  body: { schema: z.record(z.string(), z.unknown()).meta({ description: 'A Stripe event, exactly as Stripe signed it' }) },
  ok: { 200: json('Received', webhookResponse) },
  fails: { 400: 'No valid signature, or a payment without a user or package' },
  notFuzzed: 'Stripe signs each call with the endpoint’s secret: generated calls can only test the signature check (400)',
});

export const paymentsInsights = operation({
  name: 'paymentsInsights',
  method: 'get', path: '/payments/insights', service: 'payments', access: 'admin', rateLimit: 'standard',
  summary: 'Revenue per week by package',
  ok: { 200: json('Taka per package in each of the last 12 ISO weeks (Asia/Dhaka, Monday to Sunday), oldest first', paymentsInsightsResponse) },
});

export const cardTotals = operation({
  name: 'cardTotals',
  method: 'get', path: '/payments/mess-card-totals', service: 'payments', access: 'admin', rateLimit: 'standard',
  summary: 'Mess card payments per boarder (statements and deposits): taka charged and taka refunded, for reconciliation',
  ok: { 200: json('Per boarder, what Stripe charged and what it refunded', cardTotalsResponse) },
});
