import type { RequestHandler } from 'express';
import type { Redis } from 'ioredis';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { UPLOAD_MAX_BYTES } from '@hostel/contracts';
import type { Logger } from '@hostel/platform';
import { rateLimitClassOf } from '../routing/route-table';
import { addressKey } from './address-key';
import { limiter } from './rate-limit';

const DAY_SECONDS = 24 * 60 * 60;
const MB = 1024 * 1024;

export interface UploadBudgets {
  /** Bytes one client address may upload in a day (an IPv6 client: its /64). */
  perAddressMb: number;
  /** Bytes everyone together may upload in a day. */
  globalMb: number;
  /** Redis key prefix: every gateway of one deployment shares the counts. */
  prefix: string;
}

export const ADDRESS_BUDGET_SPENT = { success: false, message: 'Too many uploads from this address today; try again later' };
export const GLOBAL_BUDGET_SPENT = { success: false, message: 'Uploads are paused for today; try again later' };

/**
 * Daily byte budgets of `POST /uploads` (DESIGN §8), per client address and for everyone together, counted like the
 * rate limits (Redis shared by every gateway, memory as insurance). A call reserves its Content-Length before it
 * reaches svc-meals — without one, the most an accepted image can be — and gets it back if the upload is refused
 * (not an image, too large): the budget counts what was stored, while the upload rate limit bounds the attempts.
 * The counts are of the request bodies, a little more than the images (multipart framing), never less.
 */
export function uploadBudget(budgets: UploadBudgets, redis: Redis | undefined, logger: Logger): RequestHandler {
  const perAddress = limiter(`${budgets.prefix}:upload-bytes`, Math.floor(budgets.perAddressMb * MB), redis, DAY_SECONDS);
  const everyone = limiter(`${budgets.prefix}:upload-bytes-all`, Math.floor(budgets.globalMb * MB), redis, DAY_SECONDS);

  return async (req, res, next) => {
    if (req.method !== 'POST' || rateLimitClassOf(req.method, req.path) !== 'upload') return next();
    const declared = Number(req.headers['content-length']);
    const bytes = Number.isSafeInteger(declared) && declared > 0 ? declared : UPLOAD_MAX_BYTES;
    const address = `ip:${addressKey(req.ip ?? 'unknown')}`;
    const spent: (() => Promise<unknown>)[] = [];
    try {
      await perAddress.consume(address, bytes);
      spent.push(() => perAddress.reward(address, bytes));
      await everyone.consume('all', bytes);
      spent.push(() => everyone.reward('all', bytes));
    } catch (err) {
      await Promise.all(spent.map((giveBack) => giveBack().catch(() => undefined)));
      if (!(err instanceof RateLimiterRes)) {
        logger.warn({ err }, 'upload budget failed; letting the upload through');
        return next();
      }
      res.setHeader('Retry-After', String(Math.max(1, Math.ceil(err.msBeforeNext / 1000))));
      return void res.status(429).json(spent.length === 0 ? ADDRESS_BUDGET_SPENT : GLOBAL_BUDGET_SPENT);
    }
    res.on('finish', () => {
      if (res.statusCode >= 400) for (const giveBack of spent) giveBack().catch(() => undefined);
    });
    next();
  };
}
