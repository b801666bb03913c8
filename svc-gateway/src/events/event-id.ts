/**
 * Stream event ids are `<milliseconds>-<sequence>`, as Redis numbers stream entries, so one order holds for every
 * gateway: an id from one gateway is a point in the same sequence on another.
 */
export type EventId = string;

export function compareIds(a: EventId, b: EventId): number {
  const [aMs, aSeq] = a.split('-').map(Number) as [number, number];
  const [bMs, bSeq] = b.split('-').map(Number) as [number, number];
  return aMs - bMs || aSeq - bSeq;
}

/** Hands out increasing ids in one process (the embedded replay buffer). */
export class IdSequence {
  private lastMs = 0;
  private seq = 0;

  next(now = Date.now()): EventId {
    if (now > this.lastMs) {
      this.lastMs = now;
      this.seq = 0;
    } else this.seq++;
    return `${this.lastMs}-${this.seq}`;
  }
}
