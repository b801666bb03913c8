import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';

/** Must match the CORS middleware's options in service.ts (a test compares hot answers with Express's). */
export const EXPOSED_HEADERS = ['X-Total-Count', 'X-Request-Id', 'Retry-After'];

/**
 * The headers helmet sets, worked out once at start-up by running helmet itself (the same defaults createApp uses)
 * against a recording response, so hot answers carry exactly what every other answer carries.
 */
export function securityHeaders(): Record<string, string> {
  const recorded: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: unknown) => void (recorded[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete recorded[name.toLowerCase()],
    getHeader: (name: string) => recorded[name.toLowerCase()],
  };
  helmet()({ headers: {} } as IncomingMessage, res as unknown as ServerResponse, () => undefined);
  return recorded;
}

/**
 * What the CORS middleware adds to a simple request's answer (Vary: Origin is written with Accept-Encoding), as the
 * flat name, value list the hot path writes, made once per allowed origin.
 */
export function corsHeaders(allowed: readonly string[]): (origin: string | undefined) => readonly string[] | undefined {
  const exposed = EXPOSED_HEADERS.join(',');
  const byOrigin = new Map([...new Set(allowed)].map((origin) => [origin, ['access-control-allow-origin', origin, 'access-control-expose-headers', exposed]]));
  return (origin) => (origin ? byOrigin.get(origin) : undefined);
}

/**
 * Cache-Control of a kept public read. Browsers must revalidate every time (max-age=0): after a like the site
 * refetches the list at once, and a browser reusing its copy would show the count from before the like. The
 * revalidation is a conditional request answered 304 from the gateway's memory. Shared caches (a CDN) may reuse
 * it for as long as the gateway does (s-maxage, whole seconds); no stale-while-revalidate, which browsers honour
 * too and which would bring the pre-like list back.
 */
export const publicCacheControl = (ttlMs: number) => `public, max-age=0, s-maxage=${Math.max(1, Math.round(ttlMs / 1000))}`;

/**
 * A kept answer shared between the callers a role admits (the headcount): a browser may keep it but must revalidate
 * every time (the 304 comes from the gateway's memory); no shared cache may store it.
 */
export const SHARED_CACHE_CONTROL = 'private, no-cache';

/** Everything else through the gateway: signed-in data, never stored anywhere. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';
