import type { Redis } from 'ioredis';
import type { HealthResponse as Health } from '@hostel/contracts';
import type { ServiceName } from '../routing/route-table';
import type { Upstreams } from '../routing/upstreams';

type InstanceHealth = Health['services'][string]['instances'][number];

/** How long one aggregate answers every /health call. */
export const HEALTH_TTL_MS = 1000;

async function probe(url: string): Promise<InstanceHealth> {
  try {
    const res = await fetch(`${url}/ready`, { signal: AbortSignal.timeout(1500) });
    const body = (await res.json().catch(() => ({}))) as Pick<InstanceHealth, 'checks'>;
    return { status: res.ok ? 'up' : 'down', checks: body.checks };
  } catch {
    return { status: 'down' };
  }
}

/** Every instance of every service, plus the gateway's own Redis: 'ok' only when all are up. */
export async function aggregateHealth(upstreams: Upstreams, redis: Redis | undefined): Promise<Health> {
  const services = Object.fromEntries(
    await Promise.all(
      upstreams.services().map(async (service: ServiceName) => {
        const instances = await Promise.all(upstreams.instances(service).map(probe));
        const up = instances.filter((instance) => instance.status === 'up').length;
        const status = up === instances.length ? 'up' : up > 0 ? 'degraded' : 'down';
        return [service, { status, instances }] as const;
      }),
    ),
  );
  const cache = redis ? await redis.ping().then(() => 'up' as const, () => 'down' as const) : 'memory';
  const allUp = Object.values(services).every((service) => service.status === 'up') && cache !== 'down';
  return { status: allUp ? 'ok' : 'degraded', gateway: { status: 'up', rateLimitStore: cache }, services };
}

/**
 * Each /health call fans out to every instance's /ready, which asks its database, broker and cache: one aggregate
 * at a time, reused for `ttlMs` once it is in, so however many ask (a monitor, a flood) the dependencies are
 * asked at most about once a second.
 */
export function sharedHealth(read: () => Promise<Health>, ttlMs = HEALTH_TTL_MS, now: () => number = Date.now): () => Promise<Health> {
  let kept: { at: number; health: Health } | undefined;
  let reading: Promise<Health> | undefined;
  return () => {
    if (kept && now() - kept.at < ttlMs) return Promise.resolve(kept.health);
    reading ??= read()
      .then((health) => {
        kept = { at: now(), health };
        return health;
      })
      .finally(() => {
        reading = undefined;
      });
    return reading;
  };
}
