import type { RequestHandler } from 'express';
import { malformedRequestProblem } from '@hostel/platform/malformed-request';

/** Longer request targets are no URL this site makes (a meal's page with its filters is far shorter). */
export const MAX_URL_LENGTH = 4096;

/**
 * First in the chain: a request whose target or Host cannot be read answers 400 before any handler sees it, by the
 * same rule as every other server of the project (the service kit's malformedRequestProblem), so the file lookup
 * gets a clean path. This server adds a length ceiling (Node allows a request line up to its whole header limit)
 * and refuses a backslash in the path, which URL parsers read as a slash.
 */
export const rejectMalformed: RequestHandler = (req, res, next) => {
  if (req.url.length > MAX_URL_LENGTH) return void res.status(414).type('text/plain').send('URI too long');
  const problem = malformedRequestProblem(req) ?? (req.url.split('?', 1)[0]!.includes('\\') ? 'Malformed URL' : undefined);
  if (!problem) return next();
  res.status(400).type('text/plain').send(problem);
};
