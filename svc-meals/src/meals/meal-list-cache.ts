import { createHash } from 'node:crypto';
import { HotCache, LocalInvalidationChannel, type InvalidationChannel, type Logger } from '@hostel/platform';

/** An answer ready to send: its bytes, serialised once, and their strong ETag. */
export interface ReadyBody {
  body: Buffer;
  etag: string;
  /** X-Total-Count of a list answer. */
  total?: number;
  /** The meals a list answer holds, so a change to one of them finds the answers to rebuild. */
  ids?: readonly string[];
  /** When a list answer's build began (MealListCache's change clock): an older build never replaces a newer one. */
  builtAt?: number;
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

export const etagOf = (body: Buffer): string => `"${createHash('sha1').update(body).digest('base64url')}"`;

export function readyJson(value: unknown, extra: Omit<ReadyBody, 'body' | 'etag'> = {}): ReadyBody {
  const body = Buffer.from(JSON.stringify(value));
  return { body, etag: etagOf(body), ...extra };
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
 * - page entries: a list query's ordered meal ids and total; they change only when a meal is added, deleted
 *   or edited (what it matches or where it sorts may change);
 * - meal entries: one meal's JSON bytes as lists show it; they change on a like, a review or an edit;
 * - list answers: a page's bytes assembled from those (`[` + meal bytes joined by `,` + `]`) with a strong
 *   ETag; a change to one meal (a review, a menu slot) reloads that meal's bytes and rebuilds only the answers
 *   holding it, in place: the hot path keeps answering them meanwhile, and the writer's own instance has the
 *   new bytes before the write is answered. A like carries the meal's new likers in its message, so no
 *   instance reads the store for it: each patches the bytes it holds;
 * - details answers: one meal with its reviews, as bytes with an ETag.
 * Every read is single-flight and stale-while-revalidate (HotCache). A write drops what it changed here
 * and tells the other instances through the channel; `invalidate` drops everything.
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
  /** Counts changes and list builds, so a build that began before a change never overwrites one after it. */
  private clock = 0;
  /** Each meal's latest change, so only the latest of overlapping refreshes of one meal rebuilds lists. */
  private readonly mealVersions = new Map<string, number>();
  /** How meal bytes are loaded; known from the first list read (before it there is no list to rebuild). */
  private loadMeals?: (ids: string[]) => Promise<Map<string, Buffer>>;

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
    this.channel.onMessage((message) => this.apply(message));
    this.channel.onReset(() => this.apply('all'));
  }

