import { performance } from 'node:perf_hooks';
import { apiPathOf, EVENTS, liveEvents, type HeadcountChanged } from '@hostel/contracts';

/** An admin's screen: `/events` through the gateway, each `headcount.changed` kept with the instant it arrived. */
export class AdminStream {
  readonly counts: { at: number; data: HeadcountChanged }[] = [];
  private readonly controller = new AbortController();

  /** Resolves once the stream's headers and its first comment are in: the gateway is then sending to it. */
  static async open(gateway: string, token: string): Promise<AdminStream> {
    const stream = new AdminStream();
    const res = await fetch(`${gateway}${apiPathOf(liveEvents)}`, { headers: { Accept: 'text/event-stream', Authorization: `Bearer ${token}` }, signal: stream.controller.signal });
    if (res.status !== 200 || !res.body) throw new Error(`/events answered ${res.status}: ${await res.text()}`);
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    let connected: () => void = () => undefined;
    const ready = new Promise<void>((resolve) => (connected = resolve));
    void (async () => {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.startsWith(':')) connected();
          const data = block.split('\n').find((line) => line.startsWith('data: '));
          const event = data ? (JSON.parse(data.slice(6)) as { type: string; data: HeadcountChanged }) : undefined;
          if (event?.type === EVENTS.headcountChanged) stream.counts.push({ at: performance.now(), data: event.data });
        }
      }
    })().catch(() => undefined);
    await ready;
    return stream;
  }

  /** When the screen first showed the slot's final count: the first of the counts it has shown since (none if it ends on another). */
  finalAt(date: string, slot: string, final: { on: number; guests: number }): number | undefined {
    const ofSlot = this.counts.filter((entry) => entry.data.date === date && entry.data.slot === slot);
    let first: number | undefined;
    for (let index = ofSlot.length - 1; index >= 0 && ofSlot[index]!.data.on === final.on && ofSlot[index]!.data.guests === final.guests; index--) first = ofSlot[index]!.at;
    return first;
  }

  close(): void {
    this.controller.abort();
  }
}
