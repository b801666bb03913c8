import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import { badRequest } from './app-error';

/** A Host header: a name or IPv4 address, or a bracketed IPv6 address, and an optional port. */
const HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?|\[[0-9A-Fa-f:.]+\])(?::(\d{1,5}))?$/;

/** The last Host found well formed: behind a gateway or a load balancer, nearly every request names the same one. */
let wellFormedHost: string | undefined;

function decodes(part: string): string | undefined {
  try {
    return decodeURIComponent(part);
  } catch {
    return undefined;
  }
}

/**
 * Why a request line or Host header is malformed, or undefined when it is fine. Node's own parser already answers
 * 400/431 for what it cannot parse (raw NUL, control characters, over-long lines, no Host); what it lets through
 * and no route of ours can mean is refused here, before any handler or cache sees it: invalid percent-encoding
 * (`/%ff`, `/%`), NUL in the path in any spelling, empty segments (`//`, which some layers read as another host), dot
 * segments raw or encoded (`/%2e%2e/`, `..%2f`), a target that is not a path, and a Host that is no host.
 */
export function malformedRequestProblem(req: Pick<IncomingMessage, 'url' | 'headers'>): string | undefined {
  const url = req.url ?? '';
  if (!url.startsWith('/')) return 'Malformed URL';
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  // Without a percent sign there is nothing to decode, and decoding cannot fail: every request on a hot path.
  const encoded = url.includes('%');
  const decodedPath = encoded ? decodes(path) : path;
  if (decodedPath === undefined || (encoded && queryAt !== -1 && decodes(url.slice(queryAt + 1)) === undefined)) return 'Malformed URL encoding';
  // NUL in the path could cut a file or key name short; in a query value it is data each route's schema judges.
  if (decodedPath.includes('\0')) return 'Malformed URL';
  if (path.includes('//')) return 'Malformed URL';
  // Decoded, so an encoded slash or backslash cannot hide a dot segment.
  if (decodedPath.includes('.') && decodedPath.split(/[/\\]/).some((segment) => segment === '..' || segment === '.')) return 'Malformed URL';
  const host = req.headers.host;
  if (host !== undefined && host !== wellFormedHost) {
    const match = HOST.exec(host);
    if (!match || (match[1] !== undefined && Number(match[1]) > 65535)) return 'Malformed Host header';
    wellFormedHost = host;
  }
  return undefined;
}

/** The check above as the first middleware of every app: the answer is a 400 in the usual error shape. */
export const rejectMalformedRequests: RequestHandler = (req, _res, next) => {
  const problem = malformedRequestProblem(req);
  next(problem ? badRequest(problem) : undefined);
};
