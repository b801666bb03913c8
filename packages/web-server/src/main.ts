/**
 * Serves one built front end: `node --import tsx packages/web-server/src/main.ts <app-folder> [port]` (the
 * containers run the bundle: `node web-server.js . <port>`). PORT and HOST in the environment win.
 */
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Duplex } from 'node:stream';
import { basename, join, resolve } from 'node:path';
import { ConfigError } from '@hostel/platform/config';
import { loadServerConfig } from './config';
import { createRenderer, loadRendererModule, ownerFirstScreen, readBuildRoutes, warmUpRenderer } from './first-screen/first-screen';
import { firstScreenSecret as secretOf } from './first-screen/first-screen-secret';
import { declaredParts, shellParts } from './first-screen/render-key';
import { remoteRouteBook } from './first-screen/remote-routes';
import { shellPage } from './first-screen/shell-page';
import { createWebApp } from './http/create-web-app';

async function main(): Promise<void> {
  const [, , appDir = '.', portArg = '3000'] = process.argv;
  const app = basename(resolve(appDir));
  const root = resolve(appDir, existsSync(join(appDir, 'dist')) ? 'dist' : '.');
  // The shell is the one build that exposes nothing (no remoteEntry.js): it alone reads the configuration.
  const shell = !existsSync(join(root, 'remoteEntry.js'));
  const log = (message: string, err?: unknown) => console.error(`[${app}] ${message}`, err ?? '');

  const rendererModule = await loadRendererModule(resolve(appDir));
  let config;
  try {
    config = loadServerConfig(process.env, { shell, firstScreens: shell || rendererModule !== null });
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(`${app} did not start: ${err.message}`);
    process.exit(1);
  }
  // The shell draws its pages and the remotes' by their path; a remote its routes' first-screen pages, by their parts.
  const ownRoutes = shell || !rendererModule ? null : await readBuildRoutes(root, log);
  const renderUrl = shell ? shellParts(rendererModule?.shellPages ?? []) : ownRoutes ? declaredParts(ownRoutes) : () => null;
  const renderer = rendererModule && createRenderer(rendererModule, { apiOrigin: config.gatewayUrl.origin, renderUrl, log });
  // A remote's first screens are asked for under a tight budget: its renderer is warmed before the first visitor.
  if (renderer && ownRoutes) void warmUpRenderer(renderer, ownRoutes);
  const firstScreenSecret = secretOf(config.firstScreenSecret);
  // The shell alone reads the remotes' routes: it sends a URL's first screen to its owner and hands them the browser.
  const routes = shell ? remoteRouteBook(config.remoteServers, log) : null;
  const page = routes ? shellPage(config.site, renderer, routes, ownerFirstScreen(routes, firstScreenSecret)) : null;
  const server = createServer(createWebApp({ app, root, config, shellPage: page, routes, renderer, firstScreenSecret, log }));
  // CONNECT is for proxies, which this server is not; without a listener Node drops the connection unanswered.
  server.on('connect', (_req, socket: Duplex) => {
    socket.on('error', () => socket.destroy());
    socket.end('HTTP/1.1 405 Method Not Allowed\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  });
  const port = config.port ?? Number(portArg);
  server.listen(port, config.host, () => {
    const { port: bound } = server.address() as { port: number };
    process.stdout.write(`serving ${root} on http://${config.host}:${bound}\n`);
  });
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
