import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The Bengali subset's code points, as @fontsource/noto-sans-bengali declares them (no Latin letter is in it), less
 * the taka sign U+09F3: a page must not download a font for one sign the system's fonts draw (English prices are
 * written '180 TK' and have none; a Bengali page's ৳ comes with Bengali text, which loads the font anyway).
 */
const BENGALI_RANGE = 'U+0951-0952,U+0964-0965,U+0980-09F2,U+09F4-09FE,U+1CD0,U+1CD2,U+1CD5-1CD6,U+1CD8,U+1CE1,U+1CEA,U+1CED,U+1CF2,U+1CF5-1CF7,U+200C-200D,U+20B9,U+25CC,U+A8F1';
/**
 * The devices' own Bengali fonts, by the full and PostScript names `local()` matches, before the download: Android's
 * and Linux's Noto Sans Bengali, Windows' Nirmala UI, Apple's Kohinoor Bangla and Bangla Sangam MN, Linux's Lohit Bengali.
 */
const LOCAL: Record<string, string[]> = {
  '400': ['Noto Sans Bengali', 'NotoSansBengali-Regular', 'Nirmala UI', 'NirmalaUI', 'Kohinoor Bangla', 'KohinoorBangla-Regular', 'Bangla Sangam MN', 'BanglaSangamMN', 'Lohit Bengali', 'Lohit-Bengali'],
  '700': ['Noto Sans Bengali Bold', 'NotoSansBengali-Bold', 'Nirmala UI Bold', 'NirmalaUI-Bold', 'Kohinoor Bangla Bold', 'KohinoorBangla-Bold', 'Bangla Sangam MN Bold', 'BanglaSangamMN-Bold'],
};
const FILE = /^noto-sans-bengali-bengali-(400|700)-normal\.[0-9a-f]{8}\.woff2$/;

/**
 * The head of every page the shell serves declares 'Hostel Bengali' (the theme's font stacks name it: tokens, which
 * say where and why), for Bengali code points only (`unicode-range`): the device's own Bengali font where it has one
 * (`local()`), else the web font the shell's build emitted (fonts/, see the shell's chrome/bengali-font-files.ts),
 * downloaded only for Bengali text and swapped in (`font-display: swap`). Nothing preloads it: most Bengali readers'
 * phones have the font, and a preload would take the first screen's bandwidth for nothing. Empty when the build has no
 * font (a build without the shell's).
 */
export function bengaliFontHead(buildFolder: string): string {
  let files: { weight: string; href: string }[];
  try {
    files = readdirSync(join(buildFolder, 'fonts')).flatMap((name) => {
      const weight = FILE.exec(name)?.[1];
      return weight ? [{ weight, href: `/fonts/${name}` }] : [];
    });
  } catch {
    files = [];
  }
  if (!files.length) return '';
  const faces = files
    .map(({ weight, href }) => `@font-face{font-family:'Hostel Bengali';font-style:normal;font-weight:${weight};font-display:swap;src:${LOCAL[weight]!.map((name) => `local('${name}')`).join(',')},url(${href}) format('woff2');unicode-range:${BENGALI_RANGE}}`)
    .join('');
  return `<style>${faces}</style>`;
}
