import type { SlotKey } from './count-marks';

const keyOf = (key: SlotKey) => `${key.date}|${key.slot}`;

/**
 * This instance's latest switch written per slot (a stampNow() taken once its write landed), until a kept count
 * read later holds it. The count tick marks a slot `pending` only once it has seen the mark; until then the instance
 * that served the switch still knows its count may be behind, and says so on its own reads.
 */
export class SlotWrites {
  private readonly latest = new Map<string, number>();

  note(key: SlotKey, writtenAt: number): void {
    this.latest.set(keyOf(key), Math.max(writtenAt, this.latest.get(keyOf(key)) ?? 0));
  }

  /** Whether a count read at `countedAt` may miss a switch this instance wrote; forgets the slot once it does not. */
  behind(key: SlotKey, countedAt: number): boolean {
    const writtenAt = this.latest.get(keyOf(key));
    if (writtenAt === undefined) return false;
    if (countedAt > writtenAt) {
      this.latest.delete(keyOf(key));
      return false;
    }
    return true;
  }
}
