/**
 * Bengali text is drawn by 'Hostel Bengali' (packages/web-server's first-screen/bengali-font.ts), first in every stack
 * and declared for Bengali code points only, so Latin text goes straight on to the families after it. The face is the
 * device's own Bengali font where it has one (Android's Noto Sans Bengali, Windows' Nirmala UI, Apple's Kohinoor Bangla,
 * Linux's Lohit Bengali: `local()`, no download, at once), else the site's self-hosted Noto Sans Bengali subset.
 * First, not last: Chromium draws text in an installed font of the stack, as empty boxes, when the web font it would
 * need later in the stack was still loading at the first layout, and never draws it again once it has loaded.
 */
const BENGALI = "'Hostel Bengali'";

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
    body: `${BENGALI}, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif`,
    heading: `${BENGALI}, Georgia, 'Times New Roman', serif`,
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
