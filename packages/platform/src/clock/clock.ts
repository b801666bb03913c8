/**
 * The server's clock: it decides cutoffs and late fees (DESIGN §9), and services that judge time by it must agree,
 * so a test hands each of them one it sets rather than waiting for real days to pass.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock a test sets (NODE_ENV=test only: a service's test route moves it; see test-clock.ts). */
export class SettableClock implements Clock {
  private fixed: Date | undefined;

  now(): Date {
    return this.fixed ? new Date(this.fixed) : new Date();
  }

  set(at: Date | undefined): void {
    this.fixed = at;
  }
}

/** The machine's clock, or under NODE_ENV=test one the suites move with `PUT /test/clock` (testClockRouter). */
export function serviceClock(nodeEnv: string): { clock: Clock; testClock?: SettableClock } {
  if (nodeEnv !== 'test') return { clock: systemClock };
  const testClock = new SettableClock();
  return { clock: testClock, testClock };
}
