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
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans Bengali', sans-serif",
    heading: "Georgia, 'Times New Roman', 'Noto Sans Bengali', serif",
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
