import { appendFileSync } from 'node:fs';

/** Writes one line of the store's own account of an outage: what the driver reported and what the store decided. */
export type StoreTrace = (what: string, detail?: Record<string, unknown>) => void;

/** What a MongoClient re-emits of its topology, monitors and pool: enough to see which state it is stuck in. */
const DRIVER_EVENTS = [
  'serverHeartbeatStarted',
  'serverHeartbeatSucceeded',
  'serverHeartbeatFailed',
  'serverDescriptionChanged',
  'topologyClosed',
  'serverClosed',
  'connectionPoolCleared',
  'connectionPoolReady',
  'connectionCheckOutFailed',
  'connectionClosed',
] as const;

interface EventSource {
  on(event: string, listener: (event: Record<string, unknown>) => void): unknown;
}

function describe(event: Record<string, unknown>): Record<string, unknown> {
  const failure = event.failure ?? event.error ?? (event.newDescription as { error?: unknown } | undefined)?.error;
  return {
    ...(event.address !== undefined ? { address: event.address } : {}),
    ...(event.connectionId !== undefined ? { connectionId: event.connectionId } : {}),
    ...(event.awaited !== undefined ? { awaited: event.awaited } : {}),
    ...(event.duration !== undefined ? { durationMs: event.duration } : {}),
    ...(event.reason !== undefined ? { reason: event.reason } : {}),
    ...(event.interruptInUseConnections !== undefined ? { interruptInUseConnections: event.interruptInUseConnections } : {}),
    ...(event.previousDescription ? { from: (event.previousDescription as { type?: string }).type, to: (event.newDescription as { type?: string }).type } : {}),
    ...(failure instanceof Error ? { failure: `${failure.name}: ${failure.message}` } : {}),
  };
}

/**
 * HOSTEL_STORE_DEBUG=1 traces to stderr, any other value names a file to append to (a service started quietly by a
 * test keeps its stderr). Off by default: heartbeats alone are a line every few seconds.
 */
export function storeDebug(setting = process.env.HOSTEL_STORE_DEBUG): StoreTrace | undefined {
  if (!setting || setting === '0') return undefined;
  const write = setting === '1' ? (line: string) => void process.stderr.write(line) : (line: string) => appendFileSync(setting, line);
  return (what, detail = {}) => write(`[store-debug] ${new Date().toISOString()} pid=${process.pid} ${what} ${JSON.stringify(detail)}\n`);
}

/** Traces a client's driver events, each line naming which of the store's clients it came from. */
export function traceDriverEvents(client: EventSource, name: string, trace: StoreTrace): void {
  for (const event of DRIVER_EVENTS) client.on(event, (payload) => trace(`${name} ${event}`, describe(payload)));
}
