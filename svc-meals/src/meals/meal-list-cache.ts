import etag from 'etag';
import { EVERY_READ, isStale, readChange, type ReadChange } from '@hostel/contracts';
import { HotCache, LocalInvalidationChannel, type InvalidationChannel, type Logger } from '@hostel/platform';

/** An answer ready to send: its bytes, serialised once, and their strong ETag. */
export interface ReadyBody {
  body: Buffer;
  etag: string;
  /** X-Total-Count of a list answer. */
  total?: number;
  /** The meals a list answer holds, so a change to one of them finds the answers to patch or drop. */
  ids?: readonly string[];
}

/** Which meals a list query matches, in order, and how many match in all. */
export interface PageIds {
  ids: string[];
  total: number;
}

export interface MealListCacheOptions {
  /** How long an answer is fresh (the safety net if an invalidation message is lost). */
  ttlSeconds: number;
  /** How long past that an answer may still be served while one refresh runs. */
  staleSeconds?: number;
  /** Tells the other svc-meals instances what changed (Redis pub/sub); one process needs none. */
  channel?: InvalidationChannel;
  logger?: Logger;
}

/** While invalidation messages may be getting lost (Redis down), entries live this long at most. */
const UNSURE_TTL_MS = 1000;
const MAX_PAGES = 5000;
const MAX_MEALS = 50_000;
const MAX_DETAILS = 5000;
const OPEN = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']');

export function readyJson(value: unknown, extra: Omit<ReadyBody, 'body' | 'etag'> = {}): ReadyBody {
  const body = Buffer.from(JSON.stringify(value));
  return { body, etag: etag(body), ...extra };
}

/**
 * The key of a parsed list query, built from every field it has (absent and '' alike left out, names
 * sorted): a filter added to the query schema joins the key by itself.
 */
