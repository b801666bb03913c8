import { Router } from 'express';
import { z } from 'zod';
import { parseInput } from '../http/validate';
import type { SettableClock } from './clock';

/** An instant, or null for the machine's own clock again. */
const clockBody = z.strictObject({ at: z.iso.datetime({ offset: true }).nullable() });

/**
 * NODE_ENV=test only, and never behind the gateway (no operation declares it): the API suites set the clock a service
 * judges time by, on each instance, e.g. to see a slot at 21:59:59 and at 22:00:00 Dhaka or a statement's late fee.
 */
export function testClockRouter(clock: SettableClock): Router {
  const router = Router();
  // Not an API operation: a service's own test hook, so its path is written here.
  router.put('/test/clock', (req, res) => {
    const { at } = parseInput(clockBody, req.body);
    clock.set(at === null ? undefined : new Date(at));
    res.json({ now: clock.now().toISOString() });
  });
  return router;
}
