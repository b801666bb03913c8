import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Language } from '@hostel/contracts/src/i18n/languages';

/**
 * The Bengali subset's code points, as @fontsource/noto-sans-bengali declares them (no Latin letter is in it), less
 * the taka sign U+09F3: English prices are written with it (৳180), and an English page must not download a font for
 * one sign the system's fonts draw.
 */
const BENGALI_RANGE = 'U+0951-0952,U+0964-0965,U+0980-09F2,U+09F4-09FE,U+1CD0,U+1CD2,U+1CD5-1CD6,U+1CD8,U+1CE1,U+1CEA,U+1CED,U+1CF2,U+1CF5-1CF7,U+200C-200D,U+20B9,U+25CC,U+A8F1';
const FILE = /^noto-sans-bengali-bengali-(400|700)-normal\.[0-9a-f]{8}\.woff2$/;

/**
 * The head of every page the shell serves declares the Bengali web font its build emitted (fonts/, see the shell's
 * chrome/bengali-font-files.ts): `unicode-range` limited to Bengali, so a page without Bengali text never downloads
 * it, and `font-display: swap`, so text shows at once in a system font. A Bengali page also preloads the regular
 * weight, which its first screen needs; an English page preloads nothing. The theme's font stacks name
 * 'Noto Sans Bengali' before the generic family. Empty when the build has no font (a build without the shell's).
 */
export function bengaliFontHead(buildFolder: string): (language: Language) => string {
  let files: { weight: string; href: string }[];
  try {
    files = readdirSync(join(buildFolder, 'fonts')).flatMap((name) => {
      const weight = FILE.exec(name)?.[1];
      return weight ? [{ weight, href: `/fonts/${name}` }] : [];
    });
  } catch {
    files = [];
  }
  if (!files.length) return () => '';
  const faces = files
    .map(({ weight, href }) => `@font-face{font-family:'Noto Sans Bengali';font-style:normal;font-weight:${weight};font-display:swap;src:url(${href}) format('woff2');unicode-range:${BENGALI_RANGE}}`)
    .join('');
  const declared = `<style>${faces}</style>`;
  const regular = files.find(({ weight }) => weight === '400');
  const preload = regular ? `<link rel="preload" href="${regular.href}" as="font" type="font/woff2" crossorigin>` : '';
  return (language) => (language === 'bn' ? preload + declared : declared);
}
