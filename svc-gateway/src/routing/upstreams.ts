import type { Logger } from '@hostel/platform';
import type { ServiceName } from './route-table';

interface Instance {
  url: string;
  /** Skipped until this time after a connection failure or a failed readiness probe. */
  downUntil: number;
}

const PROBE_MS = 2000;
const COOLDOWN_MS = 5000;

/**
 * The instances of each service, chosen round-robin among the healthy ones. A connection failure takes an
 * instance out for a few seconds, and a background readiness probe brings it back (or keeps it out).
 */
export class Upstreams {
  private readonly pools: Record<ServiceName, { instances: Instance[]; next: number }>;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    urls: Record<ServiceName, string[]>,
    private readonly logger?: Logger,
  ) {
    this.pools = Object.fromEntries(
      Object.entries(urls).map(([name, list]) => [name, { instances: list.map((url) => ({ url, downUntil: 0 })), next: 0 }]),
    ) as Upstreams['pools'];
  }

  /** The next instance to try, skipping `tried`; a down instance is used only when nothing else is left. */
  pick(service: ServiceName, tried: ReadonlySet<string> = new Set()): string | undefined {
    const pool = this.pools[service];
    const candidates = pool.instances.filter((instance) => !tried.has(instance.url));
    if (candidates.length === 0) return undefined;
    const now = Date.now();
    const healthy = candidates.filter((instance) => instance.downUntil <= now);
    const from = healthy.length > 0 ? healthy : candidates;
    return from[pool.next++ % from.length]!.url;
  }

  markDown(service: ServiceName, url: string): void {
    const instance = this.pools[service].instances.find((candidate) => candidate.url === url);
    if (instance) {
      if (instance.downUntil <= Date.now()) this.logger?.warn({ service, url }, 'upstream instance marked down');
      instance.downUntil = Date.now() + COOLDOWN_MS;
    }
  }

  instances(service: ServiceName): string[] {
    return this.pools[service].instances.map((instance) => instance.url);
  }

  services(): ServiceName[] {
    return Object.keys(this.pools) as ServiceName[];
  }

  startProbing(): void {
    const probe = async () => {
      for (const service of this.services()) {
        for (const instance of this.pools[service].instances) {
          const ok = await fetch(`${instance.url}/ready`, { signal: AbortSignal.timeout(1500) }).then(
            (res) => res.ok,
            () => false,
          );
          if (!ok) instance.downUntil = Date.now() + COOLDOWN_MS;
          else instance.downUntil = 0;
        }
      }
    };
    this.timer = setInterval(() => void probe(), PROBE_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }
}
