import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import { LRUCache } from 'lru-cache';
import { UPLOAD_CACHE_CONTROL } from '@hostel/contracts';
import { REQUEST_ID_HEADER, requestIdOf } from '@hostel/platform';
import { routeFor } from '../routing/route-table';
import { replayedHeaders, type UpstreamAnswer } from './edge-cache';
import type { ServiceGet } from './upstream-get';

export interface ImageCacheOptions {
  /** Bytes of images kept in all; the least recently read go first. */
  maxBytes: number;
  /** How long one is kept: an upload svc-meals deleted (nothing referenced it) stops being served within it. */
  ttlMs: number;
  get: ServiceGet;
}

interface Kept {
  headers: Record<string, string>;
  body: Buffer;
}

/** Only an image svc-meals calls immutable is kept: never an error, and never anything that may change. */
const keepable = (answer: UpstreamAnswer) =>
  answer.status === 200 && answer.headers['cache-control'] === UPLOAD_CACHE_CONTROL && answer.headers['set-cookie'] === undefined && answer.headers['content-encoding'] === undefined;

/**
 * `GET /uploads/:id` from the gateway's memory (DESIGN §8: immutable, edge-cached): an upload never changes under its
 * id, so a kept copy needs no revalidation, and a page of meal pictures read by a hostel at meal time costs svc-meals
 * one read per picture. Concurrent misses of one image share one upstream read. Not on the hot path: the budget of
 * image reads is spent through Express first, like any call.
 */
export function imageCache(options: ImageCacheOptions): RequestHandler {
  const kept = new LRUCache<string, Kept>({
    maxSize: options.maxBytes,
    // The headers cost a little too; an image larger than the whole cache is simply not kept.
    sizeCalculation: (image) => image.body.length + 256,
    ttl: options.ttlMs,
  });
  const flights = new Map<string, Promise<UpstreamAnswer>>();

  const load = (path: string, req: IncomingMessage) => {
    let flight = flights.get(path);
    if (!flight) {
      flight = options.get('meals', path, { accept: 'image/*', [REQUEST_ID_HEADER]: requestIdOf(req) }).finally(() => flights.delete(path));
      flights.set(path, flight);
    }
    return flight;
  };

  return (req, res, next) => {
    if (req.method !== 'GET' || routeFor(req.method, req.path)?.path !== '/uploads/{id}') return next();
    const hit = kept.get(req.path);
    if (hit) return void res.set(hit.headers).set('Cache-Control', UPLOAD_CACHE_CONTROL).send(hit.body);
    load(req.path, req).then(
      (answer) => {
        // As the proxy would: the service's headers over the gateway's (its Cross-Origin-Resource-Policy lets the
        // front ends' origins show the image).
        const headers = replayedHeaders(answer.headers);
        if (keepable(answer)) {
          kept.set(req.path, { headers, body: answer.body });
          res.set('Cache-Control', UPLOAD_CACHE_CONTROL);
        }
        res.status(answer.status).set(headers).send(answer.body);
      },
      // No instance answered, or the read failed: the proxy tries again and answers its 503 in the API's shape.
      () => next(),
    );
  };
}
