/**
 * Malformed HTTP requests as raw bytes (DESIGN §8: no request ends a server), generated as a table from a few
 * lists so every server gets the same barrage. They go over node:net because an HTTP client would normalise or
 * refuse most of them (`/%2e%2e/` → `/`, NUL, a missing Host, a header no client would write).
 */
import { connect } from 'node:net';

export interface MalformedRequest {
  name: string;
  bytes: Buffer;
}

/** What comes after a server's base path (`/api/meals/` + tail): bad encodings, NUL, dot segments raw and encoded. */
const PATH_TAILS = [
  '%ff',
  '%',
  '%zz',
  '%e0%a4',
  '%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd',
  '%00',
  'a%00.json',
  '%2e%2e/%2e%2e/etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '..%5c..%5cwindows%5cwin.ini',
  '../../etc/passwd',
  '.%2e/.%2e/package.json',
  'x/%2E%2E/%2E%2E/%2E%2E/package.json',
];
/** Whole request targets, not under the base path. */
const TARGETS = ['//', '///x', '//evil.example/%2e%2e', '/%2e%2e/%2e%2e/etc/passwd', '/..%2f..%2f', 'http://evil.example/', '*'];
/** Query strings the base path is asked with. */
const QUERIES = ['?q=%ff', '?%', '?a=%zz', '?page=%f', '?x=%e0%a4', '?%ff=1'];
const BAD_HOSTS = ['', 'exa mple.test', 'a/b', '%ff', '[::1', 'x:99999', 'evil.example@x', 'x:y'];

const crlf = (...lines: string[]) => Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
const request = (method: string, target: string, headers: string[] = ['Host: localhost']) => crlf(`${method} ${target} HTTP/1.1`, ...headers, 'Connection: close');
const withBody = (target: string, headers: string[], body: string) =>
  Buffer.concat([crlf(`POST ${target} HTTP/1.1`, 'Host: localhost', 'Connection: close', ...headers, `Content-Length: ${Buffer.byteLength(body)}`), Buffer.from(body)]);