  /** A list answer: from the cache, or assembled from the page's ids and each meal's bytes (one load per key). */
  list(key: string, loadIds: () => Promise<PageIds>, loadMeals: (ids: string[]) => Promise<Map<string, Buffer>>): Promise<ReadyBody> {
    this.loadMeals ??= loadMeals;
    return this.lists.get(key, async () => {
      const builtAt = ++this.clock;
      const page = await this.pages.get(key, loadIds);
      return assemble(page.ids, await this.meals.getMany(page.ids, loadMeals), page.total, builtAt);
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
   * A meal's likes, reviews or fields changed; `lists` when what it matches or where it sorts may have too (then
   * every list answer goes). Resolves once this instance answers the change, and the others are told.
   */
  async mealChanged(id: string, { lists = false } = {}): Promise<void> {
    if (lists) this.apply(`lists+meal ${id}`);
    else await this.refreshMeal(id);
    await this.channel.publish(`${lists ? 'lists+meal' : 'meal'} ${id}`);
  }

  /**
   * A meal was liked: only its likers (and their count) changed. The message carries them, so every instance
   * patches the meal's bytes and details it holds instead of reading the meal and its reviews again (at the
   * evening rush that read was most of what a like cost, once per instance). Likers only ever grow, so a
   * message that arrives after a newer one is recognised by its shorter list and changes nothing.
   */
  async mealLiked(id: string, likedBy: readonly string[]): Promise<void> {
    await this.patchLikers(id, likedBy);
    await this.channel.publish(`likes ${id} ${JSON.stringify(likedBy)}`);
  }

  /** A meal was added: every list may hold it now. */
  async listsChanged(): Promise<void> {
    this.apply('lists');
    await this.channel.publish('lists');
  }

  /** Everything changed (the seed, a bulk import). */
  async invalidate(): Promise<void> {
    this.apply('all');
    await this.channel.publish('all');
  }

  private apply(message: string): void {
    const [, kind, id, rest] = /^(\S+)(?: (\S+))?(?: (.*))?$/s.exec(message) ?? [];
    if (kind === 'all' || kind === 'lists' || kind === 'lists+meal') {
      this.pages.clear();
      this.lists.clear();
    }
    if (kind === 'all') {
      this.meals.clear();
      this.details.clear();
    }
    if (kind === 'lists+meal' && id) {
      this.meals.delete(id);
      this.details.delete(id);
    }
    // From another instance: this one's lists show the old bytes for the one store read the refresh takes.
    if (kind === 'meal' && id) void this.refreshMeal(id);
    if (kind === 'likes' && id) {
      const likedBy = likersOf(rest);
      void (likedBy ? this.patchLikers(id, likedBy) : this.refreshMeal(id));
    }
  }

  /**
   * The likers of a meal changed: fresh bytes of it (its list entry, its details) get them in place; anything
   * else about the meal is as it was. Without fresh bytes to patch, the meal is read again as for any change.
   */
  private async patchLikers(id: string, likedBy: readonly string[]): Promise<void> {
    const bytes = this.meals.peek(id);
    if (!bytes) return this.refreshMeal(id);

    const details = this.details.peek(id);
    const patchedDetails = details && withLikers(details.body, likedBy);
    // Dropped unless fresh and at least as new: a details load under way may have read the count before the like.
    if (!details || patchedDetails) this.details.delete(id);
    if (patchedDetails) this.details.set(id, { body: patchedDetails, etag: etagOf(patchedDetails) });

    const patched = withLikers(bytes, likedBy);
    if (!patched) return; // a message older than what this instance holds
    const version = this.nextVersion(id);
    this.meals.delete(id); // detaches a load of the meal under way, for the same reason
    this.meals.set(id, patched);
    this.lists.detachLoads();
    try {
      await this.rebuildListsHolding(id);
    } catch (err) {
      this.dropListsHolding(id, err);
    } finally {
      this.endVersion(id, version);
    }
  }

  /**
   * One meal changed but not what it matches: its details go, its bytes are read again (one query), and every
   * list answer holding it is rebuilt from the cached meal bytes and put in place of the old one.
   */
  private async refreshMeal(id: string): Promise<void> {
    const version = this.nextVersion(id);
    this.details.delete(id);
    this.meals.delete(id);
    // Builds under way may hold the old bytes: they are not stored; callers waiting on them start anew.
    this.lists.detachLoads();
    try {
      const loadMeals = this.loadMeals;
      if (!loadMeals || this.listsHolding(id).length === 0) return;
      const fresh = await this.meals.getMany([id], loadMeals);
      if (this.mealVersions.get(id) !== version) return; // a later change of this meal rebuilds the lists
      if (fresh.has(id)) await this.rebuildListsHolding(id);
      else for (const [key] of this.listsHolding(id)) this.lists.delete(key);
    } catch (err) {
      this.dropListsHolding(id, err);
    } finally {
      this.endVersion(id, version);
    }
  }

  /** Marks the meal's latest change: a refresh of an earlier one that finishes later leaves the lists alone. */
  private nextVersion(id: string): number {
    const version = ++this.clock;
    this.mealVersions.set(id, version);
    return version;
  }

  private endVersion(id: string, version: number): void {
    if (this.mealVersions.get(id) === version) this.mealVersions.delete(id);
  }

  private listsHolding(id: string): [string, ReadyBody][] {
    return this.lists.filter((answer) => answer.ids?.includes(id) ?? false);
  }

  /** Every list answer holding the meal, assembled again from the meal bytes cached now and put in place. */
  private async rebuildListsHolding(id: string): Promise<void> {
    const loadMeals = this.loadMeals;
    if (!loadMeals) return;
    await Promise.all(
      this.listsHolding(id).map(async ([key, old]) => {
        if (!old.ids) return this.lists.delete(key);
        const builtAt = ++this.clock;
        const answer = assemble(old.ids, await this.meals.getMany(old.ids, loadMeals), old.total, builtAt);
        const current = this.lists.current(key);
        if (current && (current.builtAt ?? 0) > builtAt) return; // a newer build is already in place
        this.lists.set(key, answer);
      }),
    );
  }

  /** The store failed: no list may keep the old bytes, so they go and the next reader loads them. */
  private dropListsHolding(id: string, err: unknown): void {
    this.logger?.warn({ err }, 'meals cache refresh failed; dropping the lists holding the meal');
    for (const [key] of this.listsHolding(id)) this.lists.delete(key);
  }
}

/** The likers a `likes` message carries; undefined when it cannot be read (the meal is then read again). */
function likersOf(json: string | undefined): string[] | undefined {
  try {
    const value: unknown = JSON.parse(json ?? '');
    return Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : undefined;
  } catch {
    return undefined;
  }
}

interface Liked {
  likes: number;
  likedBy: string[];
}

const likedOf = (bytes: Buffer): Liked => JSON.parse(bytes.toString('utf8')) as Liked;

/**
 * A meal's (or its details') bytes with these likers, the fields left in their order so the bytes equal what a
 * fresh read would serialise (every instance answers one ETag); undefined unless the likers are newer.
 */
function withLikers(bytes: Buffer, likedBy: readonly string[]): Buffer | undefined {
  const meal = likedOf(bytes);
  if (likedBy.length <= meal.likedBy.length) return undefined;
  meal.likes = likedBy.length;
  meal.likedBy = [...likedBy];
  return Buffer.from(JSON.stringify(meal));
}

/** A list answer from its ordered ids and each meal's bytes: `[` + bytes joined by `,` + `]`, hashed once. */
function assemble(pageIds: readonly string[], meals: Map<string, Buffer>, total: number | undefined, builtAt: number): ReadyBody {
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
  return { body, etag: etagOf(body), total, ids, builtAt };
}
