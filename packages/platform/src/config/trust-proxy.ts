import { isIP } from 'node:net';
import { z } from 'zod';

/** Express `trust proxy` entries: an address, a CIDR or one of Express's named ranges. */
const proxyEntry = z.union([z.enum(['loopback', 'linklocal', 'uniquelocal']), z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()], {
  error: 'each entry must be an address, a CIDR, loopback, linklocal or uniquelocal',
});

/**
 * `TRUST_PROXY`: the proxies whose X-Forwarded-For is believed (Express `trust proxy`, comma-separated). None by
 * default, so a client cannot choose its own address.
 */
export const trustedProxies = () =>
  z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(proxyEntry));

/**
 * The widest range production trusts: a proxy is a few known addresses (the ingress controller's). Anything that
 * can run in a trusted range (another pod, a compromised container) can write any client address into
 * X-Forwarded-For, and every per-address limit then counts what it chose.
 */
export const WIDEST_TRUSTED_PREFIX = { 4: 24, 6: 120 } as const;

const WANT = "list your ingress controller's (or load balancer's) addresses instead, a short explicit list (docs/deployment.md)";

function entryProblem(entry: string): string | undefined {
  if (entry === 'true' || entry === '*' || entry === 'all') return `"${entry}" trusts every peer, so any client could choose its own address; ${WANT}`;
  if (entry === 'uniquelocal' || entry === 'linklocal') return `"${entry}" trusts a whole private network, where any pod or container could choose a client's address; ${WANT}`;
  const [address = '', prefix] = entry.split('/');
  const family = isIP(address);
  if (prefix === undefined || (family !== 4 && family !== 6)) return undefined;
  const widest = WIDEST_TRUSTED_PREFIX[family];
  if (Number(prefix) < widest) return `${entry} is wider than /${widest}: anything that can run in it could choose a client's address; ${WANT}`;
  return undefined;
}

/** Why `TRUST_PROXY` is too broad for production, or undefined; unset (trust no proxy) is always accepted. */
export function trustProxyProblem(value: string | undefined): string | undefined {
  const entries = (value ?? '').split(',').map((entry) => entry.trim().toLowerCase()).filter(Boolean);
  return entries.map(entryProblem).find(Boolean);
}
