#!/usr/bin/env node
/**
 * Writes the site's favicon into the front ends' page template (packages/web-build/index.html, its first
 * `<link rel="icon">`, the host's page): the brand's orange dot as an inline 32 px PNG.
 * A raster rather than the SVG it is drawn from: the browser hands an SVG favicon to the page's renderer, which builds
 * it as a document of its own on the main thread (a task of its own, right after the first paint, on every page); a
 * PNG is only decoded. Run after changing the drawing:
 *
 *   node shell/scripts/favicon.mjs
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const SIZE = 32;
const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 16 16"><circle cx="8" cy="8" r="8" fill="#c2410c"/></svg>`;

const png = await sharp(Buffer.from(SVG)).png({ palette: true, colors: 16, compressionLevel: 9, effort: 10 }).toBuffer();
const page = join(import.meta.dirname, '../../packages/web-build/index.html');
const html = readFileSync(page, 'utf8');
const icon = `<link rel="icon" type="image/png" sizes="${SIZE}x${SIZE}" href="data:image/png;base64,${png.toString('base64')}" />`;
const written = html.replace(/<link rel="icon"[^>]*\/>/, icon);
if (written === html && !html.includes(icon)) throw new Error(`${page} has no <link rel="icon" ... /> to replace`);
writeFileSync(page, written);
process.stdout.write(`${page}: favicon of ${png.length} B of PNG\n`);
