import type { ServerResponse } from 'node:http';
import { extname, join } from 'node:path';
import compression from 'compression';
import express, { type ErrorRequestHandler, type Express, type Request, type RequestHandler, type Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { ServerConfig } from '../config';
import type { Renderer } from '../first-screen/first-screen';
import type { FirstScreenSecret } from '../first-screen/first-screen-secret';
import type { RouteBook } from '../first-screen/remote-routes';
import type { ShellPage } from '../first-screen/shell-page';
import { languageOf } from '../first-screen/language';
import { isLanguage } from '@hostel/contracts/languages';
import { nonceOf, pageProtections } from '../security/page-protections';
import { buildFiles } from '../static/build-files';
import { rejectMalformed } from './reject-malformed';

export interface WebAppOptions {
  /** The app's name (its folder), answered by /health so a harness can tell whose port it reached. */
  app: string;
  /** The build folder: nothing outside it is ever served. */
  root: string;
  config: ServerConfig;
  /** The shell's page (configuration, first screen); null for a remote, whose page is served as built. */
  shellPage: ShellPage | null;
  /** The remotes' routes (the shell's server only), handed to the browser with the configuration. */
  routes: RouteBook | null;
  /** This front end's first-screen renderer, which a remote offers the shell at /first-screen. */
  renderer: Renderer | null;
  /** Who may ask a remote's /first-screen: the shell's server alone. */
  firstScreenSecret: FirstScreenSecret;
  log: (message: string, err?: unknown) => void;
}

const isApi = (path: string) => path === '/api' || path.startsWith('/api/');

/**
 * `/api` to the gateway, so the browser's API calls are same-origin. X-Forwarded-For is replaced, not appended to,
 * by the browser's address as this server learned it: the socket's peer, or what a proxy listed in its own
 * TRUST_PROXY forwarded (`req.ip`). The gateway believes it only when its TRUST_PROXY lists this server.
 */
function apiProxy(config: ServerConfig): RequestHandler {
  return createProxyMiddleware<Request, Response>({
    target: config.gatewayUrl.origin,
    changeOrigin: true,
    pathFilter: (path) => isApi(path),
    on: {
      proxyReq: (proxyReq, req) => proxyReq.setHeader('x-forwarded-for', req.ip ?? ''),
      error: (_err, _req, res) => {
        const answer = res as ServerResponse;
        if (typeof answer.writeHead !== 'function') return void (res as { destroy?: () => void }).destroy?.();
        if (!answer.headersSent) answer.writeHead(503, { 'content-type': 'application/json', 'retry-after': '5' });
        answer.end(JSON.stringify({ success: false, message: 'The API is unavailable' }));
      },
    },
  });
}

/**
 * The server every front end runs behind (npm start, the Lighthouse run, the containers): its build folder with
 * SPA fallback, `/api` proxied to the gateway, CORS for the federation manifest and chunks, long caching for hashed
 * files only, the build's brotli/gzip copies, and for the shell the run-time configuration (in index.html and as
 * /config.json) with the first screen. Every HTML answer carries the browser protections; a malformed request
 * answers 4xx and an error in a handler answers 500: no request ends the process.
 */
export function createWebApp({ app, root, config, shellPage, routes, renderer, firstScreenSecret, log }: WebAppOptions): Express {
  const web = express();
  web.disable('x-powered-by');
  web.set('trust proxy', config.trustProxy.length > 0 ? config.trustProxy : false);
  const files = buildFiles(root);
  const index = join(root, 'index.html');
  const protections = pageProtections(config);

  // What is made per request (the page with its first screen, the configuration, a remote's first screen) is
  // compressed as it is sent (brotli at quality 4, gzip at level 6: well under a millisecond for a page); the build's
  // files have their copies made at build time, and /api answers come compressed from the gateway.
  const compressed = compression();
  const page: RequestHandler = (req, res, next) =>
    compressed(req, res, () => protections(req, res, (err?: unknown) => {
      if (err) return next(err);
      if (!shellPage) return files.send(req, res, next, index);
      shellPage(index, req.originalUrl, nonceOf(res), languageOf(req.headers.cookie)).then((html) => {
        // In the visitor's language (their cookie): a cache between must keep one copy per cookie.
        res.status(200).set({ 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff', Vary: 'Cookie' }).type('html').send(html);
      }, next);
    }));

  web.use(rejectMalformed);
  web.use(apiProxy(config));
  web.get('/health', (_req, res) => {
    res.json({ status: 'ok', app });
  });
  web.get('/config.json', compressed, async (_req, res) => {
    const site = routes ? { ...config.site, routes: await routes.current() } : config.site;
    res.set({ 'Cache-Control': 'no-store', 'Access-Control-Allow-Origin': '*' }).json(site);
  });
  if (!shellPage) {
    web.get('/first-screen', compressed, async (req, res) => {
      if (!renderer) return void res.status(404).end();
      if (!firstScreenSecret.admits(req)) return void res.status(403).end();
      const query = new URL(req.originalUrl, 'http://localhost').searchParams;
      const url = query.get('url') ?? '/';
      const lang = query.get('lang');
      const screen = await renderer.render(url, undefined, isLanguage(lang) ? lang : 'en');
      if (!screen) return void res.status(204).end();
      res.set('Cache-Control', 'no-store').json(screen);
    });
  }
  web.get(['/', '/index.html'], page);
  web.get('/{*path}', (req, res, next) => {
    // The request guard has checked that the path decodes.
    const file = files.find(decodeURIComponent(req.path));
    if (file) return files.send(req, res, next, file);
    // Unknown asset paths are 404s; everything else is a client-side route of the single-page app.
    if (extname(req.path)) return void res.status(404).set('Access-Control-Allow-Origin', '*').end();
    page(req, res, next);
  });
  web.use((_req, res) => {
    res.status(404).end();
  });
  const answerErrors: ErrorRequestHandler = (err: { status?: number; statusCode?: number }, req, res, _next) => {
    const status = err.status ?? err.statusCode ?? 500;
    if (status >= 500) log(`${req.method} ${req.originalUrl} failed`, err);
    if (res.headersSent) return void res.destroy();
    if (status >= 400 && status < 500) return void res.status(status).end();
    res.status(500).type('text/plain').send('Something went wrong');
  };
  web.use(answerErrors);
  return web;
}