/** The barrage for a server whose routes live under `base` (`/api/meals`, `/meals`, `/`). */
export function malformedRequests(base: string): MalformedRequest[] {
  const dir = base.endsWith('/') ? base : `${base}/`;
  const bare = base === '/' ? '/' : base.replace(/\/$/, '');
  const cases: MalformedRequest[] = [];
  const add = (name: string, bytes: Buffer) => cases.push({ name, bytes });
  for (const method of ['GET', 'HEAD', 'POST']) {
    for (const tail of PATH_TAILS) add(`${method} ${dir}${tail}`, request(method, `${dir}${tail}`));
    for (const target of TARGETS) add(`${method} ${target}`, request(method, target));
  }
  for (const method of ['GET', 'DELETE']) for (const query of QUERIES) add(`${method} ${bare}${query}`, request(method, `${bare}${query}`));
  for (const host of BAD_HOSTS) add(`Host: ${JSON.stringify(host)}`, request('GET', bare, [`Host: ${host}`]));
  const raw: [string, Buffer][] = [
    ['raw NUL in the path', request('GET', `${dir}a\0b`)],
    ['raw control character in the path', request('GET', `${dir}a\x01b`)],
    ['raw space in the path', request('GET', `${dir}a b`)],
    ['over-long URL (100 kB)', request('GET', `${dir}${'a'.repeat(100_000)}`)],
    ['over-long query (100 kB)', request('GET', `${bare}?q=${'a'.repeat(100_000)}`)],
    ['over-long header (64 kB)', request('GET', bare, ['Host: localhost', `X-Long: ${'a'.repeat(64_000)}`])],
    ['missing Host', crlf(`GET ${bare} HTTP/1.1`, 'Connection: close')],
    ['control character in a header value', request('GET', bare, ['Host: localhost', 'X-Bad: a\x01b'])],
    ['space in a header name', request('GET', bare, ['Host: localhost', 'Bad Header: x'])],
    ['header line without a colon', request('GET', bare, ['Host: localhost', 'NoColonHere'])],
    ['folded header line', request('GET', bare, ['Host: localhost', 'X-Folded: a', ' b'])],
    ['unknown method', request('FOO', bare)],
    ['CONNECT', request('CONNECT', 'evil.example:443', ['Host: evil.example:443'])],
    ['unknown HTTP version', crlf(`GET ${bare} HTTP/9.9`, 'Host: localhost', 'Connection: close')],
    ['Content-Length that is not a number', withBody(bare, ['Content-Type: application/json', 'Content-Length: abc'], '')],
    ['Content-Length and Transfer-Encoding together', withBody(bare, ['Content-Type: application/json', 'Transfer-Encoding: chunked'], '0\r\n\r\n')],
    ['bad chunk size', Buffer.concat([crlf(`POST ${bare} HTTP/1.1`, 'Host: localhost', 'Connection: close', 'Content-Type: application/json', 'Transfer-Encoding: chunked'), Buffer.from('zz\r\n{}\r\n0\r\n\r\n')])],
    ['invalid JSON body', withBody(bare, ['Content-Type: application/json'], '{bad')],
    ['truncated JSON body', withBody(bare, ['Content-Type: application/json'], '{"name":')],
    ['JSON body with an unknown charset', withBody(bare, ['Content-Type: application/json; charset=klingon'], '{}')],
    ['JSON body sent as text/plain', withBody(bare, ['Content-Type: text/plain'], '{"name":"x"}')],
    ['JSON body claiming gzip', withBody(bare, ['Content-Type: application/json', 'Content-Encoding: gzip'], '{"name":"x"}')],
    ['JSON body in an unknown encoding', withBody(bare, ['Content-Type: application/json', 'Content-Encoding: klingon'], '{}')],
    ['deeply nested JSON body', withBody(bare, ['Content-Type: application/json'], `${'['.repeat(20_000)}${']'.repeat(20_000)}`)],
    ['JSON body with query operators', withBody(bare, ['Content-Type: application/json'], '{"email":{"$gt":""},"__proto__":{"admin":true}}')],
    ['form body with bad encoding', withBody(bare, ['Content-Type: application/x-www-form-urlencoded'], 'a=%ff&%=&b=%zz')],
    ['multipart body without its boundary', withBody(bare, ['Content-Type: multipart/form-data'], '--x\r\n\r\n--x--')],
  ];
  for (const [name, bytes] of raw) add(name, bytes);
  return cases;
}

export interface RawAnswer {
  /** The status of the answer's first line; undefined when the connection ended without one. */
  status?: number;
  error?: string;
}

/** Sends the bytes on a fresh connection and reads the status line of whatever comes back before it closes. */
export function sendRaw(port: number, bytes: Buffer, timeoutMs = 5000): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    let received = '';
    let error: string | undefined;
    const status = () => /^HTTP\/1\.[01] (\d{3})/.exec(received)?.[1];
    socket.setTimeout(timeoutMs, () => {
      error = 'no answer in time';
      socket.destroy();
    });
    socket.on('data', (chunk: Buffer) => {
      // Only the status line matters; a large body is not kept.
      if (received.length < 64) received += chunk.toString('latin1');
    });
    // A server that answers early (431 on an over-long line) may reset the connection while this side still
    // writes: what it answered before counts, the reset alone does not.
    socket.on('error', (err: NodeJS.ErrnoException) => {
      error ??= err.code ?? err.message;
    });
    socket.on('close', () => {
      const code = status();
      resolve(code ? { status: Number(code) } : { error: error ?? 'connection closed without an answer' });
    });
    socket.write(bytes);
  });
}

/** Every request of the barrage, a few at a time; returns one line per request whose answer was not a 4xx. */
export async function answersOtherThan4xx(port: number, cases: MalformedRequest[], parallel = 4): Promise<string[]> {
  const wrong: string[] = [];
  const queue = [...cases];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const answer = await sendRaw(port, next.bytes);
      if (answer.status === undefined || answer.status < 400 || answer.status > 499) wrong.push(`${next.name.slice(0, 80)} → ${answer.status ?? answer.error}`);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return wrong;
}
