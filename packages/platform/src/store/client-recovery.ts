export interface ClientRecoveryOptions {
  /** Calls have failed (or hung) with no call succeeding for this long: the client may never recover by itself. */
  failingForMs: number;
  /** Between two attempts with a fresh client while calls keep failing (the server may still be away). */
  retryEveryMs: number;
  /** An attempt (connect and ping) that has not settled by then counts as failed. */
  attemptTimeoutMs: number;
  /**
   * Asks the client in use to answer a ping (not counted as a call). A call pending long on a slow but healthy server
   * (a long read on FerretDB) looks like a hung client; a client that still answers is kept, so that read is not cut off.
   */
  pingCurrent?: () => Promise<unknown>;
  checkEveryMs?: number;
  now?: () => number;
  /** Told of every decision, for HOSTEL_STORE_DEBUG. */
  trace?: (what: string, detail?: Record<string, unknown>) => void;
}

/** What a fresh client must do before it serves: connect and answer a ping; `close` discards it. */
export interface FreshClient<C> {
  client: C;
  close(): Promise<void>;
}

/**
 * Makes recovery from a store outage certain, whatever state the driver's client is left in. The MongoDB driver
 * (7.x) has states it never leaves: a server monitor waiting for ever on a closing socket (HeartbeatWatchdog), and
 * a client whose first call connected it while the server was away: its topology is closed and every later call
 * fails with "Topology is closed", although the server is back (the driver only connects a client whose topology
 * is unset). So a client is never trusted to heal: once calls have only failed for `failingForMs` (or something
 * says the client is stuck), a fresh client is connected and pinged on the side, and swapped in only once it
 * answered. An attempt while the server is still away fails and is retried every `retryEveryMs`, so the store
 * serves again within about `retryEveryMs` + one connect of the server's return, whichever state the old one is in.
 */
export class ClientRecovery<C> {
  private lastSuccess: number;
  /** The first failure since the last success. */
  private failingSince: number | undefined;
  private readonly pending = new Map<number, number>();
  private nextCall = 0;
  /** Counts swaps: a call begun on an earlier client says nothing about the current one. */
  private generation = 0;
  private suspected: string | undefined;
  private lastAttempt = -Infinity;
  private attempting = false;
  private timer: NodeJS.Timeout | undefined;
  private readonly now: () => number;

  constructor(
    private readonly connectFresh: () => Promise<FreshClient<C>>,
    private readonly swap: (fresh: C, why: string) => void,
    private readonly options: ClientRecoveryOptions,
  ) {
    this.now = options.now ?? Date.now;
    this.lastSuccess = this.now();
  }

  /** A call is starting; the returned function reports how it ended. A call that never ends counts as failing. */
  began(): (outcome: 'ok' | 'unreachable' | 'other') => void {
    const id = this.nextCall++;
    const generation = this.generation;
    this.pending.set(id, this.now());
    return (outcome) => {
      if (generation !== this.generation) return;
      this.pending.delete(id);
      if (outcome === 'ok') {
        this.lastSuccess = this.now();
        this.failingSince = undefined;
      } else if (outcome === 'unreachable') {
        this.failingSince ??= this.now();
      }
    };
  }

  /** Something knows the client cannot recover by itself (a stuck monitor): try a fresh one without waiting. */
  suspect(why: string): void {
    this.suspected ??= why;
    this.options.trace?.('suspect', { why });
  }

  /** Why the client needs replacing now, or undefined while it serves (or nothing has been asked of it). */
  private trouble(): string | undefined {
    if (this.suspected) return this.suspected;
    const now = this.now();
    // A call still pending counts from when it began, unless another call has succeeded since.
    let since = this.failingSince;
    for (const started of this.pending.values()) if (started >= this.lastSuccess && (since === undefined || started < since)) since = started;
    if (since === undefined || now - since < this.options.failingForMs) return undefined;
    return this.failingSince === since ? `calls failing for ${now - since} ms` : `a call pending for ${now - since} ms`;
  }

  /** One round: when the client is in trouble and no attempt is running or was made too recently, try a fresh one. */
  async check(): Promise<void> {
    const why = this.trouble();
    if (!why || this.attempting || this.now() - this.lastAttempt < this.options.retryEveryMs) return;
    this.attempting = true;
    this.lastAttempt = this.now();
    this.options.trace?.('attempt', { why });
    try {
      const [currentAnswers, fresh] = await Promise.all([this.currentAnswersWithin(this.options.attemptTimeoutMs), this.connectedWithin(this.options.attemptTimeoutMs)]);
      if (currentAnswers && !this.suspected) {
        // Slow, not stuck: the client in use answered while its call is still at work. It counts as a success.
        this.options.trace?.('current answers', { why });
        this.lastSuccess = this.now();
        this.failingSince = undefined;
        void fresh?.close().catch(() => undefined);
        return;
      }
      if (!fresh) return;
      if (!this.trouble()) {
        // The old client served a call meanwhile: it healed by itself (the usual end of an outage).
        this.options.trace?.('not needed', { why });
        void fresh.close().catch(() => undefined);
        return;
      }
      this.lastSuccess = this.now();
      this.failingSince = undefined;
      this.suspected = undefined;
      // Calls still pending on the old client end when it is closed; they say nothing about the new one.
      this.pending.clear();
      this.generation++;
      this.options.trace?.('swapped', { why });
      this.swap(fresh.client, why);
    } finally {
      this.attempting = false;
    }
  }

  /** Whether the client in use answered a ping in time (false when no ping is given). */
  private async currentAnswersWithin(ms: number): Promise<boolean> {
    if (!this.options.pingCurrent) return false;
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), ms);
    });
    try {
      return await Promise.race([this.options.pingCurrent().then(() => true, () => false), timedOut]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** A fresh client that connected and answered in time, or undefined (and that client closed). */
  private async connectedWithin(ms: number): Promise<FreshClient<C> | undefined> {
    let timer: NodeJS.Timeout | undefined;
    const attempt = this.connectFresh();
    const timedOut = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), ms);
    });
    try {
      const result = await Promise.race([attempt, timedOut]);
      if (result !== 'timeout') return result;
      this.options.trace?.('attempt failed', { error: `no answer within ${ms} ms` });
      // A late success is discarded, not leaked.
      void attempt.then((late) => late.close(), () => undefined);
      return undefined;
    } catch (err) {
      this.options.trace?.('attempt failed', { error: err instanceof Error ? `${err.name}: ${err.message}` : String(err) });
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  }

  start(): this {
    this.timer = setInterval(() => void this.check(), this.options.checkEveryMs ?? 1000);
    this.timer.unref();
    return this;
  }

  stop(): void {
    clearInterval(this.timer);
  }
}
