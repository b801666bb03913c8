import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { UPLOAD_MAX_BYTES } from '@hostel/contracts';
import { api, expectErrorShape, gatewayUrl } from './support/client';
import { expectHealthy, PNG, UNKNOWN_ID } from './support/fixtures';
import { API_PORTS } from './support/ports';

const WEBP = readFileSync(join(__dirname, '../svc-meals/seed/images/dal.webp'));

const form = (field: string, bytes: Buffer | string, name: string, type: string) => {
  const data = new FormData();
  data.append(field, new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], { type }), name);
  return data;
};
const upload = (body: FormData | string | Record<string, unknown>) => api<{ success: boolean; data: { url: string }; message?: string }>('/uploads', { body });

describe('POST /api/uploads', () => {
  it.each([
    ['a PNG', PNG, 'photo.png', 'image/png'],
    ['a WebP', WEBP, 'meal.webp', 'image/webp'],
  ])('when a visitor uploads %s in the field "image", then 201 with data.url, and that URL serves the same bytes and type', async (_label, bytes, name, type) => {
    const res = await upload(form('image', bytes, name, type));

    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, data: { url: expect.stringMatching(/^\/api\/uploads\/[a-f0-9]{24}$/) } });
    const served = await fetch(`${gatewayUrl()}${res.body.data.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe(type);
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('when a text file is named x.png and sent as image/png, then 400: the content decides, not the name or header', async () => {
    const res = await upload(form('image', 'just some text, not an image', 'x.png', 'image/png'));

    expect(res.status).toBe(400);
    // Its code lets a Bengali page say it in Bengali; the English stays the spec's.
    expect(res.body).toEqual({ success: false, message: 'Only JPEG, PNG, WebP or GIF images can be uploaded', code: 'onlyImages' });
  });

  it('when an SVG (which can carry script) is uploaded, then 400', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';

    const res = await upload(form('image', svg, 'x.svg', 'image/svg+xml'));

    expect(res.status).toBe(400);
    expectErrorShape(res.body);
  });

  it('when the image is over the size cap, then 413 in the error shape', async () => {
    const oversized = Buffer.concat([PNG, Buffer.alloc(UPLOAD_MAX_BYTES + 1024)]);

    const res = await upload(form('image', oversized, 'big.png', 'image/png'));

    expect(res.status).toBe(413);
    expect(res.body).toEqual({ success: false, message: 'The image is too large (2 MB at most)', code: 'imageTooLarge', params: { megabytes: 2 } });
  });

  it('when the file is in another field, missing, doubled or the body is not multipart, then 400', async () => {
    const twice = form('image', PNG, 'a.png', 'image/png');
    twice.append('image', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'b.png');
    const noFile = new FormData();
    noFile.append('image', 'not a file');

    // Each with its code (and multer's problem as a value), so a Bengali page says it in Bengali.
    const cases: [FormData | string | Record<string, unknown>, string | undefined, object?][] = [
      [form('photo', PNG, 'a.png', 'image/png'), 'uploadRefused', { problem: 'LIMIT_UNEXPECTED_FILE' }],
      [new FormData(), 'imageFieldMissing'],
      [noFile, 'imageFieldMissing'],
      [twice, 'uploadRefused', { problem: 'LIMIT_FILE_COUNT' }],
      [{ image: 'data:image/png;base64,AAAA' }, 'imageFieldMissing'],
      ['{"image":', undefined],
    ];
    for (const [body, code, params] of cases) {
      const res = await upload(body);
      expect(res.status).toBe(400);
      expectErrorShape(res.body);
      const answer = res.body as { code?: string; params?: object };
      expect({ code: answer.code, params: answer.params }).toEqual({ code, params });
    }
    await expectHealthy();
  });
});

/** How many `GET /uploads/:id` svc-meals has answered with `status` (its own Prometheus counter). */
async function imageReadsServed(status: number): Promise<number> {
  const metrics = await (await fetch(`http://127.0.0.1:${API_PORTS.meals}/metrics`)).text();
  const line = metrics.split('\n').find((row) => row.startsWith('http_requests_total{') && row.includes('service="svc-meals"') && row.includes('route="/uploads/:id"') && row.includes(`status="${status}"`));
  return line ? Number(line.split(' ').pop()) : 0;
}

describe('GET /api/uploads/:id', () => {
  it('when an image is read twice, then both answers are immutable for a year, and only the first reaches svc-meals', async () => {
    const { url } = (await upload(form('image', Buffer.concat([PNG, randomBytes(64)]), 'p.png', 'image/png'))).body.data;
    const before = await imageReadsServed(200);

    const first = await fetch(`${gatewayUrl()}${url}`);
    const firstBytes = Buffer.from(await first.arrayBuffer());
    const afterFirst = await imageReadsServed(200);
    const second = await fetch(`${gatewayUrl()}${url}`);
    const secondBytes = Buffer.from(await second.arrayBuffer());
    const afterSecond = await imageReadsServed(200);

    for (const res of [first, second]) {
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('content-type')).toBe('image/png');
    }
    expect(secondBytes.equals(firstBytes)).toBe(true);
    expect(afterFirst).toBe(before + 1);
    expect(afterSecond).toBe(afterFirst);
  });

  it('when the id is unknown, then 404; when malformed, then 400', async () => {
    const unknown = await api(`/uploads/${UNKNOWN_ID}`);
    const malformed = await api('/uploads/%24ne');

    expect(unknown.status).toBe(404);
    expectErrorShape(unknown.body);
    expect(malformed.status).toBe(400);
    expectErrorShape(malformed.body);
  });
});