export function cacheKeyOf(query: object): string {
  const fields = Object.entries(query).filter(([, value]) => value !== undefined && value !== '');
  return JSON.stringify(fields.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * svc-meals' read cache (L1, in process) for GET /meals and GET /meals/:id:
 * - page entries: a list query's ordered meal ids and total;
 * - meal entries: one meal's JSON bytes as lists show it;
 * - list answers: a page's bytes assembled from those (`[` + meal bytes joined by `,` + `]`) with a strong ETag;
 * - details answers: one meal with its reviews, as bytes with an ETag.
 * Every read is single-flight and stale-while-revalidate (HotCache). What a write changed arrives as a ReadChange
 * derived from its declaration (`changed`), here and, through the channel, in the other instances: the stale reads
 * it names are dropped (getMeal: that meal's bytes, details and the lists holding it; listMeals: every page and
 * list). A like's message carries the meal's like count, and the copies held take it in place instead, so a rush of
 * likes never empties the lists readers are served from.
 */
export class MealListCache {
  private readonly pages: HotCache<PageIds>;
  private readonly meals: HotCache<Buffer>;
  private readonly lists: HotCache<ReadyBody>;
  private readonly details: HotCache<ReadyBody>;
  /** Request URL → the list key its parsed query gave, so the hot path finds an answer without parsing. */
  private readonly urls = new Map<string, string>();
  private readonly channel: InvalidationChannel;
  private readonly logger?: Logger;

  constructor(options: MealListCacheOptions) {
    this.channel = options.channel ?? new LocalInvalidationChannel();
    this.logger = options.logger;
    const ttlMs = options.ttlSeconds * 1000;
    const common = {
      ttlMs: () => (this.channel.live ? ttlMs : Math.min(ttlMs, UNSURE_TTL_MS)),
      staleMs: (options.staleSeconds ?? options.ttlSeconds) * 1000,
      onRefreshError: (err: unknown) => options.logger?.warn({ err }, 'meals cache refresh failed'),
    };
    this.pages = new HotCache({ ...common, maxEntries: MAX_PAGES });
    this.meals = new HotCache({ ...common, maxEntries: MAX_MEALS });
    this.lists = new HotCache({ ...common, maxEntries: MAX_PAGES });
    this.details = new HotCache({ ...common, maxEntries: MAX_DETAILS });
    this.channel.onMessage((message) => this.apply(this.parse(message)));
    this.channel.onReset(() => this.apply(EVERY_READ));
  }

  /** A list answer: from the cache, or assembled from the page's ids and each meal's bytes (one load per key). */
  list(key: string, loadIds: () => Promise<PageIds>, loadMeals: (ids: string[]) => Promise<Map<string, Buffer>>): Promise<ReadyBody> {
    return this.lists.get(key, async () => {
      const page = await this.pages.get(key, loadIds);
      return assemble(page.ids, await this.meals.getMany(page.ids, loadMeals), page.total);
    });
  }

  /** Remembers which list key a request URL parsed to (only URLs that parsed are remembered). */
  rememberUrl(url: string, key: string): void {
    if (this.urls.size >= MAX_PAGES * 2 && !this.urls.has(url)) this.urls.delete(this.urls.keys().next().value!);
    this.urls.set(url, key);
  }

  /** The fresh list answer for a request URL seen before, synchronously; undefined sends it the slow way. */
  peekList(url: string): ReadyBody | undefined {
    const key = this.urls.get(url);
    return key === undefined ? undefined : this.lists.peek(key);
  }

  meal(id: string, load: () => Promise<ReadyBody>): Promise<ReadyBody> {
    return this.details.get(id, load);
  }

  peekMeal(id: string): ReadyBody | undefined {
    return this.details.peek(id);
  }

  /**
   * A write succeeded: what its declaration says it made stale (`staleReadsOf(operation, params)`, or EVERY_READ),
   * with a like's likers. Applied here before the write is answered, then told to the other instances.
   */
  async changed(change: ReadChange): Promise<void> {
    this.apply(change);
    await this.channel.publish(JSON.stringify(change));
  }

  /** Everything changed (the seed, a bulk import). */
  invalidate(): Promise<void> {
    return this.changed(EVERY_READ);
  }

  /** A message from another instance; one that is not a ReadChange drops everything (nothing it named is known). */
  private parse(message: string): ReadChange {
    try {
      return readChange.parse(JSON.parse(message));
    } catch (err) {
      this.logger?.warn({ err: String(err) }, 'meals cache change unreadable; dropping every cached read');
      return EVERY_READ;
    }
  }

  private apply(change: ReadChange): void {
    if (change.likers) return this.patchLikes(change.likers.id, change.likers.likes);
    if (isStale(change.stale, 'listMeals')) {
      this.pages.clear();
      this.lists.clear();
    }
    if (isStale(change.stale, 'getMeal')) {
      this.meals.clear();
      this.details.clear();
      this.lists.clear();
    }
    for (const { read, params } of change.stale) if (read === 'getMeal' && params?.id) this.dropMeal(params.id);
  }

  /** One meal's bytes, details and every list holding them go; builds under way may hold them, and are not kept. */
  private dropMeal(id: string): void {
    this.meals.delete(id);
    this.details.delete(id);
    for (const [key] of this.listsHolding(id)) this.lists.delete(key);
    this.lists.detachLoads();
  }

  /**
   * A meal's like count changed, and nothing else about it: the fresh copies held take it in place (its bytes, its
   * details, the lists holding it, assembled again from fresh meal bytes). Likes only ever grow, so a message older
   * than what is held is known by its lower count and changes nothing. What cannot be patched is dropped.
   */
  private patchLikes(id: string, likes: number): void {
    const bytes = this.meals.peek(id);
    const patched = bytes && withLikes(bytes, likes);
    if (bytes && !patched) return; // a message older than what this instance holds
    const details = this.details.peek(id);
    const patchedDetails = details && withLikes(details.body, likes);
    const holding = this.listsHolding(id);
    // Set after the drop, which also detaches loads under way: they may have read the meal before the like.
    this.dropMeal(id);
    if (patchedDetails) this.details.set(id, { body: patchedDetails, etag: etag(patchedDetails) });
    if (!patched) return;
    this.meals.set(id, patched);
    for (const [key, old] of holding) {
      const fresh = (old.ids ?? []).map((mealId) => [mealId, this.meals.peek(mealId)] as const);
      // A list whose other meals are no longer fresh here is left dropped: its next reader assembles it.
      if (fresh.every(([, meal]) => meal)) this.lists.set(key, assemble(old.ids!, new Map(fresh as [string, Buffer][]), old.total));
    }
  }

  private listsHolding(id: string): [string, ReadyBody][] {
    return this.lists.filter((answer) => answer.ids?.includes(id) ?? false);
  }
}

/**
 * A meal's (or its details') bytes with this like count, the fields left in their order so the bytes equal what a
 * fresh read would serialise (every instance answers one ETag); undefined unless the count is higher.
 */
function withLikes(bytes: Buffer, likes: number): Buffer | undefined {
  const meal = JSON.parse(bytes.toString('utf8')) as { likes: number };
  if (likes <= meal.likes) return undefined;
  meal.likes = likes;
  return Buffer.from(JSON.stringify(meal));
}

/** A list answer from its ordered ids and each meal's bytes: `[` + bytes joined by `,` + `]`, hashed once. */
function assemble(pageIds: readonly string[], meals: Map<string, Buffer>, total: number | undefined): ReadyBody {
  const parts: Buffer[] = [OPEN];
  const ids: string[] = [];
  for (const id of pageIds) {
    const bytes = meals.get(id);
    if (!bytes) continue; // deleted since the ids were read; that delete drops this answer anyway
    if (ids.length > 0) parts.push(COMMA);
    parts.push(bytes);
    ids.push(id);
  }
  parts.push(CLOSE);
  const body = Buffer.concat(parts);
  return { body, etag: etag(body), total, ids };
}
