#!/usr/bin/env node
/**
 * Makes the hero's pictures in the formats and sizes the carousel shows (AVIF and WebP, 320 and 480 px wide: the
 * sources are 480 px, so nothing is upscaled), named by content hash so the static server caches them for good,
 * and writes src/home/images/hero/hero-images.ts that imports them. Run after changing a source picture:
 *
 *   node shell/scripts/hero-images.mjs
 *
 * The output is committed: builds (webpack for the browser, esbuild for the first-screen renderer) only copy it.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const images = join(import.meta.dirname, '../src/home/images');
const out = join(images, 'hero');
const SOURCES = ['biryani', 'fishcurry', 'chickencurry'];
const WIDTHS = [320, 480];
const FORMATS = { avif: { quality: 50 }, webp: { quality: 72 } };

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const imports = [];
const entries = [];
for (const source of SOURCES) {
  const input = sharp(join(images, `${source}.webp`));
  const { width, height } = await input.metadata();
  const sets = {};
  for (const [format, options] of Object.entries(FORMATS)) {
    const candidates = [];
    for (const size of WIDTHS.filter((w) => w <= width)) {
      const bytes = await input.clone().resize({ width: size })[format](options).toBuffer();
      const name = `${source}-${size}.${createHash('sha256').update(bytes).digest('hex').slice(0, 8)}.${format}`;
      writeFileSync(join(out, name), bytes);
      const id = `${source}${size}${format}`;
      imports.push(`import ${id} from './${name}';`);
      candidates.push(`\`\${${id}} ${size}w\``);
      process.stdout.write(`${name}: ${bytes.length} B\n`);
    }
    sets[format] = candidates;
  }
  entries.push(
    `  ${source}: { avif: [${sets.avif.join(', ')}].join(', '), webp: [${sets.webp.join(', ')}].join(', '), src: ${source}${Math.max(...WIDTHS.filter((w) => w <= width))}webp, width: ${width}, height: ${height} },`,
  );
}
writeFileSync(
  join(out, 'hero-images.ts'),
  `// Made by shell/scripts/hero-images.mjs from the pictures in ../ (do not edit: run the script again).\n${imports.join('\n')}\n\nexport const HERO_IMAGES = {\n${entries.join('\n')}\n};\n`,
);
