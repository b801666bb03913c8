import type { RequestHandler } from 'express';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Logger } from '@hostel/platform';

export interface RateLimits {
  general: number;
  auth: number;
  uploads: number;
  prefix: string;
}

function limiter(name: string, points: number, redis: Redis | undefined): RateLimiterAbstract {
  const memory = new RateLimiterMemory({ keyPrefix: name, points, duration: 60 });
  if (!redis) return memory;
  // Counters live in Redis so every gateway instance shares them; if Redis is away the in-memory limiter insures.
  return new RateLimiterRedis({ storeClient: redis, keyPrefix: name, points, duration: 60, insuranceLimiter: memory });
}

/** Per client IP: a general limit, and stricter ones for sign-in, user creation and uploads. */
export function rateLimits(limits: RateLimits, redisUrl: string | undefined, logger: Logger): { middleware: RequestHandler; redis?: Redis } {
  const redis = redisUrl ? new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false }) : undefined;
  redis?.on('error', (err) => logger.debug({ err: err.message }, 'rate-limit redis error'));
  const general = limiter(`${limits.prefix}:general`, limits.general, redis);
  const auth = limiter(`${limits.prefix}:auth`, limits.auth, redis);
  const uploads = limiter(`${limits.prefix}:uploads`, limits.uploads, redis);

  const middleware: RequestHandler = async (req, res, next) => {
    const key = req.ip ?? 'unknown';
    const strict = req.path === '/jwt' || (req.path === '/users' && req.method === 'POST') ? auth : req.path.startsWith('/uploads') && req.method === 'POST' ? uploads : undefined;
    try {
      await general.consume(key);
      if (strict) await strict.consume(key);
      next();
    } catch (err) {
      if (err instanceof RateLimiterRes) {
        res.setHeader('Retry-After', String(Math.ceil(err.msBeforeNext / 1000)));
        res.status(429).json({ success: false, message: 'Too many requests, please slow down' });
        return;
      }
      logger.warn({ err }, 'rate limiter failed; letting the request through');
      next();
    }
  };
  return { middleware, redis };
}
