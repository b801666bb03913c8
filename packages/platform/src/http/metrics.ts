import client from 'prom-client';
import type { RequestHandler } from 'express';

/**
 * Prometheus metrics on the default registry, labelled by service: in embedded mode several services share
 * one process and one registry, in production each process exposes only its own.
 */
export const registry = client.register;

const requests = new client.Counter({
  name: 'http_requests_total',
  help: 'HTTP requests by service, method, route and status',
  labelNames: ['service', 'method', 'route', 'status'] as const,
});
const latency = new client.Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP request latency',
  labelNames: ['service', 'method', 'route'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
});
export const eventsCounter = new client.Counter({
  name: 'events_total',
  help: 'Events by outcome: published, consumed, failed, dead_lettered',
  labelNames: ['service', 'type', 'outcome'] as const,
});

let defaultsCollected = false;

export function httpMetrics(service: string): RequestHandler {
  if (!defaultsCollected) {
    client.collectDefaultMetrics();
    defaultsCollected = true;
  }
  return (req, res, next) => {
    const stop = latency.startTimer();
    res.on('finish', () => {
      // The matched route pattern keeps label cardinality bounded (ids are not labels).
      const route = (req.route as { path?: string } | undefined)?.path ?? (res.statusCode === 404 ? 'unmatched' : req.baseUrl || 'other');
      const labels = { service, method: req.method, route: String(route) };
      stop(labels);
      requests.inc({ ...labels, status: String(res.statusCode) });
    });
    next();
  };
}

export const metricsHandler: RequestHandler = async (_req, res) => {
  res.setHeader('Content-Type', registry.contentType);
  res.send(await registry.metrics());
};
