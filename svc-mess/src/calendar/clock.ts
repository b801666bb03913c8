/** The server's clock decides every cutoff (DESIGN §9); tests hand the service one they set. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock a test sets (NODE_ENV=test only: svc-mess's test routes move it; see calendar/test-clock.ts). */
export class SettableClock implements Clock {
  private fixed: Date | undefined;

  now(): Date {
    return this.fixed ? new Date(this.fixed) : new Date();
  }

  set(at: Date | undefined): void {
    this.fixed = at;
  }
}
