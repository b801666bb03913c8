import { z } from 'zod';
import type { EventBus, EventEnvelope } from './event-bus';
import { newEvent } from './envelope';
import { PermanentEventError, type RetryPolicy } from './retry';

/** Short pauses so the contract runs in seconds; the window is wide enough never to close on its own. */
export const FAST_RETRY: RetryPolicy = { windowMs: 10_000, minDelayMs: 20, maxDelayMs: 200 };

export interface BusHarness {
  /** A new bus connected to the same exchange as the others of this harness. */
  open(): Promise<EventBus>;
  /** Unique queue name for this test run. */
  queue(name: string): string;
  /** Events that ended in `<queue>.dlq`. */
  deadLetters(queue: string): Promise<EventEnvelope[]>;
  cleanup(): Promise<void>;
}

export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** One behaviour for every EventBus adapter. */
export function describeEventBusContract(title: string, makeHarness: () => Promise<BusHarness>): void {
  describe(`EventBus contract — ${title}`, () => {
    let harness: BusHarness;
    const buses: EventBus[] = [];
    const open = async () => {
      const bus = await harness.open();
      buses.push(bus);
      return bus;
    };
    beforeEach(async () => {
      harness = await makeHarness();
    });
    afterEach(async () => {
      await Promise.all(buses.splice(0).map((bus) => bus.close()));
      await harness.cleanup();
    });

    it('when an event is published, then a queue bound to a matching pattern receives it intact', async () => {
      const bus = await open();
      const got: EventEnvelope[] = [];
      await bus.subscribe(harness.queue('users'), ['payment.*'], async (event) => void got.push(event));
      const event = newEvent('payment.succeeded', { userId: 'u1', amount: 399 });
      await bus.publish(event);
      await bus.publish(newEvent('user.created', { userId: 'u2' }));
      await waitFor(() => got.length === 1);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(got).toEqual([event]);
    });

    it('when "#" is used, then it matches any number of words', async () => {
      const bus = await open();
      const got: string[] = [];
      await bus.subscribe(harness.queue('all'), ['user.#'], async (event) => void got.push(event.type));
      await bus.publish(newEvent('user.created', {}));
      await bus.publish(newEvent('user.badge_changed', {}));
      await bus.publish(newEvent('upcoming.like_threshold_reached', {}));
      await waitFor(() => got.length === 2);
      expect(got.sort()).toEqual(['user.badge_changed', 'user.created']);
    });

    it('when two queues bind the same pattern, then each gets its own copy', async () => {
      const bus = await open();
      const a: string[] = [];
      const b: string[] = [];
      await bus.subscribe(harness.queue('a'), ['user.*'], async (event) => void a.push(event.id));
      await bus.subscribe(harness.queue('b'), ['user.*'], async (event) => void b.push(event.id));
      const event = newEvent('user.created', {});
      await bus.publish(event);
      await waitFor(() => a.length === 1 && b.length === 1);
      expect(a).toEqual([event.id]);
      expect(b).toEqual([event.id]);
    });

    it('when each instance consumes an instance queue of its own, then each gets every event; one published while a queue’s bus is closed is never delivered to it', async () => {
      const first = await open();
      const second = await open();
      const one: string[] = [];
      const two: string[] = [];
      const queue = harness.queue('instance-1');
      await first.subscribe(queue, ['meal.*'], async (event) => void one.push(event.id), { instanceQueue: true });
      await second.subscribe(harness.queue('instance-2'), ['meal.*'], async (event) => void two.push(event.id), { instanceQueue: true });
      const event = newEvent('meal.liked', {});
      await second.publish(event);
      await waitFor(() => one.length === 1 && two.length === 1);
      expect([one, two]).toEqual([[event.id], [event.id]]);

      await first.close();
      const missed = newEvent('meal.liked', { missed: true });
      await second.publish(missed);
      await waitFor(() => two.length === 2);
      const again = await open();
      const later: string[] = [];
      await again.subscribe(queue, ['meal.*'], async (got) => void later.push(got.id), { instanceQueue: true });
      const next = newEvent('meal.liked', {});
      await second.publish(next);
      await waitFor(() => later.length === 1);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(later).toEqual([next.id]);
    });

    it('when two consumers share one queue, then each message is handled by only one of them', async () => {
      const first = await open();
      const second = await open();
      const handled: string[] = [];
      const queue = harness.queue('shared');
      await first.subscribe(queue, ['meal.*'], async (event) => void handled.push(`1:${event.id}`));
      await second.subscribe(queue, ['meal.*'], async (event) => void handled.push(`2:${event.id}`));
      const events = Array.from({ length: 20 }, (_, i) => newEvent('meal.liked', { i }));
      for (const event of events) await first.publish(event);
      await waitFor(() => handled.length === 20);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const ids = handled.map((entry) => entry.slice(2));
      expect(new Set(ids).size).toBe(20);
      expect(handled).toHaveLength(20);
    });

    it('when a handler fails once, then the message is redelivered and handled', async () => {
      const bus = await open();
      let attempts = 0;
      const done: string[] = [];
      await bus.subscribe(
        harness.queue('flaky'),
        ['x.*'],
        async (event) => {
          attempts++;
          if (attempts === 1) throw new Error('transient');
          done.push(event.id);
        },
        { retry: FAST_RETRY },
      );
      const event = newEvent('x.y', {});
      await bus.publish(event);
      await waitFor(() => done.length === 1);
      expect(attempts).toBe(2);
      expect(await harness.deadLetters(harness.queue('flaky'))).toEqual([]);
    });

    it('when a handler keeps failing for many attempts but inside the retry window, then it is handled in the end and nothing is dead-lettered', async () => {
      const bus = await open();
      const queue = harness.queue('outage');
      let attempts = 0;
      let storeBackAt = Infinity;
      const done: string[] = [];
      await bus.subscribe(
        queue,
        ['x.*'],
        async (event) => {
          attempts++;
          if (Date.now() < storeBackAt) throw new Error('connect ECONNREFUSED 127.0.0.1:27017');
          done.push(event.id);
        },
        { retry: { ...FAST_RETRY, windowMs: 30_000 } },
      );
      storeBackAt = Date.now() + 1500;
      await bus.publish(newEvent('x.y', {}));
      await waitFor(() => done.length === 1, 15_000);
      expect(attempts).toBeGreaterThan(5);
      expect(await harness.deadLetters(queue)).toEqual([]);
    }, 20_000);

    it('when a handler keeps failing past the retry window, then the message is dead-lettered no sooner, and others flow while it waits', async () => {
      const bus = await open();
      const queue = harness.queue('poison');
      const windowMs = 1000;
      let firstFailure = 0;
      let poisonAttempts = 0;
      const handled: { n: number; at: number }[] = [];
      await bus.subscribe(
        queue,
        ['job.*'],
        async (event) => {
          const data = event.data as { n: number; poison?: boolean };
          if (data.poison) {
            poisonAttempts++;
            firstFailure ||= Date.now();
            throw new Error('still failing');
          }
          handled.push({ n: data.n, at: Date.now() });
        },
        { retry: { ...FAST_RETRY, windowMs } },
      );
      const poison = newEvent('job.run', { n: -1, poison: true });
      await bus.publish(poison);
      await waitFor(() => poisonAttempts > 0);
      for (let n = 1; n <= 5; n++) await bus.publish(newEvent('job.run', { n }));
      await waitFor(async () => (await harness.deadLetters(queue)).length === 1, 20_000);
      const deadAt = Date.now();

      expect(deadAt - firstFailure).toBeGreaterThanOrEqual(windowMs);
      expect(poisonAttempts).toBeGreaterThan(2);
      expect(handled.map((entry) => entry.n).sort()).toEqual([1, 2, 3, 4, 5]);
      expect(handled.every((entry) => entry.at < firstFailure + windowMs)).toBe(true);
      expect((await harness.deadLetters(queue)).map((event) => event.id)).toEqual([poison.id]);
    }, 30_000);

    it.each([
      ['the payload fails its zod schema', () => z.object({ userId: z.string() }).parse({ userId: 42 })],
      ['the handler throws PermanentEventError', () => {
        throw new PermanentEventError('unknown package');
      }],
    ])('when %s, then the message is dead-lettered at once, without retries', async (_case, reject) => {
      const bus = await open();
      const queue = harness.queue('invalid');
      let attempts = 0;
      await bus.subscribe(
        queue,
        ['bad.*'],
        async () => {
          attempts++;
          reject();
        },
        { retry: { windowMs: 60_000, minDelayMs: 5_000, maxDelayMs: 5_000 } },
      );
      const event = newEvent('bad.payload', { userId: 42 });
      await bus.publish(event);
      await waitFor(async () => (await harness.deadLetters(queue)).length === 1, 4_000);
      expect(attempts).toBe(1);
      expect((await harness.deadLetters(queue)).map((dead) => dead.id)).toEqual([event.id]);
    });

    it('when a consumer closes while a message waits for its next attempt, then the message goes to another consumer of the queue', async () => {
      const leaving = await open();
      const queue = harness.queue('handover');
      let failures = 0;
      await leaving.subscribe(
        queue,
        ['move.*'],
        async () => {
          failures++;
          throw new Error('store unreachable');
        },
        { retry: { windowMs: 60_000, minDelayMs: 10_000, maxDelayMs: 10_000 } },
      );
      const event = newEvent('move.on', {});
      await leaving.publish(event);
      await waitFor(() => failures === 1);
      const staying = await open();
      const got: string[] = [];
      await staying.subscribe(queue, ['move.*'], async (e) => void got.push(e.id));

      const closing = Date.now();
      await leaving.close();
      buses.splice(buses.indexOf(leaving), 1);

      expect(Date.now() - closing).toBeLessThan(3_000);
      await waitFor(() => got.length === 1);
      expect(got).toEqual([event.id]);
      expect(await harness.deadLetters(queue)).toEqual([]);
    });

    it('when publish resolves, then the event is safely with the bus (a later subscriber on a declared queue gets it)', async () => {
      const bus = await open();
      const queue = harness.queue('late');
      const got: string[] = [];
      await bus.subscribe(queue, ['late.*'], async (event) => void got.push(event.id));
      await bus.close();
      buses.splice(buses.indexOf(bus), 1);
      const producer = await open();
      const event = newEvent('late.event', {});
      await producer.publish(event);
      const consumer = await open();
      await consumer.subscribe(queue, ['late.*'], async (e) => void got.push(e.id));
      await waitFor(() => got.length === 1);
      expect(got).toEqual([event.id]);
    });

    it('when pinged while open, then it answers', async () => {
      const bus = await open();
      await expect(bus.ping()).resolves.toBeUndefined();
    });
  });
}
