export type ServiceName = 'meals' | 'users' | 'payments';

/**
 * - public: anyone
 * - identity: carries a Firebase ID token, verified by svc-users
 * - session: needs the session token from /api/jwt (services verify it again)
 */
export type Access = 'public' | 'identity' | 'session';

/**
 * Which budget a call spends (DESIGN §6 "Rate limits fit a hostel"; sizes in svc-gateway/README.md):
 * - standard: per signed-in user, else per client address
 * - sign-in: per Firebase uid, plus a ceiling per client address
 * - upload: per signed-in user, else per client address
 * - image: per client address (images load without a token, a dozen per page)
 */
export type RateLimitClass = 'standard' | 'sign-in' | 'upload' | 'image';

export interface Route {
  service: ServiceName;
  access: Access;
  rateLimit: RateLimitClass;
}

const PREFIXES: [RegExp, ServiceName][] = [
  [/^\/(jwt|users)(\/|$)/, 'users'],
  [/^\/(meals|menu|reviews|upcoming-meals|serve-meals|uploads)(\/|$)/, 'meals'],
  [/^\/payments(\/|$)/, 'payments'],
];

/** Who may call what, at the edge (DESIGN §3); finer rules (own data, admin, Bronze) live in the services. */
export function routeFor(method: string, path: string): Route | undefined {
  const service = PREFIXES.find(([prefix]) => prefix.test(path))?.[1];
  if (!service) return undefined;
  const isRead = method === 'GET' || method === 'HEAD';
  if (path === '/jwt' || (path === '/users' && method === 'POST')) return { service, access: 'identity', rateLimit: 'sign-in' };
  // The list and any single meal are public, so a malformed id answers 400 from svc-meals rather than 401 here.
  if (isRead && /^\/meals(\/(?!reviewedBy\/?$)[^/]+)?\/?$/.test(path)) return { service, access: 'public', rateLimit: 'standard' };
  if (isRead && /^\/menu\/?$/.test(path)) return { service, access: 'public', rateLimit: 'standard' };
  if (method === 'POST' && /^\/uploads\/?$/.test(path)) return { service, access: 'public', rateLimit: 'upload' };
  if (path.startsWith('/uploads')) return { service, access: 'public', rateLimit: isRead ? 'image' : 'standard' };
  if (path === '/payments/webhook' && method === 'POST') return { service, access: 'public', rateLimit: 'standard' };
  return { service, access: 'session', rateLimit: 'standard' };
}

/** Calls the table does not know still spend a budget: they answer 404, but a flood of them is still a flood. */
export const rateLimitClassOf = (method: string, path: string): RateLimitClass => routeFor(method, path)?.rateLimit ?? 'standard';
