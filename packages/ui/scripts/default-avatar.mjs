#!/usr/bin/env node
/**
 * Writes src/components/default-avatar.ts: the default avatar (a person's outline on the brand's soft orange) as an
 * inline PNG, drawn from the SVG below at twice its 96 px box so it stays sharp on a phone's 2× screen, in 16
 * colours. A raster rather than the SVG itself: an SVG picture is a document of its own, which the page's main
 * thread builds, styles and paints; a PNG is decoded off it. Run after changing the drawing:
 *
 *   node packages/ui/scripts/default-avatar.mjs
 *
 * The output is committed: builds (webpack for the browser, esbuild for the first-screen renderer) only import it.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const SIZE = 192;
const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 96 96"><rect width="96" height="96" fill="#ffedd5"/><circle cx="48" cy="38" r="18" fill="#c2410c"/><path d="M16 88c4-18 17-28 32-28s28 10 32 28z" fill="#c2410c"/></svg>`;

const png = await sharp(Buffer.from(SVG)).png({ palette: true, colors: 16, compressionLevel: 9, effort: 10 }).toBuffer();
const out = join(import.meta.dirname, '../src/components/default-avatar.ts');
writeFileSync(
  out,
  `// Made by packages/ui/scripts/default-avatar.mjs (see there why a PNG); do not edit.\n` +
    `/** Shown when the user has no photo (or it fails to load); inline so it needs no request. */\n` +
    `export const DEFAULT_AVATAR = 'data:image/png;base64,${png.toString('base64')}';\n`,
);
process.stdout.write(`${out}: ${png.length} B of PNG\n`);
