import { Redis } from 'ioredis';
import { streamEventSchema, type StreamEvent } from '@hostel/contracts';
import type { Logger } from '@hostel/platform';
import type { EventId } from './event-id';
import type { GapListener, IncomingEvent, LiveListener, ReplayStore } from './replay-store';

/**
 * Appends an event once: the envelope id is remembered for the replay window (SET NX), and only the first
 * delivery adds a stream entry, so a redelivery, or the same event reaching another gateway, adds nothing. The
 * stream drops entries older than the window as it grows (MINID: entry ids begin with their time).
 */
const APPEND_ONCE = `
if redis.call('SET', KEYS[1], '1', 'NX', 'PX', ARGV[1]) then
  return redis.call('XADD', KEYS[2], 'MINID', '~', ARGV[2], '*', 'type', ARGV[3], 'data', ARGV[4])
end
return false`;

const REPLAY_BATCH = 10_000;
const BLOCK_MS = 5000;

/**
 * Several gateways (real mode): the recent events live in one Redis stream that every gateway appends to and
 * tails. Its entry ids are the events' ids, so a stream that reconnects to another gateway resumes at the same
 * point; each gateway tails with one blocking connection, whatever the number of its streams.
 */
export class RedisReplayStore implements ReplayStore {
  readonly kind = 'redis' as const;
  private readonly redis: Redis;
  private readonly tail: Redis;
  private readonly listeners = new Set<LiveListener>();
  private readonly gapListeners = new Set<GapListener>();
  private stopped = false;
  private tailing: Promise<void> | undefined;

  constructor(
    url: string,
    private readonly key: string,
    private readonly retainMs: number,
    private readonly logger?: Logger,
  ) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 2 });
    this.tail = new Redis(url, { maxRetriesPerRequest: null });
    for (const client of [this.redis, this.tail]) client.on('error', (err) => logger?.debug({ err: err.message }, 'live-events redis error'));
  }

  async start(): Promise<void> {
    const [latest] = (await this.redis.xrevrange(this.key, '+', '-', 'COUNT', 1)) as [string, string[]][];
    this.tailing = this.follow(latest?.[0] ?? '0-0');
  }

  async append({ envelopeId, type, data }: IncomingEvent): Promise<void> {
    const cutoff = `${Date.now() - this.retainMs}`;
    await this.redis.eval(APPEND_ONCE, 2, `${this.key}:seen:${envelopeId}`, this.key, String(this.retainMs), cutoff, type, JSON.stringify(data));
  }

  async since(id: EventId): Promise<StreamEvent[]> {
    const entries = (await this.redis.xrange(this.key, `(${id}`, '+', 'COUNT', REPLAY_BATCH)) as [string, string[]][];
    return entries.map(toEvent).filter((event): event is StreamEvent => event !== undefined);
  }

  listen(listener: LiveListener): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  /** An entry of its own in the shared stream, so every gateway's tail hears of it; replays skip it (not an event). */
  async markGap(occurredAt: number): Promise<void> {
    await this.redis.xadd(this.key, 'MINID', '~', `${Date.now() - this.retainMs}`, '*', 'gap', String(occurredAt));
  }

  onGap(listener: GapListener): () => void {
    this.gapListeners.add(listener);
    return () => void this.gapListeners.delete(listener);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.listeners.clear();
    this.gapListeners.clear();
    this.tail.disconnect();
    await this.tailing?.catch(() => undefined);
    this.redis.disconnect();
  }

  /** Reads new entries as they come (XREAD BLOCK) and hands them to this gateway's streams. */
  private async follow(from: EventId): Promise<void> {
    let last = from;
    while (!this.stopped) {
      try {
        const answer = (await this.tail.xread('COUNT', 1000, 'BLOCK', BLOCK_MS, 'STREAMS', this.key, last)) as [string, [string, string[]][]][] | null;
        for (const [, entries] of answer ?? []) {
          for (const entry of entries) {
            last = entry[0];
            const gap = gapOf(entry);
            if (gap !== undefined) for (const listener of this.gapListeners) listener(gap);
            const event = toEvent(entry);
            if (event) for (const listener of this.listeners) listener(event);
          }
        }
      } catch (err) {
        if (this.stopped) return;
        // Redis away: try again shortly from the same point, so nothing kept meanwhile is skipped.
        this.logger?.warn({ err: (err as Error).message }, 'live-events stream read failed; retrying');
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
  }
}

function fieldsOf(fields: string[]): Record<string, string> {
  const value: Record<string, string> = {};
  for (let index = 0; index + 1 < fields.length; index += 2) value[fields[index]!] = fields[index + 1]!;
  return value;
}

/** A gap entry's time (see markGap); undefined for an event. */
function gapOf([, fields]: [string, string[]]): number | undefined {
  const { gap } = fieldsOf(fields);
  return gap === undefined ? undefined : Number(gap);
}

function toEvent([id, fields]: [string, string[]]): StreamEvent | undefined {
  const value = fieldsOf(fields);
  const parsed = streamEventSchema.safeParse({ id, type: value.type, data: value.data ? JSON.parse(value.data) : undefined });
  return parsed.success ? parsed.data : undefined;
}
