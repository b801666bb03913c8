#!/usr/bin/env node
/**
 * Serves one built front end (its dist folder) the way its own deployment would: SPA fallback to
 * index.html, `/api` proxied to the gateway (same-origin API calls), permissive CORS for the federation
 * manifest and chunks, long caching for hashed files only, the build's brotli/gzip copies when accepted, and
 * the shell's run-time configuration (remote manifest URLs, Firebase and Stripe settings) built from the
 * environment: written into its index.html and served as `/config.json`.
 *
 * Usage: node scripts/serve-static.mjs <app-folder> <port>
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { basename, extname, join, normalize, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const [, , appDir = '.', portArg = '3000'] = process.argv;
const root = resolve(appDir, existsSync(join(appDir, 'dist')) ? 'dist' : '.');
const port = Number(process.env.PORT ?? portArg);
const gateway = new URL(process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080');
const app = basename(resolve(appDir));
// The shell is the one build that exposes nothing (no remoteEntry.js): it alone reads the configuration.
const isShell = !existsSync(join(root, 'remoteEntry.js'));

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
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

/**
 * In production the shell must not hand browsers the test-mode fallbacks above (the Auth emulator, localstripe's
 * Stripe.js stand-in): like the services (DESIGN §6), it refuses to start and names every setting to fix.
 * Remotes read no configuration, so only the shell checks.
 */
export function productionProblems(env = process.env) {
  if (env.NODE_ENV !== 'production') return [];
  const problems = [];
  if (env.FIREBASE_AUTH_EMULATOR_HOST) problems.push('FIREBASE_AUTH_EMULATOR_HOST: must not be set in production (Auth emulator)');
  if (!env.FIREBASE_API_KEY || env.FIREBASE_API_KEY === 'demo-key') problems.push('FIREBASE_API_KEY: set the Firebase web API key of your project');
  if (!env.FIREBASE_PROJECT_ID || env.FIREBASE_PROJECT_ID.startsWith('demo-')) problems.push('FIREBASE_PROJECT_ID: set your Firebase project id (demo-… is the emulator)');
  if (!env.STRIPE_PUBLISHABLE_KEY || !/^pk_(live|test)_/.test(env.STRIPE_PUBLISHABLE_KEY) || env.STRIPE_PUBLISHABLE_KEY === 'pk_test_localstripe') {
    problems.push('STRIPE_PUBLISHABLE_KEY: set your Stripe publishable key (pk_live_… or pk_test_…)');
  }
  if (env.STRIPE_API_BASE || env.PUBLIC_STRIPE_JS_URL) problems.push('STRIPE_API_BASE / PUBLIC_STRIPE_JS_URL: must not be set in production (localstripe)');
  return problems;
}

if (isShell && productionProblems().length > 0) {
  console.error(`${app} did not start: Invalid environment: ${productionProblems().join('; ')}`);
  process.exit(1);
}

/** The environment is read once: the configuration is the same for every request of this process. */
const config = siteConfig();

/**
 * What the shell's index.html gets on every route: the configuration written in (no /config.json round trip),
 * and the remotes' origins warmed up with mf-meals' manifest (every public page uses it) fetched while the
 * shell's scripts are still downloading.
 */
const PAGE_HINTS = [
  ...[...new Set(Object.values(config.remotes).map((manifest) => new URL(manifest).origin))].map((origin) => `<link rel="preconnect" href="${origin}" crossorigin>`),
  `<link rel="preload" href="${config.remotes.mf_meals}" as="fetch" crossorigin>`,
  // JSON in a script element: '<' escaped so no value can close the element.
  `<script>window.__HOSTEL_CONFIG__=${JSON.stringify(config).replace(/</g, '\\u003c')}</script>`,
].join('');

/**
 * The first screen (issue 16): a front end built with a renderer (dist-server/render-page.mjs, see
 * scripts/build-first-screen.mjs) renders its routes' first screen in Node at request time. The shell renders the
 * navbar (and its own pages) itself and asks the remotes for the rest; the page it serves then shows the navbar,
 * the heading and the first meals before any script has run.
 */
const rendererFile = join(resolve(appDir), 'dist-server/render-page.mjs');
const renderer = existsSync(rendererFile) ? await import(pathToFileURL(rendererFile).href) : null;

/**
 * The first API read of a public page (`/api/meals` for All Meals, `/api/meals/<id>` for a meal's page), the same
 * for every caller: the browser fetches it while the scripts download, and the page's own request takes the answer
 * from the preload (a round trip off the largest paint). The renderer names it (`firstReadOf`): its routes and the
 * contracts' id pattern are bundled into it, so this server knows neither. A page whose read changes only loses
 * the head start; without a renderer, nothing is preloaded.
 */
const firstReadOf = (pathname) => (typeof renderer?.firstReadOf === 'function' ? renderer.firstReadOf(pathname) : undefined);

/** The anonymous first screen is the same for everyone: one render a second per URL serves a whole rush. */
const RENDER_TTL_MS = 1000;
const rendered = new Map();
function renderOnce(url) {
  const now = Date.now();
  const hit = rendered.get(url);
  if (hit && now - hit.at < RENDER_TTL_MS) return hit.screen;
  if (rendered.size > 500) rendered.clear();
  const screen = Promise.resolve(renderer.renderPage(url, gateway.origin)).catch((err) => {
    console.error(`[${app}] first screen of ${url} failed`, err);
    return null;
  });
  rendered.set(url, { at: now, screen });
  return screen;
}

