/** What the watchdog listens to: a MongoClient (it re-emits its server monitors' heartbeat events). */
export interface HeartbeatSource {
  on(event: string, listener: (event: { connectionId: string; awaited?: boolean }) => void): unknown;
  off(event: string, listener: (event: { connectionId: string; awaited?: boolean }) => void): unknown;
}

export interface HeartbeatWatchdogOptions {
  /** The client's connectTimeoutMS: a check connects and says hello within it twice over at most. */
  connectTimeoutMs: number;
  /** The client's heartbeatFrequencyMS: how long a streaming (awaited) hello may legitimately wait. */
  heartbeatFrequencyMs: number;
  checkEveryMs?: number;
  now?: () => number;
}

/** Beyond the driver's own timeouts: a busy machine fires timers late, and a false alarm costs a reconnect. */
const SLACK_MS = 2000;

/**
 * Notices a server monitor whose check never ends. The MongoDB driver (7.x) can leave its monitor waiting for
 * ever: when the server's side closes the monitor's socket while a `hello` is being written, the write waits for
 * a `drain` that a destroyed socket never emits, and no socket timeout fires on it. The spec's remedy (cancel the
 * check when the server is marked Unknown) is skipped for servers without `topologyVersion` (FerretDB, polling
 * mode), so nothing ever ends that check: the server stays Unknown and every call fails, although the database
 * has long been back. Every check ends within the driver's timeouts; one that has not is reported once.
 */
export class HeartbeatWatchdog {
  private readonly inFlight = new Map<string, { since: number; awaited: boolean }>();
  private timer: NodeJS.Timeout | undefined;
  private readonly now: () => number;

  private readonly started = (event: { connectionId: string; awaited?: boolean }) => {
    this.inFlight.set(event.connectionId, { since: this.now(), awaited: event.awaited ?? false });
  };
  private readonly ended = (event: { connectionId: string }) => {
    this.inFlight.delete(event.connectionId);
  };

  constructor(
    private readonly source: HeartbeatSource,
    private readonly options: HeartbeatWatchdogOptions,
    private readonly onStuck: (stuck: { address: string; forMs: number }) => void,
  ) {
    this.now = options.now ?? Date.now;
  }

  start(): this {
    this.source.on('serverHeartbeatStarted', this.started);
    this.source.on('serverHeartbeatSucceeded', this.ended);
    this.source.on('serverHeartbeatFailed', this.ended);
    this.timer = setInterval(() => this.check(), this.options.checkEveryMs ?? 1000);
    this.timer.unref();
    return this;
  }

  /** The longest a check may take: connect and hello (each bounded by connectTimeoutMS), plus an awaited hello's wait. */
  limitMs(awaited: boolean): number {
    return (awaited ? this.options.heartbeatFrequencyMs : 0) + 2 * this.options.connectTimeoutMs + SLACK_MS;
  }

  check(): void {
    const now = this.now();
    for (const [address, { since, awaited }] of this.inFlight) {
      if (now - since <= this.limitMs(awaited)) continue;
      this.inFlight.delete(address);
      this.onStuck({ address, forMs: now - since });
    }
  }

  stop(): void {
    clearInterval(this.timer);
    this.source.off('serverHeartbeatStarted', this.started);
    this.source.off('serverHeartbeatSucceeded', this.ended);
    this.source.off('serverHeartbeatFailed', this.ended);
    this.inFlight.clear();
  }
}
