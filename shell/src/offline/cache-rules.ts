/**
 * What the service worker may keep of the API, decided from the operations' declarations (no path is written out
 * here): the public menu, and the signed-in person's own reads of My Meals and Requested Meals (with their user record,
 * which the session needs to know who they are offline). Nothing else: no other API read, and never a mutation.
 * Pure, so the page (warming the caches) and the worker decide alike and unit tests can hold it.
 */
import { apiPathOf } from '@hostel/contracts/paths';
import type { Operation } from '@hostel/contracts/operations/operation';
import { getMenu } from '@hostel/contracts/operations/menu';
import { getMealPlan, getMessSettings, getMyBoarding, getMyStatement, listMyLeaves, listMyStatements } from '@hostel/contracts/operations/mess';
import { listMyServeRequests } from '@hostel/contracts/operations/serve-requests';
import { getUser } from '@hostel/contracts/operations/users';

/** Who a session token says its holder is. The worker only partitions by it: the services still verify the token. */
export interface TokenHolder {
  id: string;
  email: string;
}

/** The claims of a session token (a JWT: sub = user id, email), read without verifying; undefined if it is none. */
export function tokenHolder(authorization: string | null): TokenHolder | undefined {
  const token = /^Bearer\s+([\w-]+)\.([\w-]+)\.([\w-]+)$/i.exec(authorization ?? '');
  const payload = token?.[2];
  if (!payload) return undefined;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown; email?: unknown };
    return typeof claims.sub === 'string' && claims.sub && typeof claims.email === 'string' ? { id: claims.sub, email: claims.email } : undefined;
  } catch {
    return undefined;
  }
}

/** An operation's path template as a whole-path pattern, each `{param}` one segment. */
function patternOf(op: Pick<Operation, 'path'>): RegExp {
  const literal = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  return new RegExp(`^${apiPathOf({ path: '' })}${op.path.split(/\{[^}]+\}/).map(literal).join('([^/]+)')}$`);
}

/** Reads that hold no one's data. */
const PUBLIC_READS = [getMenu].map(patternOf);

/**
 * Reads that answer the caller's own data whoever asks (the services take the person from the token). Their stays
 * too: My Meals opens on the week a stay starts when that is later than today, and offline it must open on the week
 * it kept.
 */
const OWN_READS = [getMealPlan, getMyBoarding, listMyLeaves, getMyStatement, listMyStatements, getMessSettings].map(patternOf);
const SERVE_REQUESTS = patternOf(listMyServeRequests);
const USER_RECORD = patternOf(getUser);

export type CacheDecision = { cache: 'public' } | { cache: 'personal'; user: TokenHolder };

export interface RequestFacts {
  method: string;
  url: string;
  /** The Authorization header the page sent, if any. */
  authorization: string | null;
}

/**
 * Where an API request's answer may be kept, or undefined when it must not be (not a GET, not the API of this origin,
 * another operation, or a read of somebody else: an admin's Requested Meals of a student, another person's record).
 */
export function cacheDecision({ method, url, authorization }: RequestFacts, origin: string): CacheDecision | undefined {
  if (method.toUpperCase() !== 'GET') return undefined;
  const { origin: requestOrigin, pathname, searchParams } = new URL(url, origin);
  if (requestOrigin !== origin) return undefined;
  if (PUBLIC_READS.some((pattern) => pattern.test(pathname))) return { cache: 'public' };
  const user = tokenHolder(authorization);
  if (!user) return undefined;
  if (OWN_READS.some((pattern) => pattern.test(pathname))) return { cache: 'personal', user };
  if (SERVE_REQUESTS.test(pathname)) return searchParams.get('userId') === user.id ? { cache: 'personal', user } : undefined;
  const record = USER_RECORD.exec(pathname);
  if (record) return safeDecode(record[1] ?? '').toLowerCase() === user.email.toLowerCase() ? { cache: 'personal', user } : undefined;
  return undefined;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
}

/** The menu answers the worker keeps ready: this week's (the page asks without a week) and next week's. */
export function menuUrls(nextWeek: string): string[] {
  const path = apiPathOf(getMenu);
  return [path, `${path}?${new URLSearchParams({ week: nextWeek }).toString()}`];
}
