import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';
const SAFE_ID = /^[A-Za-z0-9._-]{8,100}$/;

/** Keeps a well-formed incoming request id (from the gateway) so one id follows a request across hops. */
export function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SAFE_ID.test(incoming) ? incoming : randomUUID();
}
