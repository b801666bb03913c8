import type { RequestHandler } from 'express';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { bearerToken, type Logger } from '@hostel/platform';
import { rateLimitClassOf, type RateLimitClass } from '../routing/route-table';
import { addressKey } from './address-key';

/** Requests per minute of each budget (sizes and their arithmetic: svc-gateway/README.md). */
export interface RateLimits {
  /** Per client address, calls without a valid session token. */
  anonymous: number;
  /** Per signed-in user (the session token's subject). */
  user: number;
  /** Per Firebase uid: POST /jwt and POST /users. */
  signIn: number;
  /** Per client address, every uid's sign-ins together. */
  signInPerAddress: number;
  /** Per signed-in user, else per client address. */
  uploads: number;
  /** Per client address. */
  images: number;
  /** Per signed-in user: the calls that reach Stripe (card testing would otherwise ride the general budget). */
  payments: number;
  /** Per signed-in user: a boarder's mess writes (each may write a week of slot documents). */
  messWrites: number;
  /** Redis key prefix of the counters: every gateway of one deployment shares it. */
  prefix: string;
}

type Budget = Exclude<keyof RateLimits, 'prefix'>;

/** The 429 answer's body. */
export const TOO_MANY = { success: false, message: 'Too many requests, please slow down' };

export interface Caller {
  /** The client address, as far as trusted proxies tell it (TRUST_PROXY). */
  address: string;
  /** The subject of a valid session token. */
  userId?: string;
  /** The uid a sign-in call's Firebase ID token names, unverified. */
  firebaseUid?: string;
}

/**
 * The budgets a call spends and whose each one is, in the order they are spent: a call refused by one spends none
 * of the budgets after it. Hundreds of students share the hostel's one public address, so whoever can be told
 * apart is: a signed-in student by their user id, a sign-in by its Firebase uid. A sign-in spends its uid's budget
 * first, so one uid's flood, refused per uid, does not eat the ceiling its neighbours behind the same NAT share.
 */
export function budgetsFor(limitClass: RateLimitClass, caller: Caller): { budget: Budget; key: string }[] {
  const address = `ip:${addressKey(caller.address)}`;
  const self = caller.userId ? `user:${caller.userId}` : address;
  switch (limitClass) {
    case 'sign-in':
      return [
        { budget: 'signIn', key: caller.firebaseUid ? `uid:${caller.firebaseUid}` : address },
        { budget: 'signInPerAddress', key: address },
      ];
    case 'upload':
      return [{ budget: 'uploads', key: self }];
    case 'image':
      return [{ budget: 'images', key: address }];
    case 'payment':
      return [
        { budget: 'payments', key: self },
        { budget: caller.userId ? 'user' : 'anonymous', key: self },
      ];
    case 'messWrite':
      return [
        { budget: 'messWrites', key: self },
        { budget: caller.userId ? 'user' : 'anonymous', key: self },
      ];
    case 'standard':
      return [{ budget: caller.userId ? 'user' : 'anonymous', key: self }];
  }
}

/**
 * The uid a Firebase ID token names, read without verifying it: it only chooses whose sign-in budget the call
 * spends (svc-users verifies the token), and made-up uids still meet the per-address ceiling.
 */
export function unverifiedFirebaseUid(idToken: string | undefined): string | undefined {
  const payload = idToken?.split('.')[1];
  if (!payload) return undefined;
  try {
    const { sub } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub?: unknown };
    // Firebase uids are at most 128 characters; anything else is not worth a key of its own.
    return typeof sub === 'string' && sub.length > 0 && sub.length <= 128 ? sub : undefined;
  } catch {
    return undefined;
  }
}

/** A budget of `points` per `duration` seconds and key: in Redis when there is one, with memory as its insurance. */
export function limiter(name: string, points: number, redis: Redis | undefined, duration: number): RateLimiterAbstract {
  const memory = new RateLimiterMemory({ keyPrefix: name, points, duration });
  if (!redis) return memory;
  // Counters live in Redis so every gateway instance shares them; if Redis is away the in-memory limiter insures.
  return new RateLimiterRedis({ storeClient: redis, keyPrefix: name, points, duration, insuranceLimiter: memory });
}

export interface RateLimiting {
  middleware: RequestHandler;
  /**
   * Spends the budgets of one call; resolves to the seconds to wait when one is spent up, else undefined. A failing
   * limiter lets the call through. The gateway's hot path calls it directly, without Express.
   */
  spend: (limitClass: RateLimitClass, caller: Caller) => Promise<number | undefined>;
  redis?: Redis;
}

/**
 * Limits by route class (the route table says which) and by caller. Runs after the caller is identified
 * (`identifyCaller`), so a stale token counts as anonymous rather than spending its user's budget.
 */
export function rateLimits(
  limits: RateLimits,
  redisUrl: string | undefined,
  logger: Logger,
  /** Each budget is counted over this window. Only tests lengthen it (see GatewayOptions.rateLimitWindowSeconds). */
  windowSeconds = 60,
): RateLimiting {
  const redis = redisUrl ? new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false }) : undefined;
  redis?.on('error', (err) => logger.debug({ err: err.message }, 'rate-limit redis error'));
  const { prefix, ...points } = limits;
  const limiters = Object.fromEntries(
    Object.entries(points).map(([budget, perMinute]) => [budget, limiter(`${prefix}:${budget}`, perMinute, redis, windowSeconds)]),
  ) as Record<Budget, RateLimiterAbstract>;

  /** Seconds to wait when a budget refused the call; a limiter that failed lets it through. */
  const refusal = (err: unknown): number | undefined => {
    if (err instanceof RateLimiterRes) return Math.max(1, Math.ceil(err.msBeforeNext / 1000));
    logger.warn({ err }, 'rate limiter failed; letting the request through');
    return undefined;
  };
  const spendInTurn = async (charges: { budget: Budget; key: string }[]): Promise<number | undefined> => {
    const spent: { budget: Budget; key: string }[] = [];
    try {
      for (const charge of charges) {
        await limiters[charge.budget].consume(charge.key);
        spent.push(charge);
      }
      return undefined;
    } catch (err) {
      // A refused call costs only the budget that refused it: what it spent before is given back.
      if (err instanceof RateLimiterRes) await Promise.all(spent.map(({ budget, key }) => limiters[budget].reward(key).catch(() => undefined)));
      return refusal(err);
    }
  };

  const spend = (limitClass: RateLimitClass, caller: Caller): Promise<number | undefined> => {
    const charges = budgetsFor(limitClass, caller);
    // Most calls spend one budget: one promise (the limiter's), and nothing spent before it to give back.
    if (charges.length === 1) return limiters[charges[0]!.budget].consume(charges[0]!.key).then(() => undefined, refusal);
    return spendInTurn(charges);
  };

  const middleware: RequestHandler = async (req, res, next) => {
    const limitClass = rateLimitClassOf(req.method, req.path);
    const caller: Caller = {
      address: req.ip ?? 'unknown',
      userId: req.auth?.sub,
      firebaseUid: limitClass === 'sign-in' ? unverifiedFirebaseUid(bearerToken(req.headers.authorization)) : undefined,
    };
    const retryAfter = await spend(limitClass, caller);
    if (retryAfter === undefined) return next();
    res.setHeader('Retry-After', String(retryAfter));
    res.status(429).json(TOO_MANY);
  };
  return { middleware, spend, redis };
}
