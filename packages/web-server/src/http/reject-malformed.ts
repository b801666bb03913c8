import type { RequestHandler } from 'express';

/** Longer request targets are no URL this site makes (a meal's page with its filters is far shorter). */
export const MAX_URL_LENGTH = 4096;
/** A host name or an IP literal, with an optional port: anything else in Host is no name this server answers to. */
const HOST = /^(\[[0-9a-f:.]+\]|[a-z0-9._-]+)(:\d{1,5})?$/i;

/** Why a request target is refused, or null when it is a plain path this server can look up. */
export function malformedTarget(target: string): string | null {
  if (target.length > MAX_URL_LENGTH) return 'URI too long';
  // Origin form only: no absolute URL, `*`, or a scheme-relative `//host` that a URL parser would read as a host.
  if (!target.startsWith('/') || target.startsWith('//')) return 'Bad request target';
  const rawPath = target.split('?', 1)[0]!;
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return 'Bad percent-encoding';
  }
  if (path.includes('\0') || path.includes('\\')) return 'Bad character in path';
  // The query is read by the page's scripts and the first-screen renderer: one that cannot be decoded is no URL of ours.
  const query = target.slice(rawPath.length + 1);
  try {
    if (decodeURIComponent(query).includes('\0')) return 'Bad character in query';
  } catch {
    return 'Bad percent-encoding';
  }
  // Encoded or not, no `.`/`..` segment and no empty one: a path names one file under the build folder or a route.
  const segments = path.split('/').slice(1);
  if (segments.some((segment, index) => segment === '.' || segment === '..' || (segment === '' && index < segments.length - 1))) return 'Bad path segment';
  return null;
}

/**
 * First in the chain: a request whose target or Host cannot be read answers 400 (414 when too long) before any
 * handler sees it, so no handler has to guard its own decoding and the file lookup gets a clean path.
 */
export const rejectMalformed: RequestHandler = (req, res, next) => {
  const problem = malformedTarget(req.url);
  const host = req.headers.host;
  const port = host === undefined ? undefined : HOST.exec(host)?.[2];
  const badHost = host !== undefined && (!HOST.test(host) || (port !== undefined && Number(port.slice(1)) > 65535));
  const reason = problem ?? (badHost ? 'Bad Host header' : null);
  if (!reason) return next();
  res.status(reason === 'URI too long' ? 414 : 400).type('text/plain').send(reason);
};
