import type { RequestHandler } from 'express';
import { AppError } from '@hostel/platform';
import { edgeRefusal } from '../security/edge-auth';
import { matchRoute, type ServiceName } from './route-table';

/**
 * Sends each call to the service the route table names, after the edge checks. A path the table does not know
 * falls through to the 404; a known path asked with another method answers 405 naming the methods it has.
 * The gateway's own operations are served before this (service.ts).
 */
export function dispatch(forward: (service: ServiceName) => RequestHandler): RequestHandler {
  return (req, res, next) => {
    const match = matchRoute(req.method, req.path);
    if (!match) return next();
    if ('allow' in match) {
      res.setHeader('Allow', match.allow.join(', '));
      return next(new AppError(405, 'Method not allowed'));
    }
    const { operation } = match;
    const refused = edgeRefusal(operation, req.auth);
    if (refused) return next(refused);
    if (operation.service === 'gateway') return next();
    forward(operation.service)(req, res, next);
  };
}
