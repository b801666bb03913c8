import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { EventEnvelope } from './event-bus';

export const envelopeSchema = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  occurredAt: z.string(),
  data: z.unknown(),
});

export function newEvent<T>(type: string, data: T): EventEnvelope<T> {
  return { id: randomUUID(), type, occurredAt: new Date().toISOString(), data };
}

/** Topic matching as RabbitMQ does it: `*` is exactly one word, `#` is zero or more words. */
export function topicMatcher(pattern: string): (routingKey: string) => boolean {
  const words = pattern.split('.');
  const match = (p: number, k: string[], i: number): boolean => {
    if (p === words.length) return i === k.length;
    const word = words[p];
    if (word === '#') {
      for (let j = i; j <= k.length; j++) if (match(p + 1, k, j)) return true;
      return false;
    }
    if (i >= k.length) return false;
    return (word === '*' || word === k[i]) && match(p + 1, k, i + 1);
  };
  return (routingKey) => match(0, routingKey.split('.'), 0);
}
