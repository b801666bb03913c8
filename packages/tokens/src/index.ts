/**
 * Bengali text is drawn by the device's own Bengali font where it has one (Android's Noto Sans Bengali, Windows' Nirmala
 * UI, Apple's Kohinoor Bangla or Bangla Sangam MN, Linux's Lohit Bengali): no download, its own bold, at once. Only a
 * device with none of them reaches 'Hostel Bengali', the site's self-hosted subset of Noto Sans Bengali (declared by
 * packages/web-server's first-screen/bengali-font.ts, with those fonts as its `local()` sources).
 */
const BENGALI = "'Noto Sans Bengali', 'Nirmala UI', 'Kohinoor Bangla', 'Bangla Sangam MN', 'Lohit Bengali', 'Hostel Bengali'";
const BODY = `system-ui, -apple-system, 'Segoe UI', Roboto, ${BENGALI}, sans-serif`;
const HEADING = `Georgia, 'Times New Roman', ${BENGALI}, serif`;

/**
 * A Bengali page's stacks (`--font-body`, `--font-heading`, which the theme's fonts read), for the shell's global
 * style: 'Hostel Bengali' first. Last, on a device with no Bengali font Chromium draws Bengali text in the stack's
 * installed Latin font, as empty boxes, when the web font was still loading at the first layout, and never draws it
 * again once it has loaded. Not on English pages: a web font first in the stack makes every page's first layout
 * longer, Latin text included, and an English page has no Bengali text of its own (the language switch draws বাংলা).
 */
export const bengaliPageFonts = `:root:lang(bn) { --font-body: 'Hostel Bengali', ${BODY}; --font-heading: 'Hostel Bengali', ${HEADING}; }`;

/** Design tokens: the one source of colours, type and spacing for every front end's ThemeProvider. */
export const theme = {
  colors: {
    primary: '#c2410c',
    primaryDark: '#9a3412',
    primarySoft: '#ffedd5',
    accent: '#15803d',
    danger: '#b91c1c',
    warning: '#b45309',
    warningSoft: '#fef3c7',
    success: '#15803d',
    successSoft: '#dcfce7',
    text: '#1f2937',
    muted: '#4b5563',
    border: '#e5e7eb',
    surface: '#ffffff',
    background: '#fafaf9',
    nav: '#1c1917',
    navText: '#fafaf9',
    banner: '#b91c1c',
  },
  font: {
    body: `var(--font-body, ${BODY})`,
    heading: `var(--font-heading, ${HEADING})`,
  },
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  shadow: { card: '0 1px 3px rgba(0,0,0,.08), 0 4px 16px rgba(0,0,0,.06)' },
  space: (n: number) => `${n * 4}px`,
  breakpoints: { sm: '480px', md: '768px', lg: '1024px', xl: '1280px' },
  layout: { maxWidth: '1200px', navHeight: '64px' },
} as const;

export type Theme = typeof theme;

export const media = {
  sm: `@media (min-width: ${theme.breakpoints.sm})`,
  md: `@media (min-width: ${theme.breakpoints.md})`,
  lg: `@media (min-width: ${theme.breakpoints.lg})`,
};
