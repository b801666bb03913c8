import { z } from 'zod';

/**
 * One instance, in the order the gateway's configuration lists them. No URL, host or port: the answer is public, and
 * internal addresses are a map for whoever probes the network (DESIGN §8).
 */
const instanceHealth = z.object({
  status: z.enum(['up', 'down']),
  /** The instance's own dependencies (store, bus), as its `/ready` names them. */
  checks: z.record(z.string(), z.enum(['up', 'down'])).optional(),
});

/** `GET /api/health`: every instance of every service and the gateway's rate-limit store; 503 unless all are up. */
export const healthResponse = z
  .object({
    status: z.enum(['ok', 'degraded']),
    gateway: z.object({ status: z.literal('up'), rateLimitStore: z.enum(['up', 'down', 'memory']) }),
    services: z.record(z.string(), z.object({ status: z.enum(['up', 'degraded', 'down']), instances: z.array(instanceHealth) })),
  })
  .meta({ id: 'Health' });
export type HealthResponse = z.infer<typeof healthResponse>;
