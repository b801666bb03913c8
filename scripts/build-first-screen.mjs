#!/usr/bin/env node
/**
 * Bundles a front end's first-screen renderer (src/first-screen/render-page.tsx) for Node, self-contained (a
 * deployment copies dist/ and dist-server/, no node_modules), so its web server can render the first screen
 * at request time (packages/web-server). Styles imported as CSS files are the browser bundle's business.
 *
 * Usage: node scripts/build-first-screen.mjs <app-folder>...
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { transform } from '@swc/core';
import { build } from 'esbuild';

const { swcOptions } = createRequire(import.meta.url)('../packages/web-build/swc-options.js');

/**
 * The project's own code goes through the browser build's SWC transform (packages/web-build/swc-options.js) before
 * esbuild bundles it: the browser hydrates this renderer's markup, so each styled component must get the same class
 * name here as there (the styled-components plugin's ids). Packages from node_modules are esbuild's alone, as in the
 * browser build they are webpack's.
 */
const browserTransform = {
  name: 'browser-transform',
  setup(build) {
    build.onLoad({ filter: /\.[jt]sx?$/ }, async ({ path }) => {
      if (/[\\/]node_modules[\\/]/.test(path)) return undefined;
      const { code } = await transform(await readFile(path, 'utf8'), { ...swcOptions({ production: true }), filename: path, sourceMaps: false });
      return { contents: code, loader: 'js' };
    });
  },
};

const apps = process.argv.slice(2);
for (const app of apps) {
  const dir = resolve(app);
  const entry = join(dir, 'src/first-screen/render-page.tsx');
  if (!existsSync(entry)) continue;
  await build({
    entryPoints: [entry],
    outfile: join(dir, 'dist-server/render-page.mjs'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    jsx: 'automatic',
    minify: true,
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': '"production"' },
    loader: { '.css': 'empty', '.webp': 'file', '.avif': 'file', '.png': 'file', '.jpg': 'file', '.svg': 'file' },
    // The URLs the browser build gives content-hashed pictures (packages/web-build): the files are its to serve.
    assetNames: 'images/[name]',
    publicPath: '/',
    // Bundled CommonJS packages call require(); an ES module has none of its own.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    plugins: [browserTransform],
    logLevel: 'warning',
  });
  console.log(`[${app}] first-screen renderer built`);
}
