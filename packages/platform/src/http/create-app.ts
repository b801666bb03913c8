import compression from 'compression';
import express, { type ErrorRequestHandler, type Express, type Router } from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import type { Logger } from 'pino';
import { errorCodeOf } from '@hostel/contracts/error-codes';
import type { RefusalParams } from '@hostel/contracts/refusals';
import { StoreUnavailableError } from '../store/document-store';
import { AppError, RETRY_AFTER_SECONDS, unavailable } from './app-error';
import { httpMetrics, metricsHandler } from './metrics';
import { rejectMalformedRequests } from './malformed-request';
import { rejectOperators } from './reject-operators';
import { requestIdOf, REQUEST_ID_HEADER } from './request-context';

export type ReadinessCheck = () => Promise<void>;

export interface AppOptions {
  service: string;
  logger: Logger;
  /** Each dependency's probe; `/ready` answers 503 naming the ones that fail. */
  readiness?: Record<string, ReadinessCheck>;
  /** Mounts the service's routers; runs after the common middleware and before the error handler. */
  routes: (app: Express) => void;
  /** Routes that need the raw body (signature checks) are mounted before the JSON parser. */
  rawRoutes?: Router;
  bodyLimit?: string;
  /** Returns true while the process is shutting down, so `/ready` turns traffic away first. */
  isDraining?: () => boolean;
  /**
   * Compress answers for callers that accept it: the edge only (the gateway). The services behind it answer
   * over the internal network, where compressing every answer costs the service's CPU on its hottest path and
   * saves nothing (the gateway keeps its own compressed copies).
   */
  compress?: boolean;
  /**
   * Proxies whose X-Forwarded-For sets `req.ip` (Express `trust proxy` entries: addresses, CIDRs, `loopback`…).
   * None by default: a header a client can write must not choose the address its rate limits count against.
   */
  trustProxy?: string[];
}

const READY_TIMEOUT_MS = 2000;

/** Resolves with the probe or rejects after a timeout, so a hung dependency cannot hang `/ready`. */
async function probe(check: ReadinessCheck): Promise<'up' | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), READY_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
    return 'up';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

export function createApp(options: AppOptions): Express {
  const { service, logger, readiness = {}, bodyLimit = '100kb' } = options;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', options.trustProxy?.length ? options.trustProxy : false);
  app.set('query parser', 'simple');

  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const id = requestIdOf(req);
        res.setHeader(REQUEST_ID_HEADER, id);
        return id;
      },
      serializers: {
        req: (req: { id: unknown; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
      customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
      autoLogging: { ignore: (req) => req.url === '/health' || req.url === '/ready' || req.url === '/metrics' },
    }),
  );
  app.use(helmet());
  // Before every route, /health included: a request no route can mean is refused the same way everywhere.
  app.use(rejectMalformedRequests);
  // JSON over 1 kB is compressed when the caller accepts it (a page of meals is repetitive JSON that shrinks
  // several times over), proxied answers included.
  if (options.compress) app.use(compression());
  app.use(httpMetrics(service));

  app.get('/health', (_req, res) => {
    res.json({ status: 'ok', service, uptime: Math.round(process.uptime()) });
  });
  app.get('/ready', async (_req, res) => {
    const names = Object.keys(readiness);
    const states = await Promise.all(names.map((name) => probe(readiness[name]!)));
    const checks = Object.fromEntries(names.map((name, i) => [name, states[i]]));
    const draining = options.isDraining?.() ?? false;
    const ready = !draining && states.every((state) => state === 'up');
    if (!ready) res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : draining ? 'draining' : 'not ready', service, checks });
  });
  app.get('/metrics', metricsHandler);

  if (options.rawRoutes) app.use(options.rawRoutes);
  app.use(express.json({ limit: bodyLimit }));
  app.use(express.urlencoded({ extended: false, limit: bodyLimit }));
  app.use(rejectOperators);

  options.routes(app);

  app.use((_req, _res, next) => next(new AppError(404, 'Route not found')));
  app.use(errorHandler(logger));
  return app;
}

/**
 * An expected failure's answer. The message stays the English the API has always answered; a known one also carries
 * its code, and a refusal with values its params, for a browser to say it in its own language.
 */
export function errorBody(err: AppError): { success: false; message: string; code?: string; params?: RefusalParams } {
  if (err.refusal) return { success: false, message: err.message, code: err.refusal.code, params: err.refusal.params };
  const code = errorCodeOf(err.message);
  return { success: false, message: err.message, ...(code ? { code } : {}) };
}

interface HttpishError {
  status?: number;
  statusCode?: number;
  type?: string;
  expose?: boolean;
}

/**
 * Expected failures keep their status and message; a store that cannot be reached answers 503 with Retry-After
 * (the request was fine, the caller should try again); anything else is logged and answered without internals.
 */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err: unknown, req, res, _next) => {
    if (res.headersSent) {
      req.socket.destroy();
      return;
    }
    let expected = err;
    if (err instanceof StoreUnavailableError) {
      (req.log ?? logger).warn({ err: String(err.cause ?? err) }, 'store unavailable');
      expected = unavailable();
    }
    if (expected instanceof AppError) {
      if (expected.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(expected.retryAfterSeconds));
      res.status(expected.status).json(errorBody(expected));
      return;
    }
    const httpish = (err ?? {}) as HttpishError;
    const status = httpish.status ?? httpish.statusCode;
    // A handler that decodes a malformed parameter itself fails on the request, not on the server.
    if (err instanceof URIError) {
      res.status(400).json({ success: false, message: 'Malformed URL encoding' });
      return;
    }
    if (httpish.type === 'entity.parse.failed') {
      res.status(400).json({ success: false, message: 'Invalid JSON body' });
      return;
    }
    if (httpish.type === 'entity.too.large') {
      res.status(413).json({ success: false, message: 'Request body is too large' });
      return;
    }
    if (status && status >= 400 && status < 500 && httpish.expose !== false) {
      res.status(status).json({ success: false, message: err instanceof Error ? err.message : 'Bad request' });
      return;
    }
    (req.log ?? logger).error({ err }, 'unhandled error');
    res.status(500).json({ success: false, message: 'Internal server error' });
  };
}
