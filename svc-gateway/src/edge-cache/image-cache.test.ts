import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { UPLOAD_CACHE_CONTROL } from '@hostel/contracts';
import type { UpstreamAnswer } from './edge-cache';
import { imageCache } from './image-cache';
import type { ServiceGet } from './upstream-get';

const ID = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const PICTURE = Buffer.from('not really a png, but bytes all the same');
const image = (cacheControl = UPLOAD_CACHE_CONTROL): UpstreamAnswer => ({
  status: 200,
  headers: { 'content-type': 'image/png', 'cache-control': cacheControl, 'cross-origin-resource-policy': 'cross-origin' },
  body: PICTURE,
});
const notFound: UpstreamAnswer = { status: 404, headers: { 'content-type': 'application/json; charset=utf-8' }, body: Buffer.from('{"success":false,"message":"Image not found"}') };

let server: Server;
afterEach(() => new Promise((resolve) => server.close(resolve)));

/** The cache in front of a stand-in svc-meals that answers `answer` after a moment and counts the reads it gets. */
async function gatewayWith(answer: UpstreamAnswer) {
  const reads: string[] = [];
  const get: ServiceGet = async (_service, path) => {
    reads.push(path);
    await new Promise((resolve) => setTimeout(resolve, 30));
    return answer;
  };
  const app = express();
  app.use('/api', imageCache({ maxBytes: 1024 * 1024, ttlMs: 60_000, get }));
  app.use((_req, res) => void res.status(599).end());
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const read = async (path = `/uploads/${ID}`) => {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api${path}`);
    return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
  };
  return { reads, read };
}

describe('the image cache (GET /uploads/:id)', () => {
  it('when an image is read by several at once and again later, then svc-meals is asked once, and every answer is immutable', async () => {
    const { reads, read } = await gatewayWith(image());

    const together = await Promise.all([read(), read(), read()]);
    const later = await read();

    expect(reads).toEqual([`/uploads/${ID}`]);
    for (const answer of [...together, later]) {
      expect(answer.status).toBe(200);
      expect(answer.body.equals(PICTURE)).toBe(true);
      expect(answer.headers.get('cache-control')).toBe(UPLOAD_CACHE_CONTROL);
      expect(answer.headers.get('content-type')).toBe('image/png');
      expect(answer.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    }
  });

  it('when svc-meals answers 404, or an answer it does not call immutable, then it is passed on and asked again next time', async () => {
    const missing = await gatewayWith(notFound);
    const first = await missing.read();
    await missing.read();
    expect(first.status).toBe(404);
    expect(JSON.parse(first.body.toString())).toEqual({ success: false, message: 'Image not found' });
    expect(missing.reads).toHaveLength(2);
    await new Promise((resolve) => server.close(resolve));

    const changing = await gatewayWith(image('public, max-age=60'));
    await changing.read();
    await changing.read();
    expect(changing.reads).toHaveLength(2);
  });

  it('when the path is not an image read, then the cache stays out of the way', async () => {
    const { reads, read } = await gatewayWith(image());

    const other = await read('/meals');

    expect(other.status).toBe(599);
    expect(reads).toEqual([]);
  });
});
