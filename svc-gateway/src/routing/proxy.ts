import { Agent, type IncomingMessage, type ServerResponse } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { REQUEST_ID_HEADER, RETRY_AFTER_SECONDS, type Logger } from '@hostel/platform';
import type { ServiceName } from './route-table';
import type { Upstreams } from './upstreams';

interface ProxiedRequest extends IncomingMessage {
  upstream?: { service: ServiceName; target: string; tried: Set<string>; next: NextFunction };
}

const CONNECT_ERRORS = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** An instance that dies mid-request resets the connection: safe to replay only for the idempotent methods. */
const LOST_ERRORS = new Set([...CONNECT_ERRORS, 'ECONNRESET']);
/** Requests without a body can be replayed on another instance; a body stream cannot be re-read. */
const REPLAYABLE = new Set(['GET', 'HEAD', 'OPTIONS', 'DELETE']);

const serviceLabel: Record<ServiceName, string> = { meals: 'svc-meals', users: 'svc-users', payments: 'svc-payments', mess: 'svc-mess' };

/**
 * Streams requests to the chosen instance untouched (multipart uploads and the webhook's raw body included).
 * A refused connection marks the instance down and, when the request can be replayed, retries the next one;
 * when nothing answers the client gets a 503 with Retry-After in the API's error shape, for that service only.
 */
export function createForwarder(upstreams: Upstreams, logger: Logger, timeoutMs: number) {
  const unavailable = (res: ServerResponse, service: ServiceName) => {
    if (res.headersSent) return void res.destroy();
    res.statusCode = 503;
    res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.end(JSON.stringify({ success: false, message: `${serviceLabel[service]} is unavailable` }));
  };

  // Keep-alive to the services: a new TCP connection per proxied request (handshake, socket set-up and teardown)
  // would cost more than the proxying itself.
  // Idle sockets close (30 s) well before the services' keepAliveTimeout (65 s), so a reused socket is never one
  // the service is just closing.
  const agent = new Agent({ keepAlive: true, maxSockets: 256, timeout: 30_000 });
  const proxy = createProxyMiddleware<ProxiedRequest, ServerResponse>({
    target: 'http://127.0.0.1',
    agent,
    router: (req) => req.upstream!.target,
    changeOrigin: true,
    xfwd: true,
    proxyTimeout: timeoutMs,
    on: {
      error: (err, req, res) => {
        const upstream = req.upstream!;
        const code = (err as NodeJS.ErrnoException).code ?? '';
        logger.warn({ err: err.message, code, target: upstream.target, requestId: req.id }, 'upstream request failed');
        if (LOST_ERRORS.has(code)) upstreams.markDown(upstream.service, upstream.target);
        const response = res as ServerResponse;
        if (LOST_ERRORS.has(code) && REPLAYABLE.has(req.method ?? '') && !response.headersSent) {
          const next = upstreams.pick(upstream.service, upstream.tried);
          if (next) return void forward(req, response, upstream.service, upstream.next);
        }
        unavailable(response, upstream.service);
      },
    },
  });

  function forward(req: ProxiedRequest, res: ServerResponse, service: ServiceName, next: NextFunction) {
    const tried = req.upstream?.tried ?? new Set<string>();
    const target = upstreams.pick(service, tried);
    if (!target) return unavailable(res, service);
    tried.add(target);
    req.upstream = { service, target, tried, next };
    // On the incoming headers, which the proxy copies: a proxyReq hook runs when a socket is free, and once more
    // requests wait than the agent has sockets, Node has already sent their headers by then.
    if (req.id) req.headers[REQUEST_ID_HEADER] = String(req.id);
    void proxy(req, res, next);
  }

  return (service: ServiceName): RequestHandler =>
    (req: Request, res: Response, next: NextFunction) =>
      forward(req as unknown as ProxiedRequest, res, service, next);
}
