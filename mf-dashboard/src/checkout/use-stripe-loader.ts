import { useState } from 'react';
import { stripeOnce } from './load-stripe';

/**
 * Loads Stripe once. Elements gets a promise that never rejects (null on failure) so nothing is left
 * unhandled; the failure shows with a retry instead of a dead Pay button.
 */
export function useStripeLoader() {
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const load = () =>
    stripeOnce().catch(() => {
      setFailed(true);
      return null;
    });
  const [promise, setPromise] = useState(load);
  const retry = () => {
    setFailed(false);
    setPromise(load());
    setAttempt((n) => n + 1);
  };
  return { promise, failed, attempt, retry };
}
