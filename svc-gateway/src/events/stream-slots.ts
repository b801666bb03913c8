import { randomUUID } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import { Redis } from 'ioredis';
import { RETRY_AFTER_SECONDS, type Logger, type SessionClaims } from '@hostel/platform';

export interface StreamCeilings {
  /** Open streams one account may hold, across every gateway (DESIGN §8: 5). */
  perAccount: number;
  /** Open streams this gateway holds, every account together. */
  perInstance: number;
  /** STREAM_LEASE_MS unless a test shortens it. */
  leaseMs?: number;
}

/** How long a place stays taken without its gateway renewing it: a crashed gateway's places free themselves. */
export const STREAM_LEASE_MS = 60_000;

/** The 429 answer's body when an account holds its ceiling of streams. */
export const TOO_MANY_STREAMS = { success: false, message: 'Too many live streams are open for this account; close one first' };
/** The 503 answer's body when this gateway holds its ceiling. */
export const GATEWAY_FULL = { success: false, message: 'This server has no room for another live stream; try again' };

/** Where an account's places are counted: Redis for every gateway together, or this process alone. */
interface PlaceCounter {
  take(account: string, place: string, ceiling: number): Promise<boolean>;
  release(account: string, place: string): Promise<void>;
  renew(held: readonly (readonly [account: string, place: string])[]): Promise<void>;
}

class MemoryCounter implements PlaceCounter {
  private readonly places = new Map<string, Set<string>>();

  async take(account: string, place: string, ceiling: number) {
    const held = this.places.get(account) ?? new Set<string>();
    if (held.size >= ceiling) return false;
    this.places.set(account, held.add(place));
    return true;
  }

  async release(account: string, place: string) {
    const held = this.places.get(account);
    held?.delete(place);
    if (held?.size === 0) this.places.delete(account);
  }

  async renew() {}
}

/**
 * One sorted set per account: each member a place (a stream of some gateway), scored by when its lease ends.
 * Expired places are dropped before counting, so a gateway that died holding streams frees them within a lease.
 * Redis's own clock scores them, so gateways' clocks need not agree.
 */
const TAKE = `
local t = redis.call('TIME')
local now = t[1] * 1000 + math.floor(t[2] / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[1]) then return 0 end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1`;
const RENEW = `
local t = redis.call('TIME')
local now = t[1] * 1000 + math.floor(t[2] / 1000)
for i, key in ipairs(KEYS) do
  redis.call('ZADD', key, 'XX', now + tonumber(ARGV[1]), ARGV[i + 1])
  redis.call('PEXPIRE', key, ARGV[1])
end
return 0`;

class RedisCounter implements PlaceCounter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly leaseMs: number,
  ) {}

  private key = (account: string) => `${this.prefix}:${account}`;

  async take(account: string, place: string, ceiling: number) {
    return (await this.redis.eval(TAKE, 1, this.key(account), ceiling, this.leaseMs, place)) === 1;
  }

  async release(account: string, place: string) {
    await this.redis.zrem(this.key(account), place);
  }

  async renew(held: readonly (readonly [string, string])[]) {
    // In batches, so one script never holds Redis for long however many streams this gateway has.
    for (let i = 0; i < held.length; i += 500) {
      const batch = held.slice(i, i + 500);
      await this.redis.eval(RENEW, batch.length, ...batch.map(([account]) => this.key(account)), this.leaseMs, ...batch.map(([, place]) => place));
    }
  }
}

export interface StreamSlots {
  /** Admits a stream before its handler runs (429 / 503 when full) and frees its place when the answer closes. */
  limit(handler: RequestHandler): RequestHandler;
  /** Frees every place this gateway holds and stops renewing. */
  stop(): Promise<void>;
}

/**
 * Ceilings on open live streams (DESIGN §8): per account across every gateway (counted in Redis when there is one,
 * each place leased and renewed by its gateway, so a crash frees it), and per gateway (counted here). While Redis
 * is away an account's places are counted in this process: the ceiling holds per gateway instead of overall.
 */
export function streamSlots(ceilings: StreamCeilings, redisUrl: string | undefined, prefix: string, logger: Logger): StreamSlots {
  // Commands wait for the connection (a stream opened just after start-up is counted in Redis too), but not long:
  // with Redis away the place is counted here instead of holding the stream back.
  const redis = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 1, commandTimeout: 2000 }) : undefined;
  redis?.on('error', (err) => logger.debug({ err: err.message }, 'stream-slots redis error'));
  const leaseMs = ceilings.leaseMs ?? STREAM_LEASE_MS;
  const shared = redis ? new RedisCounter(redis, prefix, leaseMs) : undefined;
  const local = new MemoryCounter();
  /** Every place this gateway holds: its account and which counter took it. */
  const held = new Map<string, { account: string; counter: PlaceCounter }>();

  const renewal = setInterval(() => {
    const renewing = [...held].filter(([, { counter }]) => counter === shared).map(([place, { account }]) => [account, place] as const);
    if (renewing.length > 0) shared?.renew(renewing).catch((err: unknown) => logger.warn({ err }, 'could not renew live-stream places'));
  }, leaseMs / 3);
  renewal.unref();

  const take = async (account: string): Promise<string | undefined> => {
    const place = randomUUID();
    let counter: PlaceCounter = shared ?? local;
    let taken: boolean;
    try {
      taken = await counter.take(account, place, ceilings.perAccount);
    } catch (err) {
      logger.warn({ err }, 'live-stream places not counted in Redis; counting in this gateway');
      counter = local;
      taken = await local.take(account, place, ceilings.perAccount);
    }
    if (!taken) return undefined;
    held.set(place, { account, counter });
    return place;
  };

  const release = async (place: string) => {
    const holder = held.get(place);
    if (!holder) return;
    held.delete(place);
    // A place Redis could not free now expires with its lease.
    await holder.counter.release(holder.account, place).catch((err: unknown) => logger.debug({ err }, 'could not free a live-stream place'));
  };

  /** Streams being admitted right now: they count towards this gateway's ceiling while their place is taken. */
  let admitting = 0;
  const refuse = (res: Response, status: 429 | 503) => {
    res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    res.status(status).json(status === 429 ? TOO_MANY_STREAMS : GATEWAY_FULL);
  };

  return {
    limit: (handler) => async (req, res, next) => {
      if (held.size + admitting >= ceilings.perInstance) return refuse(res, 503);
      let closed = false;
      let place: string | undefined;
      res.on('close', () => {
        closed = true;
        if (place) void release(place);
      });
      admitting++;
      try {
        place = await take((req.auth as SessionClaims).sub);
      } finally {
        admitting--;
      }
      if (!place) return refuse(res, 429);
      // The client left while its place was being taken: the close above came too early to free it.
      if (closed) return void release(place);
      return handler(req, res, next);
    },
    stop: async () => {
      clearInterval(renewal);
      await Promise.all([...held.keys()].map(release));
      redis?.disconnect();
    },
  };
}
