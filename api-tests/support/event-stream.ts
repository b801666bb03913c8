/**
 * A small reader of a server-sent event stream through fetch (the session token in the Authorization header, as
 * the browser's fetch-based client sends it). It keeps every message and comment, for the live-events suites.
 */
export interface StreamMessage {
  id?: string;
  event?: string;
  data?: string;
}

export interface LiveMessage {
  id: string;
  type: string;
  data: { _id: string; userId: string; status: string; title: string };
}

export class EventStream {
  readonly messages: StreamMessage[] = [];
  readonly comments: string[] = [];
  ended = false;
  private constructor(
    readonly status: number,
    private readonly controller: AbortController,
  ) {}

  /** Opens the stream; resolves once the answer's headers are in (the gateway is then listening). */
  static async open(gateway: string, token: string | undefined, lastEventId?: string): Promise<EventStream> {
    const controller = new AbortController();
    const headers: Record<string, string> = { Accept: 'text/event-stream' };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (lastEventId) headers['Last-Event-ID'] = lastEventId;
    const res = await fetch(`${gateway}/api/events`, { headers, signal: controller.signal });
    const stream = new EventStream(res.status, controller);
    if (res.status !== 200 || !res.body) {
      await res.text().catch(() => undefined);
      stream.ended = true;
      return stream;
    }
    void stream.read(res.body);
    // The first comment (': connected') arrives with the headers: wait for it so the stream is surely live.
    await stream.until(() => stream.comments.length > 0, 5000);
    return stream;
  }

  private async read(body: ReadableStream<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const message: StreamMessage = {};
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) this.comments.push(line.slice(1).trim());
            else if (line.startsWith('id: ')) message.id = line.slice(4);
            else if (line.startsWith('event: ')) message.event = line.slice(7);
            else if (line.startsWith('data: ')) message.data = line.slice(6);
          }
          if (message.data !== undefined) this.messages.push(message);
        }
      }
    } catch {
      // Aborted by close(), or the server cut the stream.
    }
    this.ended = true;
  }

  /** The events so far, parsed. */
  get events(): LiveMessage[] {
    return this.messages.map((message) => JSON.parse(message.data!) as LiveMessage);
  }

  async until(check: () => boolean, timeoutMs = 10_000): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (!check()) {
      if (Date.now() > deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return true;
  }

  /** The first event matching, waiting for it up to the timeout; undefined if none came. */
  async next(match: (event: LiveMessage) => boolean, timeoutMs = 10_000): Promise<LiveMessage | undefined> {
    await this.until(() => this.events.some(match), timeoutMs);
    return this.events.find(match);
  }

  close(): void {
    this.controller.abort();
  }
}
