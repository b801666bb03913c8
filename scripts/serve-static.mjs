#!/usr/bin/env node
/**
 * Serves one built front end (its dist folder) the way its own deployment would: SPA fallback to
 * index.html, `/api` proxied to the gateway (same-origin API calls), permissive CORS for the federation
 * manifest and chunks, long caching for hashed files only, and `/config.json` (the shell's run-time
 * configuration: remote manifest URLs, Firebase and Stripe settings) built from the environment.
 *
 * Usage: node scripts/serve-static.mjs <app-folder> <port>
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { basename, extname, join, normalize, resolve } from 'node:path';

const [, , appDir = '.', portArg = '3000'] = process.argv;
const root = resolve(appDir, existsSync(join(appDir, 'dist')) ? 'dist' : '.');
const port = Number(process.env.PORT ?? portArg);
const gateway = new URL(process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.txt': 'text/plain; charset=utf-8',
};

export function siteConfig(env = process.env) {
  const emulator = env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
  return {
    remotes: {
      mf_meals: env.MF_MEALS_MANIFEST ?? 'http://localhost:3001/mf-manifest.json',
      mf_dashboard: env.MF_DASHBOARD_MANIFEST ?? 'http://localhost:3002/mf-manifest.json',
      mf_admin: env.MF_ADMIN_MANIFEST ?? 'http://localhost:3003/mf-manifest.json',
    },
    firebase: {
      apiKey: env.FIREBASE_API_KEY ?? 'demo-key',
      authDomain: env.FIREBASE_AUTH_DOMAIN ?? 'demo-hostel.firebaseapp.com',
      projectId: env.FIREBASE_PROJECT_ID ?? 'demo-hostel',
      // The browser's view of the emulator can differ from the servers' (containers): PUBLIC_… wins.
      ...(env.FIREBASE_API_KEY && !env.FIREBASE_AUTH_EMULATOR_HOST ? {} : { emulatorUrl: env.PUBLIC_FIREBASE_EMULATOR_URL || `http://${emulator}` }),
    },
    stripe: {
      publishableKey: env.STRIPE_PUBLISHABLE_KEY ?? 'pk_test_localstripe',
      ...(env.STRIPE_PUBLISHABLE_KEY ? {} : { jsUrl: env.PUBLIC_STRIPE_JS_URL || `${env.STRIPE_API_BASE || 'http://127.0.0.1:8420'}/js.stripe.com/v3/` }),
    },
  };
}

function proxy(req, res) {
  const upstream = request(
    { host: gateway.hostname, port: gateway.port, method: req.method, path: req.url, headers: { ...req.headers, host: gateway.host, 'x-forwarded-for': req.socket.remoteAddress ?? '' } },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(503, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ success: false, message: 'The API is unavailable' }));
  });
  req.pipe(upstream);
}

function send(res, file, status = 200) {
  const name = file.split('/').pop() ?? '';
  const hashed = /\.[0-9a-f]{8}\.js$/.test(name) || /\.[0-9a-f]{8}\.(css|webp|png|svg)$/.test(name);
  res.writeHead(status, {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
    'access-control-allow-origin': '*',
    'x-content-type-options': 'nosniff',
  });
  createReadStream(file).pipe(res);
}

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname.startsWith('/api/') || url.pathname === '/api') return proxy(req, res);
  if (url.pathname === '/config.json') {
    res.writeHead(200, { 'content-type': TYPES['.json'], 'cache-control': 'no-store', 'access-control-allow-origin': '*' });
    return res.end(JSON.stringify(siteConfig()));
  }
  if (url.pathname === '/health') {
    res.writeHead(200, { 'content-type': TYPES['.json'] });
    return res.end(JSON.stringify({ status: 'ok', app: basename(resolve(appDir)) }));
  }
  const target = normalize(join(root, decodeURIComponent(url.pathname)));
  if (!target.startsWith(root)) {
    res.writeHead(400).end();
    return;
  }
  if (existsSync(target) && statSync(target).isFile()) return send(res, target);
  // Unknown asset paths are 404s; everything else is a client-side route of the single-page app.
  if (extname(url.pathname)) {
    res.writeHead(404, { 'access-control-allow-origin': '*' }).end();
    return;
  }
  send(res, join(root, 'index.html'));
});

server.listen(port, () => console.log(`serving ${root} on http://localhost:${port}`));
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
