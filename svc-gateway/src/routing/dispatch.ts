import type { RequestHandler } from 'express';
import { AppError } from '@hostel/platform';
import { edgeRefusal } from '../security/edge-auth';
import { matchRoute, OPERATIONS, type ServiceName } from './route-table';

/** The handlers of the gateway's own operations, by `method path` as the route table writes them (`get /health`). */
export type OwnHandlers = Record<string, RequestHandler>;

const keyOf = (operation: { method: string; path: string }) => `${operation.method} ${operation.path}`;

/**
 * Sends each call where the route table says, after the edge checks: to the service that answers it, or to the
 * gateway's own handler (health, the document, the reference, the event stream) with its path parameters in
 * `req.params`. A path the table does not know falls through to the 404; a known path asked with another method
 * answers 405 naming the methods it has. Every gateway operation of the table needs a handler and every handler
 * an operation, or the gateway does not start: nothing is served that the table (and so the document) omits.
 */
export function dispatch(forward: (service: ServiceName) => RequestHandler, own: OwnHandlers): RequestHandler {
  const gatewayOperations = OPERATIONS.filter((operation) => operation.service === 'gateway').map(keyOf);
  const unhandled = gatewayOperations.filter((key) => !own[key]);
  const unlisted = Object.keys(own).filter((key) => !gatewayOperations.includes(key));
  if (unhandled.length > 0 || unlisted.length > 0) {
    throw new Error(`the gateway's own handlers do not match the route table: without a handler [${unhandled.join(', ')}], not in the table [${unlisted.join(', ')}]`);
  }

  return (req, res, next) => {
    const match = matchRoute(req.method, req.path);
    if (!match) return next();
    if ('allow' in match) {
      res.setHeader('Allow', match.allow.join(', '));
      return next(new AppError(405, 'Method not allowed'));
    }
    const { operation, params } = match;
    const refused = edgeRefusal(operation, req.auth);
    if (refused) return next(refused);
    if (operation.service !== 'gateway') return forward(operation.service)(req, res, next);
    req.params = params;
    // Returned, so a rejected async handler reaches the error handler (Express 5).
    return own[keyOf(operation)]!(req, res, next);
  };
}
