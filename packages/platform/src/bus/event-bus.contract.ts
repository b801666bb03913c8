import type { EventBus, EventEnvelope } from './event-bus';
import { newEvent } from './envelope';

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
      await bus.subscribe(harness.queue('flaky'), ['x.*'], async (event) => {
        attempts++;
        if (attempts === 1) throw new Error('transient');
        done.push(event.id);
      });
      const event = newEvent('x.y', {});
      await bus.publish(event);
      await waitFor(() => done.length === 1);
      expect(attempts).toBe(2);
      expect(await harness.deadLetters(harness.queue('flaky'))).toEqual([]);
    });

    it('when a handler always fails, then after the bounded deliveries the message is dead-lettered and others still flow', async () => {
      const bus = await open();
      const queue = harness.queue('poison');
      let poisonAttempts = 0;
      const handled: number[] = [];
      await bus.subscribe(
        queue,
        ['job.*'],
        async (event) => {
          const data = event.data as { n: number; poison?: boolean };
          if (data.poison) {
            poisonAttempts++;
            throw new Error('always');
          }
          handled.push(data.n);
        },
        { maxDeliveries: 3 },
      );
      const poison = newEvent('job.run', { n: -1, poison: true });
      await bus.publish(newEvent('job.run', { n: 1 }));
      await bus.publish(poison);
      for (let n = 2; n <= 5; n++) await bus.publish(newEvent('job.run', { n }));
      await waitFor(async () => (await harness.deadLetters(queue)).length === 1, 20_000);
      await waitFor(() => handled.length === 5);
      expect(handled.sort()).toEqual([1, 2, 3, 4, 5]);
      expect(poisonAttempts).toBe(3);
      expect((await harness.deadLetters(queue)).map((event) => event.id)).toEqual([poison.id]);
    }, 30_000);

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
