import { Router } from 'express';
import { z } from 'zod';
import { parseInput } from '@hostel/platform';
import type { SettableClock } from '../calendar/clock';

/** An instant, or null for the machine's own clock again. */
const clockBody = z.strictObject({ at: z.iso.datetime({ offset: true }).nullable() });

/**
 * NODE_ENV=test only, and never behind the gateway (no operation declares it): the API suites set the clock every
 * cutoff is judged by, on each svc-mess instance, to see a slot at 21:59:59 and at 22:00:00 Dhaka.
 */
export function testClockRouter(clock: SettableClock): Router {
  const router = Router();
  // eslint-disable-next-line no-restricted-syntax -- the service's own test hook, never an API operation
  router.put('/test/clock', (req, res) => {
    const { at } = parseInput(clockBody, req.body);
    clock.set(at === null ? undefined : new Date(at));
    res.json({ now: clock.now().toISOString() });
  });
  return router;
}
