import type { Redis } from 'ioredis';
import type { ServiceName } from '../routing/route-table';
import type { Upstreams } from '../routing/upstreams';

interface InstanceHealth {
  url: string;
  status: 'up' | 'down';
  checks?: Record<string, string>;
}

async function probe(url: string): Promise<InstanceHealth> {
  try {
    const res = await fetch(`${url}/ready`, { signal: AbortSignal.timeout(1500) });
    const body = (await res.json().catch(() => ({}))) as { checks?: Record<string, string> };
    return { url, status: res.ok ? 'up' : 'down', checks: body.checks };
  } catch {
    return { url, status: 'down' };
  }
}

/** Every instance of every service, plus the gateway's own Redis: 'ok' only when all are up. */
export async function aggregateHealth(upstreams: Upstreams, redis: Redis | undefined) {
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
  const cache = redis ? await redis.ping().then(() => 'up', () => 'down') : 'memory';
  const allUp = Object.values(services).every((service) => service.status === 'up') && cache !== 'down';
  return { status: allUp ? 'ok' : 'degraded', gateway: { status: 'up', rateLimitStore: cache }, services };
}
