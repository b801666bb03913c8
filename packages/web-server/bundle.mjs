#!/usr/bin/env node
/**
 * The containers' build of the web server: one file with every dependency in it (express, helmet, compression, the proxy, zod),
 * so a front end's image is node, this file and the app's build folder — no node_modules, no npm install.
 */
import { build } from 'esbuild';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
await build({
  entryPoints: [join(here, 'src/main.ts')],
  outfile: join(here, 'dist/web-server.js'),
  bundle: true,
  platform: 'node',
  target: 'node24',
  format: 'cjs',
  minify: true,
  sourcemap: true,
  legalComments: 'linked',
  logLevel: 'warning',
});
process.stdout.write(`bundled the web server → ${join(here, 'dist/web-server.js')}\n`);
