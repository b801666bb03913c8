import { apiPathOf, getHeadcount, type Headcount, type MealSlot } from '@hostel/contracts';

/** A slot's count: the boarders eating and their guests. */
export interface Count {
  on: number;
  guests: number;
}

/** One slot's count of a day, read by an admin through the gateway. */
export async function readCount(gateway: string, token: string, date: string, slot: MealSlot): Promise<Count> {
  const res = await fetch(`${gateway}${apiPathOf(getHeadcount)}?date=${date}`, { headers: { Authorization: `Bearer ${token}` } });
  if (res.status !== 200) throw new Error(`the headcount of ${date} answered ${res.status}: ${await res.text()}`);
  const counted = ((await res.json()) as Headcount).days[0]!.slots.find((entry) => entry.slot === slot)!;
  return { on: counted.on, guests: counted.guests };
}

/**
 * The same, asked again until it answers (up to `withinMs`): after a rush the services may still be refusing for a
 * while, and the count is wanted whenever it comes, with the time it took.
 */
export async function readCountWhenAnswered(gateway: string, token: string, date: string, slot: MealSlot, withinMs: number): Promise<Count> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    try {
      return await readCount(gateway, token, date, slot);
    } catch (err) {
      if (Date.now() > deadline) throw err;
      console.log(`${(err as Error).message}; asking again`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}
