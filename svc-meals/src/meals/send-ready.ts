import type { IncomingMessage, ServerResponse } from 'node:http';
import { notModified, requestIdOf, REQUEST_ID_HEADER } from '@hostel/platform';
import type { ReadyBody } from './meal-list-cache';

/**
 * Sends cached bytes as they are, from the hot path or from Express alike: 304 when the caller has them,
 * no body for HEAD. `requestId` is Express's (pino-http set the header already); the hot path passes none.
 */
export function sendReady(req: IncomingMessage, res: ServerResponse, ready: ReadyBody, requestId?: string): void {
  // A flat name, value list: Node writes it as it is, without walking a header object's keys.
  const headers: (string | number)[] = ['ETag', ready.etag];
  if (!requestId) headers.push(REQUEST_ID_HEADER, requestIdOf(req));
  if (ready.total !== undefined) headers.push('X-Total-Count', ready.total);
  if (notModified(req.headers['if-none-match'], ready.etag)) {
    res.writeHead(304, headers).end();
    return;
  }
  headers.push('Content-Type', 'application/json; charset=utf-8', 'Content-Length', ready.body.length);
  res.writeHead(200, headers).end(req.method === 'HEAD' ? undefined : ready.body);
}