/** Where the shell's server reaches each remote (a container's view can differ from the browser's manifest URL). */
const remoteOrigins = Object.entries(config.remotes).map(([name, manifest]) => process.env[`${name.toUpperCase()}_INTERNAL_URL`] ?? new URL(manifest).origin);
/** Remotes that said they render nothing, asked again after a minute (a redeploy may add a renderer). */
const withoutRenderer = new Map();
/** The longest the page waits for a remote's first screen: past it, the page is served without (the scripts draw it). */
const REMOTE_RENDER_BUDGET_MS = 300;

async function remoteFirstScreen(url) {
  const asked = remoteOrigins
    .filter((origin) => (withoutRenderer.get(origin) ?? 0) < Date.now())
    .map(async (origin) => {
      const res = await fetch(`${origin}/first-screen?url=${encodeURIComponent(url)}`, { signal: AbortSignal.timeout(REMOTE_RENDER_BUDGET_MS) });
      if (res.status === 404) withoutRenderer.set(origin, Date.now() + 60_000);
      if (res.status !== 200) throw new Error(`no first screen from ${origin}`);
      return res.json();
    });
  return Promise.any(asked).catch(() => null);
}

const escapeAttr = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * index.html (read per request, so a rebuild is served at once) with the hints, and the first screen when there is
 * one; without it (no renderer, or a remote too slow), the route's first read is preloaded instead.
 */
async function pageWithConfig(file, url) {
  const { pathname } = new URL(url, 'http://localhost');
  const [chrome, remote] = renderer ? await Promise.all([renderOnce(url), remoteFirstScreen(url)]) : [null, null];
  const read = firstReadOf(pathname);
  const head = [PAGE_HINTS];
  if (read && !remote) head.push(`<link rel="preload" href="${escapeAttr(read)}" as="fetch" crossorigin>`);
  for (const image of [...(chrome?.images ?? []), ...(remote?.images ?? [])].slice(0, 2)) {
    head.push(`<link rel="preload" href="${escapeAttr(image)}" as="image" fetchpriority="high">`);
  }
  if (chrome?.head) head.push(chrome.head);
  head.push(chrome?.styles ?? '', remote?.styles ?? '');
  let page = readFileSync(file, 'utf8').replace('</head>', () => `${head.join('')}</head>`);
  // The built index.html is minified (attribute quotes dropped); functions as replacements keep any `$` in the markup.
  // `inert` until the scripts have replaced the markup (root-config lifts it): a control drawn by the server does
  // nothing yet, so it must not take a click or a focus that would be lost in the swap.
  if (chrome) page = page.replace(/<div id="?chrome"?><\/div>/, () => `<div id="chrome" inert>${chrome.html}</div>`);
  if (remote) page = page.replace(/<main id="?mf-area"?><\/main>/, () => `<main id="mf-area" inert>${remote.html}${remote.data}</main>`);
  return page;
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

/** The build's precompressed copy (file.br, file.gz) the browser accepts, else the file itself. */
function encodedCopy(req, file) {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  for (const [encoding, extension] of [['br', '.br'], ['gzip', '.gz']]) {
    if (new RegExp(`\\b${encoding}\\b`).test(accepted) && existsSync(file + extension)) return { path: file + extension, encoding };
  }
  return { path: file };
}

function send(req, res, file, status = 200) {
  if (isShell && file === join(root, 'index.html')) {
    void pageWithConfig(file, req.url ?? '/').then((page) => {
      res.writeHead(status, { 'content-type': TYPES['.html'], 'cache-control': 'no-cache', 'x-content-type-options': 'nosniff' });
      res.end(page);
    });
    return;
  }
  const name = file.split('/').pop() ?? '';
  const hashed = /\.[0-9a-f]{8}\.js$/.test(name) || /\.[0-9a-f]{8}\.(css|webp|avif|png|svg)$/.test(name);
  const body = encodedCopy(req, file);
  res.writeHead(status, {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
    'access-control-allow-origin': '*',
    'x-content-type-options': 'nosniff',
    vary: 'Accept-Encoding',
    ...(body.encoding ? { 'content-encoding': body.encoding } : {}),
  });
  createReadStream(body.path).pipe(res);
}

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname.startsWith('/api/') || url.pathname === '/api') return proxy(req, res);
  if (url.pathname === '/config.json') {
    res.writeHead(200, { 'content-type': TYPES['.json'], 'cache-control': 'no-store', 'access-control-allow-origin': '*' });
    return res.end(JSON.stringify(config));
  }
  if (url.pathname === '/first-screen' && !isShell) {
    if (!renderer) return res.writeHead(404).end();
    void renderOnce(url.searchParams.get('url') ?? '/').then((screen) => {
      if (!screen) return res.writeHead(204).end();
      res.writeHead(200, { 'content-type': TYPES['.json'], 'cache-control': 'no-store' });
      res.end(JSON.stringify(screen));
    });
    return;
  }
  if (url.pathname === '/health') {
    res.writeHead(200, { 'content-type': TYPES['.json'] });
    return res.end(JSON.stringify({ status: 'ok', app }));
  }
  const target = normalize(join(root, decodeURIComponent(url.pathname)));
  if (!target.startsWith(root)) {
    res.writeHead(400).end();
    return;
  }
  if (existsSync(target) && statSync(target).isFile()) return send(req, res, target);
  // Unknown asset paths are 404s; everything else is a client-side route of the single-page app.
  if (extname(url.pathname)) {
    res.writeHead(404, { 'access-control-allow-origin': '*' }).end();
    return;
  }
  send(req, res, join(root, 'index.html'));
});

server.listen(port, () => console.log(`serving ${root} on http://localhost:${port}`));
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
