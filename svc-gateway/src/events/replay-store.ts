import type { StreamEvent } from '@hostel/contracts';
import { compareIds, IdSequence, type EventId } from './event-id';

type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;

/** An event as it arrives from the bus: its envelope id makes a redelivery recognisable. */
export type IncomingEvent = WithoutId<StreamEvent> & { envelopeId: string };

export type LiveListener = (event: StreamEvent) => void;

/** Told when an event that happened at `occurredAt` (ms) will never be streamed: streams older than it missed it. */
export type GapListener = (occurredAt: number) => void;

/**
 * The recent events every stream of this gateway reads from: appended once each (a redelivered envelope is
 * ignored), numbered in one sequence, kept for the replay window so `Last-Event-ID` can resume.
 */
export interface ReplayStore {
  readonly kind: 'memory' | 'redis';
  start(): Promise<void>;
  /** Numbers and keeps the event, then tells every listener (of every gateway sharing the store). */
  append(event: IncomingEvent): Promise<void>;
  /** The kept events after `id`, oldest first. */
  since(id: EventId): Promise<StreamEvent[]>;
  listen(listener: LiveListener): () => void;
  /**
   * Tells every gap listener (of every gateway sharing the store) that an event of `occurredAt` was dropped (it
   * came later than the replay window, after a broker outage): no stream will carry it, nor can any replay.
   */
  markGap(occurredAt: number): Promise<void>;
  onGap(listener: GapListener): () => void;
  stop(): Promise<void>;
}

/** Embedded mode (one gateway): the replay buffer in this process, bounded by age and by count. */
export class MemoryReplayStore implements ReplayStore {
  readonly kind = 'memory' as const;
  private readonly events: { event: StreamEvent; envelopeId: string; at: number }[] = [];
  private readonly seen = new Set<string>();
  private readonly listeners = new Set<LiveListener>();
  private readonly gapListeners = new Set<GapListener>();
  private readonly ids = new IdSequence();
  private readonly maxEvents: number;
  private readonly now: () => number;

  constructor(
    private readonly retainMs: number,
    options: { maxEvents?: number; now?: () => number } = {},
  ) {
    this.maxEvents = options.maxEvents ?? 10_000;
    this.now = options.now ?? Date.now;
  }

  async start(): Promise<void> {}

  async append({ envelopeId, ...incoming }: IncomingEvent): Promise<void> {
    if (this.seen.has(envelopeId)) return;
    const now = this.now();
    const event = { id: this.ids.next(now), ...incoming } as StreamEvent;
    this.events.push({ event, envelopeId, at: now });
    this.seen.add(envelopeId);
    this.trim(now);
    for (const listener of this.listeners) listener(event);
  }

  async since(id: EventId): Promise<StreamEvent[]> {
    this.trim(this.now());
    return this.events.filter(({ event }) => compareIds(event.id, id) > 0).map(({ event }) => event);
  }

  listen(listener: LiveListener): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  async markGap(occurredAt: number): Promise<void> {
    for (const listener of this.gapListeners) listener(occurredAt);
  }

  onGap(listener: GapListener): () => void {
    this.gapListeners.add(listener);
    return () => void this.gapListeners.delete(listener);
  }

  async stop(): Promise<void> {
    this.listeners.clear();
    this.gapListeners.clear();
  }

  private trim(now: number): void {
    while (this.events.length > 0 && (now - this.events[0]!.at > this.retainMs || this.events.length > this.maxEvents)) {
      this.seen.delete(this.events.shift()!.envelopeId);
    }
  }
}
